import type ko from "../ko/subscription-requirement.server";
import type { Mirror } from "../types";

export default {
  title: "Eligibility",
  description:
    "General supply has no income, asset or region conditions. Eligibility for young people (aged 19 to 39) and newlyweds (married within 7 years or about to register a marriage), the no-home and car rules (up to KRW 38.03 million, 2025 basis) and the income and asset limits of priority supply.",
  lead: "Young people and newlywed couples may apply if they own no home and have no car or a car worth no more than the limit. General supply does not look at income, assets or region; priority supply also checks income and assets.",
  sections: [
    {
      id: "summary",
      heading: "Eligibility at a glance",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "General supply has no income, asset or region conditions.",
            "Young people: aged 19 to 39",
            "Newlyweds: married within the last 7 years, or engaged couples who will register their marriage",
            "No home: neither the applicant nor any household member owns a home",
            "Car: no car, or a car value of up to KRW 38.03 million (2025 basis)",
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "Reference date",
          items: [
            "Age, length of marriage and home ownership are judged on the date of the recruitment notice.",
            "You must own no home from the date of the notice until you move in.",
          ],
        },
      ],
    },
    {
      id: "by-type",
      heading: "Eligibility by applicant type",
      blocks: [
        {
          kind: "table",
          caption: "Eligibility of young people and newlyweds",
          columns: ["Applicant", "Age or marriage", "Home", "Car", "Unit types"],
          rows: [
            [
              "Young people",
              "Aged 19 to 39, unmarried",
              "Owns no home",
              "None, or worth up to KRW 38.03 million (2025 basis)",
              "18A, 18B",
            ],
            [
              "Newlyweds",
              "Married within 7 years, or engaged couples who will register their marriage between the notice and moving in",
              "Household owns no home (for engaged couples, neither partner)",
              "None, or worth up to KRW 38.03 million (2025 basis)",
              "36A, 36B, 36C, 39A",
            ],
          ],
          note: "The car value is the total of all cars owned by the applicant and household members, excluding cars used by people with disabilities or by persons of national merit.",
        },
      ],
    },
    {
      id: "supply-kind",
      heading: "General and priority supply",
      subsections: [
        {
          id: "general",
          heading: "General supply",
          blocks: [
            {
              kind: "paragraph",
              text: "General supply has no income, asset or region conditions. If you qualify as a young person or newlywed couple and meet the no-home and car rules, you may apply wherever you live and whatever you earn; winners are drawn by computer lot.",
            },
          ],
        },
        {
          id: "special",
          heading: "Priority supply",
          blocks: [
            {
              kind: "paragraph",
              text: "Priority supply also requires meeting income and asset limits. Income is measured against last year’s average monthly income of urban workers’ households of the same size; assets are the total of property, financial assets and the like, minus debts.",
            },
            {
              kind: "table",
              caption: "Income and asset limits of priority supply (2025 basis)",
              columns: ["Applicant", "Income limit", "Total asset limit"],
              rows: [
                [
                  "Young people",
                  "Own income up to 100% of the average monthly income (whole household up to 120%)",
                  "Up to KRW 254 million",
                ],
                [
                  "Newlyweds",
                  "Household income up to 120% of the average monthly income (dual income up to 130%)",
                  "Up to KRW 337 million",
                ],
              ],
              note: "These income and asset limits are this complex’s sample criteria. In a real round, the tables in that round’s notice apply.",
            },
            {
              kind: "table",
              caption: "Ranking of priority supply applicants",
              columns: ["Rank", "Income rank", "Region rank"],
              rows: [
                ["1st", "Up to 50% of the average monthly income", "Living in Seoul"],
                ["2nd", "Up to 100% of the average monthly income", "Working or studying in Seoul"],
                ["3rd", "Up to 120% of the average monthly income (dual-income newlyweds up to 130%)", "Elsewhere"],
              ],
              note: "Income rank applies first, then region rank within the same income rank. Equal ranks are decided by computer lot.",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "limits",
      heading: "Restrictions and length of stay",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Each person may submit one application per round, and only one partner of a married couple may apply.",
            "If you live in other public rental housing, you must leave it before moving in.",
            "If an application turns out to be untrue, the award is cancelled and applications for public rental housing are restricted for a period.",
            "Young people may stay up to 6 years and newlyweds up to 6 years, or up to 10 years if they have children.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the documents to submit", href: "/subscription/document" },
            { label: "See the recruitment schedule", href: "/subscription/recruitment" },
            { label: "Register your interest", href: "/form/registration" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
