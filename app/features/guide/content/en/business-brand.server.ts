import { images } from "../images";
import type ko from "../ko/business-brand.server";
import type { Mirror } from "../types";

export default {
  title: "Our brand",
  description:
    "Haneulchaeum is a public rental housing brand near metro stations for young people and newlyweds starting out. Read our story, our values, the meaning of our symbol and our promises to residents.",
  lead: "Haneulchaeum means “filling, day by day, possibilities as open as the sky”. It is a public rental housing brand for young people and newlyweds: homes close to the station at an affordable rent, so that residents can build their work, studies and family step by step.",
  sections: [
    {
      id: "story",
      heading: "Our story",
      blocks: [
        {
          kind: "paragraph",
          text: "For young people taking their first steps into working life and for couples starting a new household, housing is the biggest worry. Haneulchaeum began with a promise: to build homes near metro stations, easy for commuting, where people can stay for a long time with peace of mind at a rent below the market.",
        },
        {
          kind: "paragraph",
          text: "The first Haneulchaeum complex, in Guro-gu, has 300 homes: 18 ㎡ types for young people living alone and 36–39 ㎡ types for newlywed couples. Generous shared spaces, such as the Sky Library on the 21st floor and the 65-pyeong fitness centre, let the whole complex make up for what a small home lacks.",
        },
      ],
    },
    {
      id: "values",
      heading: "Our values",
      blocks: [
        {
          kind: "facts",
          items: [
            {
              term: "Openness",
              detail:
                "General supply has no income, asset or region conditions, so the door is open to every eligible young person and newlywed couple.",
            },
            {
              term: "Security",
              detail:
                "A rent below the market and renewals every two years let residents stay up to 6 years, or up to 10 years for newlyweds with children, without worrying about moving.",
            },
            {
              term: "Growth",
              detail:
                "The library, study rooms and shared kitchen are places to study, work, meet neighbours and prepare for the next step.",
            },
          ],
        },
      ],
    },
    {
      id: "symbol",
      heading: "Our symbol",
      blocks: [
        {
          kind: "figure",
          image: images.brandSymbol,
          alt: "The Haneulchaeum symbol: a white roof line inside a navy circle, with three light-blue bars of rising height beneath it, and the Korean wordmark “하늘채움” to the right.",
          caption: "The Haneulchaeum symbol and wordmark",
        },
        {
          kind: "paragraph",
          text: "The navy circle stands for the sky and the white roof line for a home where anyone can rest. The three rising bars show residents growing one step at a time during their years at Haneulchaeum. Navy stands for trust, light blue for open possibilities.",
        },
      ],
    },
    {
      id: "promise",
      heading: "Our promises to residents",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Every schedule and criterion, from the recruitment notice to the announcement of winners, is published in advance on this site and in the notice.",
            "On renewal, the rent is adjusted only within the legal limit (at most 5% above the previous rent).",
            "Defects and complaints are followed by text messages from the day they reach the management office until they are resolved.",
            "Opening hours and programmes of the shared facilities are set with the residents’ opinions.",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          title: "About this sample complex",
          items: [
            "The complex, the operator, the names of stations, roads and facilities, and the figures on this site are fictional samples for demonstration.",
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
