import { area, count, supplyArea, TOTAL_GENERAL, TOTAL_HOUSEHOLDS, TOTAL_SPECIAL, UNIT_TYPES } from "../facts";
import type ko from "../ko/business-supply.server";
import type { Mirror } from "../types";

const target = { youth: "Young people", newlywed: "Newlyweds" } as const;

export default {
  title: "Housing supply",
  description: `Homes by unit type for the ${TOTAL_HOUSEHOLDS} homes of Haneulchaeum Happy Housing (${TOTAL_SPECIAL} priority supply, ${TOTAL_GENERAL} general supply), their areas, who may apply and how winners are chosen.`,
  lead: `Of the ${TOTAL_HOUSEHOLDS} homes, 156 of 18 ㎡ are for young people and 144 of 36–39 ㎡ for newlyweds. Each unit type is offered partly as priority supply and partly as general supply.`,
  sections: [
    {
      id: "households",
      heading: "Homes by unit type",
      blocks: [
        {
          kind: "table",
          caption: "Priority and general supply by unit type",
          columns: ["Unit type", "For", "Priority supply", "General supply", "Total"],
          rows: [
            ...UNIT_TYPES.map((u) => [
              u.code,
              target[u.target],
              count("en", u.special),
              count("en", u.general),
              count("en", u.households),
            ]),
            [
              "Total",
              "Young people and newlyweds",
              count("en", TOTAL_SPECIAL),
              count("en", TOTAL_GENERAL),
              count("en", TOTAL_HOUSEHOLDS),
            ],
          ],
          note: "The number of homes offered in each round depends on vacancies at the time and is fixed in that round’s recruitment notice.",
        },
      ],
    },
    {
      id: "areas",
      heading: "Areas by unit type",
      blocks: [
        {
          kind: "table",
          caption: "Exclusive, shared residential and supply area by unit type",
          columns: ["Unit type", "Exclusive area", "Shared residential area", "Supply area"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), area(u.common), supplyArea(u)]),
          note: "The exclusive area is the floor area inside the home; the shared residential area covers stairs, corridors and entrance halls used in common.",
        },
      ],
    },
    {
      id: "method",
      heading: "Types of supply and selection",
      subsections: [
        {
          id: "special",
          heading: "Priority supply",
          blocks: [
            {
              kind: "paragraph",
              text: "Priority supply goes first to applicants who meet the income and asset limits. When there are more applicants than homes, winners are ranked by income rank, then by region rank, and drawn by computer lot within the same rank.",
            },
            {
              kind: "list",
              ordered: true,
              items: [
                "Income rank: 1st (up to 50% of the reference income), 2nd (up to 100%), 3rd (up to 120%; 130% for dual-income newlyweds)",
                "Region rank: 1st (living in Seoul), 2nd (working or studying in Seoul), 3rd (elsewhere)",
                "Computer lot within the same rank",
              ],
            },
          ],
        },
        {
          id: "general",
          heading: "General supply",
          blocks: [
            {
              kind: "paragraph",
              text: "General supply has no income, asset or region conditions. Anyone who qualifies as a young person or a newlywed couple and meets the no-home and car rules may apply; winners are drawn by computer lot.",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "allocation",
      heading: "Building and flat allocation, waiting list",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Buildings and flats are allocated by computer lot for each unit type after the winners are announced and before the contract. You cannot choose a building or floor when applying.",
            "Households with a disabled member, a pregnant member or children aged 6 or under may ask to be allocated a low floor (3rd–5th) first.",
            "A waiting list of up to 100% of the homes of each type is drawn up; if a winner withdraws or a home becomes vacant, we contact people in waiting-list order.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the unit types", href: "/complex/unit" },
            { label: "See eligibility", href: "/subscription/requirement" },
            { label: "See rent and deposit", href: "/subscription/condition" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
