import { SUPPORT_EXAMPLE as ex, SUPPORT, won } from "../facts";
import type ko from "../ko/subscription-support.server";
import type { Mirror } from "../types";

const s = SUPPORT;

export default {
  title: "Housing cost support",
  description: `Deposit loan interest support of ${s.interestPoints} percentage points a year, rent support of up to ${won("en", s.rentMonthly)} a month for ${s.rentMonths} months for young people, a ${s.birthDiscountPercent}% rent reduction for families with a new child and up to ${won("en", s.movingCost)} towards moving costs: the support residents can receive and how to apply.`,
  lead: "On top of a low rent, Haneulchaeum residents can get help with deposit loan interest, monthly rent and moving costs. Each kind of support has its own conditions and deadline, so check them before you move in.",
  sections: [
    {
      id: "programs",
      heading: "Support and amounts",
      blocks: [
        {
          kind: "table",
          caption: "Housing cost support: who, how much, how long and when to apply",
          columns: ["Support", "Who", "Amount", "Period and limit", "When to apply"],
          rows: [
            [
              "Deposit loan interest support",
              "Residents with a deposit loan (household income up to 120% of the average monthly income)",
              `${s.interestPoints} percentage points of loan interest a year`,
              `Loans up to ${won("en", s.loanLimitYouth)} for young people and ${won("en", s.loanLimitNewlywed)} for newlyweds, up to 6 years (renewed every 2 years)`,
              "After the contract, before moving in",
            ],
            [
              "Rent support for young people",
              "Young residents aged 19 to 34 (own income up to 100% of the average monthly income)",
              `Up to ${won("en", s.rentMonthly)} a month (within the rent)`,
              `Up to ${s.rentMonths} months, once per person`,
              "Within 3 months of moving in",
            ],
            [
              "Rent reduction for a birth or adoption",
              "Newlyweds who have or adopt a child after moving in",
              `${s.birthDiscountPercent}% off the monthly rent`,
              `${s.birthYearsPerChild} years per child, up to 4 years`,
              "Within 6 months of registering the birth or adoption",
            ],
            [
              "Moving cost support",
              "Every household moving in for the first time",
              `Actual moving costs, up to ${won("en", s.movingCost)}`,
              "Once per household",
              "Within 2 months of moving in",
            ],
          ],
          note: "These are this complex’s sample criteria. Support may close early when the budget runs out and cannot be combined with other public rent support.",
        },
      ],
    },
    {
      id: "example",
      heading: "How much less would you pay?",
      blocks: [
        {
          kind: "paragraph",
          text: `A young resident of an 18A home who borrows ${won("en", ex.loan)} of the deposit at ${ex.loanRatePercent}% a year would pay this much a month in the first year.`,
        },
        {
          kind: "table",
          caption: "Example: monthly costs of a young 18A resident in the first year",
          columns: ["Item", "Without support", "With support"],
          rows: [
            ["Monthly rent", won("en", ex.rentBefore), won("en", ex.rentAfter)],
            ["Deposit loan interest (monthly)", won("en", ex.interestBefore), won("en", ex.interestAfter)],
            ["Total", won("en", ex.totalBefore), won("en", ex.totalAfter)],
          ],
          note: "The maintenance fee is not included. The loan rate is an example; actual rates depend on the bank and your credit.",
        },
      ],
    },
    {
      id: "apply",
      heading: "How to apply",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Get the form",
              text: "Download the housing cost support application form from the forms library or collect it at the management office.",
            },
            {
              title: "Prepare proof",
              text: "Prepare the proof for the support you ask for: loan agreement, rent payment record, birth certificate, moving cost receipt and so on.",
            },
            {
              title: "Submit",
              text: "Hand it in at the management office or send it by e-mail (help@haneul-sample.example).",
            },
            {
              title: "Payment",
              text: "After review, support is paid into the applicant’s account at the end of each month or deducted from the next month’s rent.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See rent and deposit", href: "/subscription/condition" },
            { label: "Go to the forms library", href: "/center/download" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
