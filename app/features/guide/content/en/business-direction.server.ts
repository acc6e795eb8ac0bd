import { KAKAO_MAP_URL, KAKAO_ROUTE_URL, NAVER_MAP_URL } from "../facts";
import { images } from "../images";
import type ko from "../ko/business-direction.server";
import type { Mirror } from "../types";

export default {
  title: "Directions",
  description:
    "Address and opening hours of the Haneulchaeum Happy Housing show room, and how to get there by metro, bus or car. Open the location in Kakao Map or Naver Map.",
  lead: "The housing show room is on the 1st floor of building 101. During a recruitment round you can walk in without booking, see the model homes and get advice on applying.",
  sections: [
    {
      id: "address",
      heading: "Address and contact",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "Address", detail: "Show room, 1st floor of building 101, 123 Saemple-ro, Guro-gu, Seoul" },
            { term: "Phone", detail: "1600-0000 (weekdays 09:00–18:00)" },
            { term: "E-mail", detail: "help@haneul-sample.example" },
            { term: "Nearest station", detail: "Saemple Station exit 2 (Haneul and Nuri Lines), 3 minutes’ walk" },
          ],
        },
      ],
    },
    {
      id: "map",
      heading: "Location map",
      blocks: [
        {
          kind: "figure",
          image: images.locationMap,
          alt: "Map of the way here: from exit 2 of Saemple Station, cross at the Haneul-daero junction and walk about 250 m east along Saemple-ro to the main gate and the show room on the 1st floor of building 101. The car park entrance is at the east end of the complex.",
          caption: "Location of the show room (station and road names are samples)",
          legend: [
            "Haneulchaeum Happy Housing (buildings 101 and 102)",
            "Saemple Station exit 2 (Haneul and Nuri Lines)",
            "Bus stop “Haneulchaeum Happy Housing”",
            "Bus stop “Saemple Station Exit 2”",
            "Public bike station",
            "Entrance to the underground car park",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Open the location in Kakao Map", href: KAKAO_MAP_URL },
            { label: "Get directions in Kakao Map", href: KAKAO_ROUTE_URL },
            { label: "Open the location in Naver Map", href: NAVER_MAP_URL },
          ],
        },
        {
          kind: "callout",
          tone: "info",
          title: "About the map links",
          items: [
            "The complex and its address are samples, so the map links show a sample position in Guro-gu, Seoul.",
          ],
        },
      ],
    },
    {
      id: "how",
      heading: "Getting here",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "By metro",
              text: "Leave Saemple Station by exit 2, cross at the Haneul-daero junction and walk about 250 m east along Saemple-ro; the main gate is on your left.",
            },
            {
              title: "By bus",
              text: "Trunk bus S601 and branch bus S6512 stop at “Haneulchaeum Happy Housing”, right at the gate. From trunk bus S650 or village bus S01, get off at “Saemple Station Exit 2” and walk.",
            },
            {
              title: "By car",
              text: "Enter “123 Saemple-ro” in your navigation system. Use the entrance on the east side, park in the visitor area on B1 and take the lift in building 101 to the show room on the 1st floor. Show room visitors park free for 2 hours.",
            },
          ],
        },
      ],
    },
    {
      id: "hours",
      heading: "Show room opening hours",
      blocks: [
        {
          kind: "table",
          caption: "Show room opening hours",
          columns: ["Day", "Usually", "During a recruitment round"],
          rows: [
            ["Weekdays", "10:00–17:00", "10:00–17:00"],
            ["Saturday", "10:00–14:00", "10:00–17:00"],
            ["Sunday and public holidays", "Closed", "10:00–17:00"],
          ],
          note: "Advice is available during lunchtime (12:00–13:00) too. Please check the notices for temporary closures before you come.",
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
