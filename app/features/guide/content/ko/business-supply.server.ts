import { area, count, supplyArea, TOTAL_GENERAL, TOTAL_HOUSEHOLDS, TOTAL_SPECIAL, UNIT_TYPES } from "../facts";
import type { GuidePage } from "../types";

const target = { youth: "청년", newlywed: "신혼부부" } as const;

export default {
  title: "공급안내",
  description: `하늘채움 행복주택 ${TOTAL_HOUSEHOLDS}세대의 주택형별 공급 세대수(특별공급 ${TOTAL_SPECIAL}세대, 일반공급 ${TOTAL_GENERAL}세대), 면적, 공급 대상과 당첨자 선정 방법을 안내합니다.`,
  lead: `모두 ${TOTAL_HOUSEHOLDS}세대 가운데 청년에게 18㎡형 156세대, 신혼부부에게 36~39㎡형 144세대를 공급합니다. 주택형마다 특별공급과 일반공급으로 나누어 모집합니다.`,
  sections: [
    {
      id: "households",
      heading: "주택형별 공급 세대수",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 특별공급·일반공급 세대수",
          columns: ["주택형", "공급 대상", "특별공급", "일반공급", "합계"],
          rows: [
            ...UNIT_TYPES.map((u) => [
              u.code,
              target[u.target],
              count("ko", u.special),
              count("ko", u.general),
              count("ko", u.households),
            ]),
            [
              "합계",
              "청년·신혼부부",
              count("ko", TOTAL_SPECIAL),
              count("ko", TOTAL_GENERAL),
              count("ko", TOTAL_HOUSEHOLDS),
            ],
          ],
          note: "회차별 모집 세대수는 그 회차의 공실 현황에 따라 달라지며, 모집 공고문에서 확정합니다.",
        },
      ],
    },
    {
      id: "areas",
      heading: "주택형별 면적",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 전용면적, 주거공용면적, 공급면적",
          columns: ["주택형", "전용면적", "주거공용면적", "공급면적"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), area(u.common), supplyArea(u)]),
          note: "전용면적은 세대 안에서 실제로 쓰는 면적이고, 주거공용면적은 계단·복도·현관 등 함께 쓰는 면적입니다.",
        },
      ],
    },
    {
      id: "method",
      heading: "공급 방식과 당첨자 선정",
      subsections: [
        {
          id: "special",
          heading: "특별공급",
          blocks: [
            {
              kind: "paragraph",
              text: "특별공급은 소득과 자산 기준을 충족한 분에게 먼저 공급합니다. 신청자가 공급 세대수보다 많으면 소득 순위, 지역 순위 순서로 당첨자를 정하고, 같은 순위 안에서는 전산 추첨합니다.",
            },
            {
              kind: "list",
              ordered: true,
              items: [
                "소득 순위: 1순위(기준 소득의 50% 이하), 2순위(100% 이하), 3순위(120% 이하, 맞벌이 신혼부부는 130% 이하)",
                "지역 순위: 1순위(서울시 거주), 2순위(서울시 소재 직장·학교 재직·재학), 3순위(그 밖의 지역)",
                "같은 순위 안에서는 전산 추첨",
              ],
            },
          ],
        },
        {
          id: "general",
          heading: "일반공급",
          blocks: [
            {
              kind: "paragraph",
              text: "일반공급에는 소득·자산·지역 조건이 없습니다. 청년 또는 신혼부부 자격과 무주택, 자동차 기준만 충족하면 누구나 신청할 수 있으며, 당첨자는 전산 추첨으로 정합니다.",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "allocation",
      heading: "동·호수 배정과 예비입주자",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "동·호수는 당첨자 발표 후 계약 전에 주택형별로 전산 추첨해 배정합니다. 특정 동·층을 골라 신청할 수는 없습니다.",
            "장애인, 임산부, 만 6세 이하 자녀를 둔 세대가 원하면 저층(3~5층)을 먼저 배정합니다.",
            "주택형별 공급 세대수의 100%까지 예비입주자를 선정하며, 계약 포기나 공실이 생기면 예비 순번대로 연락해드립니다.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "세대 안내 보기", href: "/complex/unit" },
            { label: "신청자격 보기", href: "/subscription/requirement" },
            { label: "임대조건 보기", href: "/subscription/condition" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
