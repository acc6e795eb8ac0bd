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
  result: {
    title: "Draw results",
    description: "Verify your identity to see the draw result of each round you applied in.",
    verifyText:
      "Only the applicant can see their draw result. Please verify your identity with a mobile phone in your name.",
    verifyButton: "Verify my identity and see my result",
    none: "The verified person has no submitted applications.",
    listCaption: "Draw results by round (newest first)",
    receiptNo: "Receipt number",
    receipt: "Application",
    receiptOf: "View application {{receipt}}",
    selected: "Selected",
    selectedText: "Congratulations, you have been selected. We will let you know the contract schedule separately.",
    waiting: "Waiting list no. {{number}}",
    waitingNoNumber: "Waiting list",
    waitingText: "If a selected household gives up its unit, we contact people on the waiting list in order.",
    notSelected: "Not selected",
    notSelectedText: "We are sorry: you were not selected in this round.",
    pending: "Not drawn yet",
    pendingOn: "Results are announced on {{date}}.",
    pendingLater: "You can see the result here once it is announced.",
    cancelled: "Draw result cancelled",
    cancelledText:
      "Since the draw the application's status has become ‘{{status}}’, so the place the draw gave it no longer holds.",
    notDrawn: "Not in the draw",
    notDrawnText: "This application is not in the draw because its status is “{{status}}”.",
    included: "In the draw (one of {{count}} entrants)",
    includedText: "This application is on the round {{round}} entrant list (list digest {{digest}}).",
    excluded: "Excluded from the draw",
    reason_ineligible:
      "The eligibility review found this application ineligible, so it is on the round {{round}} entrant list (list digest {{digest}}) as excluded from the draw (ineligible).",
    reason_withdrawn:
      "The application was withdrawn, so it is on the round {{round}} entrant list (list digest {{digest}}) as excluded from the draw (withdrawn).",
    verifyLink: "How to check the round {{round}} draw yourself",
    announced: "Announced on",
    lookupLink: "Look up my application",
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
