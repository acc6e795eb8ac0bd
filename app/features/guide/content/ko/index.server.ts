import type { GuideUi } from "../types";
import brand from "./business-brand.server";
import direction from "./business-direction.server";
import environment from "./business-environment.server";
import feature from "./business-feature.server";
import overview from "./business-overview.server";
import supply from "./business-supply.server";
import traffic from "./business-traffic.server";
import community from "./complex-community.server";
import floor from "./complex-floor.server";
import layout from "./complex-layout.server";
import neighborhood from "./complex-neighborhood.server";
import unit from "./complex-unit.server";
import condition from "./subscription-condition.server";
import document from "./subscription-document.server";
import recruitment from "./subscription-recruitment.server";
import requirement from "./subscription-requirement.server";
import support from "./subscription-support.server";

export const ui = {
  siteName: "하늘채움 청년·신혼 행복주택",
  sectionNav: "{section} 하위 메뉴",
  newWindow: "새 창",
  round: {
    name: "{n}차 입주자 모집",
    period: "접수 기간",
    state: "접수 상태",
    states: {
      beforeOpen: "접수 예정",
      open: "접수 중",
      closed: "접수 마감",
      stopped: "접수 일시 중지",
    },
    none: "지금은 공개된 모집 회차가 없습니다. 관심고객으로 등록하시면 다음 모집 소식을 알려드립니다.",
    apply: "청약 신청하러 가기",
    details: "청약 신청 안내 보기",
    register: "관심고객 등록하기",
  },
} satisfies GuideUi;

export const sections = {
  business: { title: "사업안내", pages: { brand, overview, traffic, environment, feature, direction, supply } },
  complex: { title: "단지안내", pages: { community, layout, floor, unit, neighborhood } },
  subscription: { title: "청약안내", pages: { requirement, condition, recruitment, document, support } },
};
