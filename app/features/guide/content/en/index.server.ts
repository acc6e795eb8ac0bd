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
  siteName: "Haneulchaeum Youth & Newlywed Happy Housing",
  sectionNav: "{section} pages",
  newWindow: "opens in a new tab",
  round: {
    name: "Round {n} resident recruitment",
    period: "Application period",
    state: "Status",
    states: {
      beforeOpen: "Opening soon",
      open: "Open for applications",
      closed: "Closed",
      stopped: "Temporarily suspended",
    },
    none: "There is no published recruitment round at the moment. Register your interest and we will tell you about the next round.",
    apply: "Go to the application",
    details: "See application information",
    register: "Register your interest",
  },
} satisfies GuideUi;

export const sections = {
  business: {
    title: "About the project",
    pages: { brand, overview, traffic, environment, feature, direction, supply },
  },
  complex: { title: "The complex", pages: { community, layout, floor, unit, neighborhood } },
  subscription: { title: "Applying", pages: { requirement, condition, recruitment, document, support } },
};
