import { area, count, TOTAL_HOUSEHOLDS, UNIT_TYPES } from "../facts";
import type { GuidePage } from "../types";

const target = { youth: "청년", newlywed: "신혼부부" } as const;

export default {
  title: "사업개요",
  description:
    "하늘채움 청년·신혼 행복주택의 위치, 규모, 공급 세대수와 추진 경과를 한눈에 정리했습니다. 서울 구로구 역세권 2개 동 300세대 공공임대주택입니다.",
  lead: "하늘채움 청년·신혼 행복주택은 서울 서남권 구로구의 역세권에 지은 공공임대주택입니다. 지하 3층부터 지상 21층까지 2개 동, 모두 300세대를 청년과 신혼부부에게 시세보다 낮은 임대료로 공급합니다.",
  sections: [
    {
      id: "summary",
      heading: "사업 개요",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "사업명", detail: "하늘채움 청년·신혼 행복주택" },
            { term: "위치", detail: "서울특별시 구로구 샘플로 123 (샘플역 2번 출구에서 도보 3분)" },
            { term: "대지면적", detail: "6,240.50 ㎡" },
            { term: "건축면적", detail: "2,180.32 ㎡ (건폐율 34.94%)" },
            { term: "연면적", detail: "31,420.76 ㎡ (용적률 299.87%)" },
            { term: "규모", detail: "101동 지하 3층·지상 21층, 102동 지하 3층·지상 17층 (2개 동)" },
            { term: "공급 세대수", detail: `${TOTAL_HOUSEHOLDS}세대 (청년 156세대, 신혼부부 144세대)` },
            { term: "주택형", detail: "전용면적 18㎡~39㎡, 6개 타입 (18A, 18B, 36A, 36B, 36C, 39A)" },
            { term: "주차", detail: "지하 주차장 132대 (세대당 0.44대, 전기차 충전 14면 포함)" },
            { term: "사업시행·운영", detail: "(샘플) 하늘채움주택관리 주식회사" },
            { term: "준공·최초 입주", detail: "2025년 9월 준공, 2025년 12월 최초 입주" },
          ],
        },
      ],
    },
    {
      id: "background",
      heading: "사업 추진 배경",
      blocks: [
        {
          kind: "paragraph",
          text: "서울 서남권은 디지털산업단지와 여러 업무지구가 가까워 청년 일자리가 많지만, 역 주변의 작은 집은 임대료 부담이 큽니다. 하늘채움은 지하철역 가까이에 공공임대주택을 공급해 청년과 신혼부부가 직장 가까운 곳에서 주거비 걱정을 덜고 살 수 있도록 추진한 사업입니다.",
        },
        {
          kind: "paragraph",
          text: "임대료는 주변 시세의 72~80% 수준으로 정했고, 임대보증금과 월 임대료는 입주자의 형편에 맞춰 서로 전환할 수 있습니다. 일반공급에는 소득·자산·지역 조건을 두지 않아 더 많은 청년과 신혼부부가 신청할 수 있습니다.",
        },
      ],
    },
    {
      id: "composition",
      heading: "주택형별 공급 구성",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 전용면적과 공급 세대수",
          columns: ["주택형", "전용면적", "공급 세대수", "공급 대상"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), count("ko", u.households), target[u.target]]),
          note: "주택형별 특별공급·일반공급 세대수는 공급안내에서 확인하실 수 있습니다.",
        },
      ],
    },
    {
      id: "history",
      heading: "추진 경과",
      blocks: [
        {
          kind: "table",
          caption: "사업 추진 경과",
          columns: ["시기", "내용"],
          rows: [
            ["2022년 6월", "사업계획 승인"],
            ["2023년 3월", "착공"],
            ["2025년 9월", "준공(사용승인)"],
            ["2025년 10월", "1차 입주자 모집"],
            ["2025년 12월", "최초 입주 시작"],
          ],
          note: "이후 공실과 추가 물량은 회차별로 모집합니다. 진행 중인 회차는 모집일정에서 확인하세요.",
        },
        {
          kind: "links",
          items: [
            { label: "공급안내 보기", href: "/business/supply" },
            { label: "모집일정 보기", href: "/subscription/recruitment" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
