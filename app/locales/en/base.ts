import type { Messages } from "../types";

const base: Messages["base"] = {
  common: {
    siteName: "Haneulchaeum Youth & Newlywed Happy Housing",
    skipToContent: "Skip to main content",
    home: "Home",
    language: "Language",
    languages: { ko: "한국어", en: "English", cn: "中文" },
    sample: "Sample data",
  },
  home: {
    title: "Haneulchaeum Youth & Newlywed Happy Housing: resident recruitment",
    description:
      "Public rental homes for young people and newlyweds by the metro station: the complex, eligibility and how to apply, in one place.",
    applyNow: "Apply now",
  },
  window: {
    hidden: "There is no application round at the moment.",
    beforeOpen: "Applications have not opened yet.",
    open: "Applications are open now.",
    closed: "Applications are closed.",
    stopped: "Applications are temporarily suspended.",
    period: "Application period",
  },
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: "Page {{page}}",
  },
  errorPage: {
    notFoundTitle: "Page not found",
    notFound: "The address may have changed, or the page was removed.",
    errorTitle: "Something went wrong",
    tooLargeTitle: "What you sent is too large",
    error: "Please try again in a moment. What you were writing may not have been saved.",
    backHome: "Go to the home page",
    // The request's id (worker/request-log.ts), for a call centre to find the failure.
    requestId: "Error number: {{id}}",
    requestIdHint: "Please quote this number when you contact the help desk.",
  },
};
export default base;
