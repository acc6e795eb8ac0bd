import {
  contractPayment,
  LOWER,
  RAISE,
  UNIT_TYPES,
  unitType,
  withLoweredDeposit,
  withRaisedDeposit,
  won,
} from "../facts";
import type ko from "../ko/subscription-condition.server";
import type { Mirror } from "../types";

const example = unitType("36A");
const raised = withRaisedDeposit(example);

export default {
  title: "Deposit and rent",
  description:
    "Deposit and monthly rent by unit type, how to convert between deposit and rent, contract payment, how to pay and renewal terms. Rents are 72–80% of the surrounding market.",
  lead: "Deposits and monthly rents are 72–80% of the surrounding market. Depending on your situation, you can pay a larger deposit for a lower rent, or a smaller deposit for a higher rent.",
  sections: [
    {
      id: "base",
      heading: "Standard terms",
      blocks: [
        {
          kind: "table",
          caption: "Standard deposit, monthly rent, contract payment and estimated maintenance fee by unit type",
          columns: [
            "Unit type",
            "Deposit",
            "Monthly rent",
            "Contract payment (10% of deposit)",
            "Estimated maintenance fee (monthly)",
          ],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            won("en", u.deposit),
            won("en", u.rent),
            won("en", contractPayment(u)),
            `About ${won("en", u.fee)}`,
          ]),
          note: "The maintenance fee is an estimated monthly average of common charges plus the home’s own electricity, water and heating; it varies with actual use.",
        },
      ],
    },
    {
      id: "conversion",
      heading: "Converting between deposit and rent",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            `Larger deposit: up to ${RAISE.share * 100}% of the monthly rent can be converted into deposit, at a conversion rate of ${RAISE.rate * 100}% a year.`,
            `Smaller deposit: up to ${LOWER.share * 100}% of the deposit can be converted into monthly rent, at a conversion rate of ${LOWER.rate * 100}% a year.`,
            "You choose whether and how much to convert when signing the contract, and may choose again on renewal.",
          ],
        },
        {
          kind: "table",
          caption: "Terms after the maximum conversion, by unit type",
          columns: [
            "Unit type",
            "Deposit at the largest deposit",
            "Monthly rent then",
            "Deposit at the smallest deposit",
            "Monthly rent then",
          ],
          rows: UNIT_TYPES.map((u) => {
            const up = withRaisedDeposit(u);
            const down = withLoweredDeposit(u);
            return [u.code, won("en", up.deposit), won("en", up.rent), won("en", down.deposit), won("en", down.rent)];
          }),
        },
        {
          kind: "paragraph",
          text: `For example, a 36A home on standard terms (deposit ${won("en", example.deposit)}, rent ${won("en", example.rent)} a month) becomes a deposit of ${won("en", raised.deposit)} and a monthly rent of ${won("en", raised.rent)} with the largest deposit.`,
        },
      ],
    },
    {
      id: "payment",
      heading: "Contract and payment",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "At the contract",
              text: "Pay 10% of the deposit as the contract payment. Contracts are signed in the show room during the period announced after the winners are published.",
            },
            {
              title: "Before moving in",
              text: "Pay the remaining 90% of the deposit within the move-in period and collect your keys.",
            },
            {
              title: "After moving in",
              text: "Monthly rent and the maintenance fee are billed together on the 25th of each month, paid by direct debit or virtual account.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "Late payment",
          items: [
            "If the monthly rent is more than 3 months overdue, the lease may be terminated.",
            "Late payment interest of 6.5–8.5% a year applies depending on how long the payment is late.",
          ],
        },
      ],
    },
    {
      id: "renewal",
      heading: "Renewal and deposit protection",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Leases run for 2 years and can be renewed as long as you remain eligible.",
            "On renewal, the deposit and monthly rent rise by no more than 5% of the previous amounts.",
            "Residents who moved in through priority supply have their income and assets checked again on renewal; above the limits, a rent surcharge may apply or renewal may be restricted.",
            "The operator takes out and pays for rental deposit guarantee insurance, so your deposit is safely returned.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See housing cost support", href: "/subscription/support" },
            { label: "See the unit types", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
