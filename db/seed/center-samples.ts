import type { BannerTranslation } from "../schema";

/*
 * Sample Q&A and home hero banners. Like the rest of the seed they are samples:
 * the complex is fictional, and managers replace them in the console.
 */

/** Questions as visitors would ask them; names are fictional. The odd ones are private. */
export const sampleQuestions = [
  {
    id: "seed-question-1",
    title: "예비 신혼부부 신청 문의",
    body: "아직 혼인신고를 하지 않았는데 신혼부부 유형으로 신청할 수 있나요?",
    authorName: "이서민",
    answer:
      "네, 입주 전까지 혼인신고를 할 예정인 예비 신혼부부도 신청할 수 있습니다.\n입주 전 혼인관계증명서를 제출해주셔야 합니다.",
  },
  {
    id: "seed-question-2",
    title: "주차 가능 여부",
    body: "입주 후 주차가 가능한지 궁금합니다.",
    authorName: "박지우",
    answer: "세대당 주차 대수는 0.3대이며, 자동차 소유 기준을 충족한 세대에 한해 배정합니다.",
  },
  {
    id: "seed-question-3",
    title: "서류 제출 기한 문의",
    body: "서류 제출 기한을 놓치면 어떻게 되나요?",
    authorName: "최나영",
    answer: null,
  },
  {
    id: "seed-question-4",
    title: "반려동물 동반 입주",
    body: "소형견과 함께 입주할 수 있나요?",
    authorName: "정하아",
    answer: null,
  },
  {
    id: "seed-question-5",
    title: "계약금 분할 납부",
    body: "계약금을 나누어 낼 수 있는지 알고 싶습니다.",
    authorName: "한도윤",
    answer: "계약금은 계약 체결일에 한 번에 납부합니다. 자세한 금액은 모집 공고문을 확인해주세요.",
  },
  {
    id: "seed-question-6",
    title: "견본주택 주차",
    body: "견본주택 방문할 때 주차할 곳이 있나요?",
    authorName: "윤채원",
    answer: null,
  },
];

/** The home hero's slides (code "main"): the site's own illustrations, translated into en and cn. */
export const sampleBanners: {
  id: string;
  illustration: "station" | "community" | "support";
  title: string;
  text: string;
  imageAlt: string;
  linkUrl: string;
  linkLabel: string;
  translations: { en: BannerTranslation; cn: BannerTranslation };
}[] = [
  {
    id: "seed-banner-1",
    illustration: "station",
    title: "역세권에서 시작하는 청년·신혼부부의 새 보금자리",
    text: "지하철역에서 걸어서 3분, 주변 시세보다 낮은 임대료로 오래 안심하고 살 수 있습니다.",
    imageAlt: "지하철역 가까이 선 하늘채움 행복주택 단지 전경 일러스트",
    linkUrl: "/business/overview",
    linkLabel: "사업개요 보기",
    translations: {
      en: {
        title: "A new home by the station for young people and newlyweds",
        text: "Three minutes' walk from the metro, with rent below the local market so you can settle in for the long term.",
        imageAlt: "Illustration of the Haneulchaeum complex standing by a metro station",
        linkLabel: "See the project overview",
      },
      cn: {
        title: "地铁站旁，青年与新婚夫妇的新家",
        text: "距地铁站步行 3 分钟，租金低于周边市价，可以长期安心居住。",
        imageAlt: "矗立在地铁站旁的天空满溢幸福住宅小区插图",
        linkLabel: "查看项目概况",
      },
    },
  },
  {
    id: "seed-banner-2",
    illustration: "community",
    title: "65평 피트니스센터와 21층 54평 라이브러리",
    text: "운동, 공부, 모임까지 단지 안 커뮤니티에서 편하게 누리세요.",
    imageAlt: "피트니스센터와 하늘 위 라이브러리를 표현한 커뮤니티 일러스트",
    linkUrl: "/complex/community",
    linkLabel: "커뮤니티 보기",
    translations: {
      en: {
        title: "A 65-pyeong fitness centre and a 54-pyeong library on the 21st floor",
        text: "Work out, study and meet neighbours in the community spaces inside the complex.",
        imageAlt: "Illustration of the fitness centre and the library high above the city",
        linkLabel: "See the community facilities",
      },
      cn: {
        title: "65 坪健身中心与 21 层 54 坪图书馆",
        text: "运动、学习、聚会，都能在小区内的社区设施中轻松完成。",
        imageAlt: "表现健身中心与高空图书馆的社区设施插图",
        linkLabel: "查看社区设施",
      },
    },
  },
  {
    id: "seed-banner-3",
    illustration: "support",
    title: "보증금과 월 임대료 부담은 가볍게",
    text: "보증금·임대료 전환과 전세자금 대출 연계 등 주거비 지원 제도를 함께 안내해드립니다.",
    imageAlt: "열쇠와 동전으로 주거비 지원을 표현한 일러스트",
    linkUrl: "/subscription/support",
    linkLabel: "주거비 지원 보기",
    translations: {
      en: {
        title: "A lighter deposit and monthly rent",
        text: "We explain deposit-to-rent conversion, deposit loans and the other housing cost support you can use.",
        imageAlt: "Illustration of a key and coins standing for housing cost support",
        linkLabel: "See housing cost support",
      },
      cn: {
        title: "减轻保证金与月租负担",
        text: "为您介绍保证金与月租转换、全租资金贷款等居住费用支援制度。",
        imageAlt: "以钥匙和硬币表现居住费用支援的插图",
        linkLabel: "查看居住费用支援",
      },
    },
  },
];
