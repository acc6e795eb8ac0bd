import { area, count, supplyArea, UNIT_TYPES, type UnitTypeFacts, unitType } from "../facts";
import { images } from "../images";
import type { GuidePage } from "../types";

const target = { youth: "청년", newlywed: "신혼부부" } as const;
const rooms: Record<UnitTypeFacts["code"], string> = {
  "18A": "원룸형 (방 1, 욕실 1)",
  "18B": "주방 분리 원룸형 (방 1, 욕실 1)",
  "36A": "투룸형 (방 2, 거실·주방, 욕실 1)",
  "36B": "1.5룸형 (방 1, 알파룸, 거실·주방, 욕실 1)",
  "36C": "코너 투룸형 (방 2, 거실·주방, 욕실 1)",
  "39A": "투룸 + 드레스룸형 (방 2, 드레스룸, 거실·주방, 욕실 1)",
};

function facts(code: UnitTypeFacts["code"], location: string) {
  const u = unitType(code);
  return {
    kind: "facts",
    items: [
      { term: "전용면적", detail: area(u.exclusive) },
      { term: "공급면적", detail: supplyArea(u) },
      { term: "구조", detail: rooms[code] },
      { term: "공급 세대수", detail: `${count("ko", u.households)} (${target[u.target]})` },
      { term: "위치", detail: location },
    ],
  } as const;
}

export default {
  title: "세대 안내",
  description:
    "18A(18.88㎡), 18B(18.55㎡), 36A(36.65㎡), 36B(36.65㎡), 36C(36.66㎡), 39A(39.41㎡) 여섯 가지 주택형의 평면도, 면적, 방 구성과 공급 세대수를 안내합니다.",
  lead: "청년형 2가지(18A, 18B)와 신혼부부형 4가지(36A, 36B, 36C, 39A), 모두 여섯 가지 주택형이 있습니다. 평면도의 번호는 아래 설명의 번호와 같습니다.",
  sections: [
    {
      id: "compare",
      heading: "주택형 한눈에 보기",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 면적, 구조, 공급 세대수",
          columns: ["주택형", "전용면적", "공급면적", "구조", "공급 대상", "세대수"],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            area(u.exclusive),
            supplyArea(u),
            rooms[u.code],
            target[u.target],
            count("ko", u.households),
          ]),
        },
      ],
    },
    {
      id: "youth",
      heading: "청년형",
      blocks: [],
      subsections: [
        {
          id: "type-18a",
          heading: "18A (전용 18.88 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit18A,
              alt: "18A 평면도: 북쪽 현관 옆에 욕실이 있고, 현관 안쪽으로 일자형 주방을 지나면 남쪽 창가에 침실 겸 거실로 쓰는 방이 있습니다. 욕실과 방 사이 벽에 붙박이장이 있습니다.",
              caption: "18A 평면도",
              legend: ["현관·신발장", "욕실", "일자형 주방", "방 (침실 겸 거실)", "붙박이장"],
            },
            facts("18A", "101동 3~14층 북쪽 (36세대), 102동 3~17층 남쪽 (60세대)"),
          ],
        },
        {
          id: "type-18b",
          heading: "18B (전용 18.55 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit18B,
              alt: "18B 평면도: 북쪽 현관 옆에 욕실이 있고, 서쪽 벽을 따라 ㄱ자형 주방이 남쪽 창가까지 이어집니다. 주방 옆에 침실 겸 거실로 쓰는 방이 있고, 방 동쪽 벽에 붙박이장이 있습니다. 주방과 방 사이에 중문이 있어 요리 냄새가 덜 퍼집니다.",
              caption: "18B 평면도",
              legend: ["현관·신발장", "욕실", "ㄱ자형 주방 (중문으로 분리)", "방 (침실 겸 거실)", "붙박이장"],
            },
            facts("18B", "102동 3~17층 북쪽 (60세대)"),
          ],
        },
      ],
    },
    {
      id: "newlywed",
      heading: "신혼부부형",
      blocks: [],
      subsections: [
        {
          id: "type-36a",
          heading: "36A (전용 36.65 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36A,
              alt: "36A 평면도: 현관을 지나면 주방과 이어진 거실이 남쪽 창까지 나 있고, 거실 양옆에 침실 두 개가 있습니다. 현관 옆에 욕실, 주방 옆에 세탁기와 건조기를 두는 다용도실이 있습니다.",
              caption: "36A 평면도",
              legend: ["현관", "거실·주방", "침실 1", "침실 2", "욕실", "다용도실"],
            },
            facts("36A", "101동 3~20층 남쪽 02~04호 (54세대)"),
          ],
        },
        {
          id: "type-36b",
          heading: "36B (전용 36.65 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36B,
              alt: "36B 평면도: 현관을 지나면 넓은 거실·주방이 남쪽 창가까지 이어지고, 서쪽에 침실과 서재나 드레스룸으로 쓸 수 있는 알파룸이 있습니다. 현관 옆에 욕실이 있고, 거실 앞 발코니에 세탁 공간이 있습니다.",
              caption: "36B 평면도",
              legend: ["현관", "거실·주방", "침실", "알파룸 (서재·드레스룸)", "욕실", "발코니 (세탁 공간)"],
            },
            facts("36B", "101동 3~20층 남쪽 05~06호 (36세대)"),
          ],
        },
        {
          id: "type-36c",
          heading: "36C (전용 36.66 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36C,
              alt: "36C 평면도: 서쪽과 남쪽 두 면에 창이 있는 코너 세대입니다. 동쪽 현관 옆에 욕실이 있고, 현관을 지나면 거실·주방이 남쪽 창까지 이어집니다. 서쪽 창을 향해 침실 두 개가 있으며 남쪽 침실은 남쪽 창도 있습니다. 거실 앞에 발코니가 있어 맞바람이 잘 통합니다.",
              caption: "36C 평면도",
              legend: ["현관", "거실·주방", "침실 1", "침실 2", "욕실", "발코니"],
            },
            facts("36C", "101동 북쪽 07호(3~20층)와 08호(15~20층) (24세대)"),
          ],
        },
        {
          id: "type-39a",
          heading: "39A (전용 39.41 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit39A,
              alt: "39A 평면도: 현관을 지나면 주방과 이어진 거실이 남쪽 창까지 나 있고, 서쪽에 드레스룸이 딸린 안방, 동쪽에 작은 침실이 있습니다. 현관 옆에 욕실과 다용도실이 있습니다. 여섯 가지 주택형 가운데 가장 넓습니다.",
              caption: "39A 평면도",
              legend: ["현관", "거실·주방", "침실 1 (안방)", "드레스룸", "침실 2", "욕실", "다용도실"],
            },
            facts("39A", "101동 서쪽 끝 01호(3~20층)와 북쪽 09~10호(15~20층) (30세대)"),
          ],
        },
      ],
    },
    {
      id: "notes",
      heading: "알아두세요",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "평면도는 이해를 돕기 위한 그림으로, 실제 치수와 가구 배치는 세대 위치에 따라 조금씩 다를 수 있습니다.",
            "같은 주택형이라도 층과 향에 따라 창의 크기와 위치가 다를 수 있습니다.",
            "견본 세대는 101동 1층 주택홍보관에서 18A와 36A를 볼 수 있습니다.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "임대조건 보기", href: "/subscription/condition" },
            { label: "동·층 배치도 보기", href: "/complex/floor" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
