import type { Messages } from "../types";

/** Namespace "applicant" in English (see ../ko/applicant.ts). */
export default {
  inquiry: {
    verifyButton: "Verify my identity and see my application",
    draft: "This application has not been submitted yet.",
    continueDraft: "Continue the application",
    noReceipt: "Not submitted",
    lookupLink: "See all my applications",
  },
  lookup: {
    verifyButton: "Verify my identity and find my application",
    listCaption: "Applications of the verified person (newest first)",
    open: "View",
    openOf: "View application {{receipt}}",
  },
  selfCheck: {
    legend: "Answer the eligibility questions",
    qualificationType: "Qualification type",
    resultTitle: "Result",
    live: "The result changes as soon as you change an answer.",
    noRound: "No round is open, so today is used as the reference date.",
    stored: "Nothing you enter is stored on our server; it is gone when you leave this page.",
  },
} satisfies Messages["applicant"];
