import { FITNESS_PYEONG, LIBRARY_FLOOR, LIBRARY_PYEONG, pyeongToM2 } from "../facts";
import type { GuidePage } from "../types";

export default {
  title: "단지특장점",
  description: `샘플역 도보 3분 역세권, ${FITNESS_PYEONG}평 피트니스센터, ${LIBRARY_FLOOR}층 ${LIBRARY_PYEONG}평 하늘 도서관, 빌트인 가전과 스마트홈까지. 하늘채움 행복주택만의 특장점을 소개합니다.`,
  lead: "작은 집에서도 넉넉하게 살 수 있도록, 집 밖의 공간과 집 안의 설비를 함께 설계했습니다. 입주하는 날부터 가구와 가전 걱정 없이 생활을 시작할 수 있습니다.",
  sections: [
    {
      id: "premium",
      heading: "프리미엄 특장점",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "역세권 입지", detail: "하늘선·누리선 환승역인 샘플역 2번 출구에서 걸어서 3분입니다." },
            {
              term: `피트니스센터 ${FITNESS_PYEONG}평`,
              detail: `102동 2층, ${pyeongToM2(FITNESS_PYEONG)} 규모. 유산소·근력 기구와 GX룸을 입주민은 무료로 이용합니다.`,
            },
            {
              term: `${LIBRARY_FLOOR}층 하늘 도서관 ${LIBRARY_PYEONG}평`,
              detail: `101동 ${LIBRARY_FLOOR}층, ${pyeongToM2(LIBRARY_PYEONG)} 규모. 도시 전망을 내려다보는 열람석 60석과 장서 8,000권을 갖췄습니다.`,
            },
            {
              term: "빌트인 가전·가구",
              detail: "냉장고, 세탁기, 인덕션, 에어컨, 붙박이장을 모든 세대에 기본으로 설치합니다.",
            },
            {
              term: "스마트홈",
              detail:
                "월패드와 스마트폰 앱으로 조명·난방을 원격 제어하고, 방문객 확인과 주차 위치 조회를 할 수 있습니다.",
            },
            {
              term: "안심 보안",
              detail: "공동현관 얼굴인식 출입, 지하 주차장 비상벨, 단지 전역 고화질 CCTV와 무인택배함을 운영합니다.",
            },
          ],
        },
      ],
    },
    {
      id: "built-in",
      heading: "주택형별 기본 설치 품목",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 빌트인 가전과 가구",
          columns: ["품목", "청년형 (18A, 18B)", "신혼부부형 (36A, 36B, 36C, 39A)"],
          rows: [
            ["냉장고", "소형 냉장고 (180L)", "양문형 냉장고 (400L)"],
            ["세탁", "드럼세탁기 9kg", "드럼세탁기 12kg, 의류건조기 9kg"],
            ["주방", "인덕션 2구, 전자레인지", "인덕션 3구, 전기오븐, 식기세척기"],
            ["냉방", "벽걸이 에어컨 1대", "시스템에어컨 2대 (거실, 침실)"],
            ["수납", "붙박이장, 신발장", "붙박이장, 신발장, 팬트리 (39A는 드레스룸 선반 포함)"],
            ["창호", "이중 창호, 방충망", "이중 창호, 방충망, 발코니 빨래건조대"],
          ],
          note: "설치 품목은 입주 시점에 같은 성능의 다른 모델로 바뀔 수 있습니다. 고장이 나면 관리사무소에서 무상으로 수리합니다(입주민 과실 제외).",
        },
      ],
    },
    {
      id: "energy",
      heading: "에너지와 관리비 절감",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "지붕과 외벽의 태양광 설비로 공용 전기의 약 20%를 충당합니다.",
            "고단열 외벽과 로이(Low-E) 복층 유리로 냉난방비를 줄였습니다.",
            "세대별 원격 검침으로 전기·수도·난방 사용량을 월패드와 앱에서 매일 확인할 수 있습니다.",
            "공용 조명은 모두 LED이며, 사람이 없을 때는 자동으로 밝기를 낮춥니다.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "커뮤니티 시설 보기", href: "/complex/community" },
            { label: "세대 안내 보기", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
