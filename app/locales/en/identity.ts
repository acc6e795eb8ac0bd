import type { Messages } from "../types";

/** Namespace "identity" in English. */
export default {
  request: {
    title: "Mobile phone identity verification",
    description: "Verify your identity with a mobile phone in your own name.",
    purposes: {
      application: "You need to verify your identity to fill in an application.",
      inquiry: "You need to verify your identity to look up your application.",
      join: "You need to verify your identity to become a member.",
      recovery: "You need to verify your identity to recover your account.",
    },
    how: "In the verification window, enter your name, date of birth and mobile number, then confirm the code sent to you by text message. You then come back to this site.",
    privacy:
      "Of the result we receive only your name, date of birth, gender and mobile number, to check your application. Resident registration numbers are never received or stored.",
    start: "Start verification",
    back: "Go back to the previous page",
    redirectTitle: "Taking you to the verification window",
    redirectText: "The verification window opens in a moment. If it does not, press the button below.",
    continue: "Go to the verification window",
  },
  sandbox: {
    banner: "Test identity verification — not a real verification",
    title: "Test identity verification",
    intro:
      "A simulated verification for development and testing only. What you enter becomes the verification result. The same test person ID counts as the same person.",
    purpose: "Purpose",
    name: "Name",
    birth: "Date of birth",
    birthHint: "8 digits, e.g. 19950301",
    phone: "Mobile number",
    phoneHint: "10 or 11 digits, no hyphens",
    gender: "Gender",
    MALE: "Male",
    FEMALE: "Female",
    personId: "Test person ID",
    personIdHint: "1 to 32 letters, digits, - or _. Stands in for the CI of a real verification.",
    submit: "Complete verification",
    cancel: "Cancel verification",
    samples: {
      jump: "Pick one of the sample applicants",
      title: "Sample applicants",
      intro:
        "The applicants of the sample applications seeded in the local database. Pick one to fill in the form above with their details; once verified, their application shows on the application look-up and the draw results.",
      caption: "Sample applications of round {{round}}",
      receiptNo: "Receipt number",
      status: "Status",
      pick: "Use",
      pickWho: "Use {{name}} ({{personId}})",
      picked: "Filled in the details of {{name}} ({{personId}}). Press Complete verification.",
    },
  },
  result: {
    title: "Identity verification result",
    failedTitle: "Identity verification was not completed",
    retry: "Verify again",
    back: "Go back to the previous page",
    home: "Home",
    application: "About applying",
  },
} satisfies Messages["identity"];
