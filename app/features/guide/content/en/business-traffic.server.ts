import { images } from "../images";
import type ko from "../ko/business-traffic.server";
import type { Mirror } from "../types";

export default {
  title: "Transport",
  description:
    "Three minutes’ walk from exit 2 of Saemple Station, where two metro lines meet. Metro and bus routes and estimated travel times to the main business districts.",
  lead: "Exit 2 of Saemple Station is a 3-minute walk (about 250 m) from the complex. Two lines, the Haneul Line and the Nuri Line, meet there, so Yeouido, Seoul Station and the digital industrial complex are reachable directly or with one change.",
  sections: [
    {
      id: "map",
      heading: "Transport map",
      blocks: [
        {
          kind: "figure",
          image: images.locationMap,
          alt: "Transport map around the complex: the complex lies north of Saemple-ro, which runs east–west. Exit 2 of Saemple Station is across the junction with Haneul-daero, west of the complex. There is a bus stop in front of the main gate and another at the station exit, and a public bike station next to the gate.",
          caption: "Transport around the complex (station and road names are samples)",
          legend: [
            "Haneulchaeum Happy Housing (buildings 101 and 102)",
            "Saemple Station exit 2 (Haneul and Nuri Lines)",
            "Bus stop “Haneulchaeum Happy Housing”",
            "Bus stop “Saemple Station Exit 2”",
            "Public bike station",
            "Entrance to the underground car park",
          ],
        },
      ],
    },
    {
      id: "subway",
      heading: "Metro",
      blocks: [
        {
          kind: "paragraph",
          text: "Saemple Station is an interchange of the Haneul Line and the Nuri Line. Leave by exit 2, cross at the Haneul-daero junction and walk east along Saemple-ro to the main gate. Exit 2 has a lift, so prams and luggage are easy.",
        },
        {
          kind: "table",
          caption: "Estimated travel times from Saemple Station",
          columns: ["Destination", "Route", "Estimated time"],
          rows: [
            ["Digital industrial complex", "Nuri Line, 2 stops", "About 7 min"],
            ["Yeouido", "Haneul Line, direct", "About 20 min"],
            ["Seoul Station", "Nuri Line, direct", "About 30 min"],
            ["Gimpo Airport", "Haneul Line, then 1 change", "About 35 min"],
            ["Gangnam", "Haneul Line, then 1 change", "About 40 min"],
          ],
          note: "Sample rush-hour values; actual times depend on changes and service intervals.",
        },
      ],
    },
    {
      id: "bus",
      heading: "Buses",
      blocks: [
        {
          kind: "table",
          caption: "Bus stops and routes near the complex",
          columns: ["Stop", "Route", "Main stops"],
          rows: [
            ["Haneulchaeum Happy Housing", "Trunk S601", "Saemple Station – Yeongdeungpo – Seoul Station"],
            ["Haneulchaeum Happy Housing", "Branch S6512", "Saemple Station – Digital industrial complex – Nuri Park"],
            ["Saemple Station Exit 2", "Trunk S650", "Saemple Station – Yeouido – Gwanghwamun"],
            ["Saemple Station Exit 2", "Village bus S01", "Saemple Elementary School – Nuri Park – Saemple Market"],
          ],
          note: "Route numbers and stops are samples. Check the first and last buses on the board at each stop.",
        },
      ],
    },
    {
      id: "car-bike",
      heading: "Car and bicycle",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "By car: turn from Haneul-daero into Saemple-ro and use the car park entrance on the east side of the complex. The Nuri Ring Road interchange of the urban expressway is about 5 minutes away.",
            "Residents may register one car per home. Spaces are limited (132), so cars of residents with disabilities, pregnant residents and families with infants are assigned first and the rest by lot. Visitors registered in advance with the management office park free for 2 hours.",
            "By bicycle: there is a public bike station (20 bikes) next to the main gate and a bicycle shelter for 120 bikes on site.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See how to get here", href: "/business/direction" },
            { label: "See the surroundings", href: "/business/environment" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
