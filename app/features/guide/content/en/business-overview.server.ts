import { area, count, TOTAL_HOUSEHOLDS, UNIT_TYPES } from "../facts";
import type ko from "../ko/business-overview.server";
import type { Mirror } from "../types";

const target = { youth: "Young people", newlywed: "Newlyweds" } as const;

export default {
  title: "Project overview",
  description:
    "Location, size, number of homes and history of Haneulchaeum Youth & Newlywed Happy Housing at a glance: 300 public rental homes in two buildings near a metro station in Guro-gu, Seoul.",
  lead: "Haneulchaeum Youth & Newlywed Happy Housing is public rental housing next to a metro station in Guro-gu, in south-west Seoul. Its two buildings, from 3 floors below ground to 21 floors above, hold 300 homes let to young people and newlyweds below the market rent.",
  sections: [
    {
      id: "summary",
      heading: "Project summary",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "Project", detail: "Haneulchaeum Youth & Newlywed Happy Housing" },
            {
              term: "Location",
              detail: "123 Saemple-ro, Guro-gu, Seoul (3 minutes’ walk from exit 2 of Saemple Station)",
            },
            { term: "Site area", detail: "6,240.50 ㎡" },
            { term: "Building area", detail: "2,180.32 ㎡ (building coverage 34.94%)" },
            { term: "Gross floor area", detail: "31,420.76 ㎡ (floor area ratio 299.87%)" },
            { term: "Size", detail: "Building 101: B3 to 21F; building 102: B3 to 17F (2 buildings)" },
            { term: "Homes", detail: `${TOTAL_HOUSEHOLDS} (156 for young people, 144 for newlyweds)` },
            { term: "Unit types", detail: "Exclusive area 18 ㎡ to 39 ㎡, 6 types (18A, 18B, 36A, 36B, 36C, 39A)" },
            { term: "Parking", detail: "132 underground spaces (0.44 per home, including 14 with EV chargers)" },
            { term: "Developer and operator", detail: "(Sample) Haneulchaeum Housing Management Co., Ltd." },
            { term: "Completion and first move-in", detail: "Completed September 2025, first residents December 2025" },
          ],
        },
      ],
    },
    {
      id: "background",
      heading: "Why this project",
      blocks: [
        {
          kind: "paragraph",
          text: "South-west Seoul has many jobs for young people, with the digital industrial complex and several business districts nearby, but small homes around the stations are expensive to rent. Haneulchaeum brings public rental housing next to a metro station so that young people and newlyweds can live close to work with less worry about housing costs.",
        },
        {
          kind: "paragraph",
          text: "Rents are set at 72–80% of the surrounding market, and the deposit and monthly rent can be converted into each other to suit each household. General supply has no income, asset or region conditions, so more young people and newlyweds can apply.",
        },
      ],
    },
    {
      id: "composition",
      heading: "Homes by unit type",
      blocks: [
        {
          kind: "table",
          caption: "Exclusive area and number of homes by unit type",
          columns: ["Unit type", "Exclusive area", "Homes", "For"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), count("en", u.households), target[u.target]]),
          note: "The split between priority and general supply for each type is shown under Housing supply.",
        },
      ],
    },
    {
      id: "history",
      heading: "History",
      blocks: [
        {
          kind: "table",
          caption: "Project history",
          columns: ["When", "What"],
          rows: [
            ["June 2022", "Project plan approved"],
            ["March 2023", "Construction started"],
            ["September 2025", "Completion (use approval)"],
            ["October 2025", "First round of resident recruitment"],
            ["December 2025", "First residents moved in"],
          ],
          note: "Vacancies and further homes are offered in later rounds. See Schedule for the current round.",
        },
        {
          kind: "links",
          items: [
            { label: "See supply details", href: "/business/supply" },
            { label: "See the recruitment schedule", href: "/subscription/recruitment" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
