import type ko from "../ko/subscription-recruitment.server";
import type { Mirror } from "../types";

export default {
  title: "Schedule",
  description:
    "The application period and status of the current round, the schedule of each step from the recruitment notice to moving in, and how to apply.",
  lead: "Applications are taken in rounds. During the application period you can apply on this site 24 hours a day; on the last day applications close at 5 p.m. Register your interest to hear about the next round.",
  sections: [
    {
      id: "current",
      heading: "Current round",
      blocks: [{ kind: "currentRound" }],
    },
    {
      id: "process",
      heading: "Schedule step by step",
      blocks: [
        {
          kind: "table",
          caption: "Schedule from the recruitment notice to moving in",
          columns: ["Step", "When", "What happens"],
          rows: [
            [
              "1. Recruitment notice",
              "About 2 weeks before applications open",
              "The recruitment notice is published in the notices on this site.",
            ],
            [
              "2. Applications",
              "The announced period (first day 10:00 to last day 17:00)",
              "Verify your identity with your mobile phone and apply on this site.",
            ],
            [
              "3. Document review list",
              "About 2 weeks after applications close",
              "You are told through the application look-up page and by text message.",
            ],
            [
              "4. Documents",
              "7 days from the list’s publication",
              "Upload your documents on the application look-up page.",
            ],
            [
              "5. Eligibility check",
              "About 4 weeks after the document deadline",
              "Home ownership, and the income and assets of priority applicants, are checked electronically.",
            ],
            [
              "6. Winners announced",
              "When the check is complete",
              "Published in the notices and sent by text message.",
            ],
            [
              "7. Flat lot and contract",
              "About 2 weeks after the announcement, for 3 days",
              "Sign the contract in the show room and pay the contract payment (10% of the deposit).",
            ],
            [
              "8. Moving in",
              "From about 1 month after the contract, for 2 months",
              "Pay the balance and move in within the move-in period.",
            ],
          ],
          note: "Exact dates are fixed in each round’s recruitment notice.",
        },
      ],
    },
    {
      id: "how",
      heading: "How to apply",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "How", detail: "Online on this site (mobile phone identity verification required)" },
            { term: "When", detail: "24 hours a day during the application period, until 17:00 on the last day" },
            { term: "Applications per person", detail: "1 per round" },
            { term: "Changing your application", detail: "Until the deadline, on the application look-up page." },
            {
              term: "Applying in person",
              detail:
                "Older people, families of people with disabilities and others who find online applications difficult can get help applying in the show room on weekdays during the application period.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "Don’t leave it to the last minute",
          items: [
            "On the afternoon of the last day, heavy traffic can slow identity verification. Please apply in good time.",
            "After 17:00, even an application you have started cannot be submitted.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Go to the application", href: "/application" },
            { label: "Register your interest", href: "/form/registration" },
            { label: "See the notices", href: "/center/notice" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
