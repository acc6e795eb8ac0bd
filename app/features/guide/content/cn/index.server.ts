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
  siteName: "天空满溢 青年·新婚幸福住宅",
  sectionNav: "{section}子菜单",
  newWindow: "在新窗口打开",
  round: {
    name: "第{n}期入住者招募",
    period: "受理期间",
    state: "受理状态",
    states: {
      beforeOpen: "即将开始受理",
      open: "正在受理",
      closed: "受理已截止",
      stopped: "受理暂停",
    },
    none: "目前没有公开的招募期次。进行意向登记后，我们会通知您下一期的招募消息。",
    apply: "前往入住申请",
    details: "查看入住申请说明",
    register: "进行意向登记",
  },
} satisfies GuideUi;

export const sections = {
  business: {
    title: "项目介绍",
    pages: { brand, overview, traffic, environment, feature, direction, supply },
  },
  complex: { title: "小区介绍", pages: { community, layout, floor, unit, neighborhood } },
  subscription: { title: "申请指南", pages: { requirement, condition, recruitment, document, support } },
};
