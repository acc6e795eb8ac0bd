import { FITNESS_PYEONG, LIBRARY_FLOOR, LIBRARY_PYEONG, pyeongToM2 } from "../facts";
import { images } from "../images";
import type ko from "../ko/complex-community.server";
import type { Mirror } from "../types";

export default {
  title: "Community facilities",
  description: `A ${FITNESS_PYEONG}-pyeong fitness centre, a ${LIBRARY_PYEONG}-pyeong Sky Library on the ${LIBRARY_FLOOR}st floor, a shared kitchen and study rooms: where the community facilities of Haneulchaeum Happy Housing are, when they open and how to use them.`,
  lead: "Small homes, spacious living. Every resident can use the fitness centre, library, shared kitchen, study rooms and kids’ room. Most facilities are free, and bookings are made on the wall pad or in the residents’ app.",
  sections: [
    {
      id: "facilities",
      heading: "Community facilities",
      blocks: [
        {
          kind: "table",
          caption: "Location, size, opening hours and fees of the community facilities",
          columns: ["Facility", "Location", "Size", "Opening hours", "Fee"],
          rows: [
            [
              "Fitness centre",
              "Building 102, 2F",
              `${FITNESS_PYEONG} pyeong (${pyeongToM2(FITNESS_PYEONG)})`,
              "06:00–23:00",
              "Free",
            ],
            [
              "Sky Library",
              `Building 101, ${LIBRARY_FLOOR}F`,
              `${LIBRARY_PYEONG} pyeong (${pyeongToM2(LIBRARY_PYEONG)})`,
              "06:00–24:00",
              "Free",
            ],
            ["Sky Garden", `Building 101, ${LIBRARY_FLOOR}F outdoors`, "120.00 ㎡", "09:00–21:00", "Free"],
            [
              "Shared kitchen",
              "Building 101, 2F",
              "82.64 ㎡, 4 worktops",
              "10:00–22:00 (booking)",
              "KRW 5,000 per 2 hours",
            ],
            ["Study rooms", "Building 101, 2F", "4 rooms for 4–6 people", "24 hours (booking)", "Free"],
            ["Kids’ room", "Building 101, 2F", "66.12 ㎡", "10:00–19:00", "Free (with a guardian)"],
            ["Coin laundry", "Building 102, 1F", "4 large washers and 4 dryers", "24 hours", "KRW 4,000 per load"],
            ["Parcel lockers", "Buildings 101 and 102, 1F", "120 lockers per building", "24 hours", "Free"],
          ],
          note: "Opening hours and fees may change after consulting the residents’ committee; changes are announced in the notices.",
        },
      ],
    },
    {
      id: "location",
      heading: "Where the facilities are",
      blocks: [
        {
          kind: "figure",
          image: images.buildingSection,
          alt: "Section of buildings 101 and 102: building 101 runs from B3 to 21F, with the show room and management office on 1F, the community lounge on 2F, homes on 3F–20F and the Sky Library and Sky Garden on 21F. Building 102 runs from B3 to 17F, with the coin laundry and parcel lockers on 1F, the fitness centre on 2F and homes on 3F–17F. B1–B3 of both buildings form one car park.",
          caption: "Community facilities by building (section)",
          legend: [
            "Sky Library and Sky Garden (building 101, 21F)",
            "Community lounge, shared kitchen, study rooms, kids’ room (building 101, 2F)",
            "Show room and management office (building 101, 1F)",
            "Fitness centre (building 102, 2F)",
            "Coin laundry and parcel lockers (building 102, 1F)",
            "Underground car park (B1–B3)",
          ],
        },
      ],
    },
    {
      id: "highlights",
      heading: "Signature facilities",
      subsections: [
        {
          id: "fitness",
          heading: `Fitness centre of ${FITNESS_PYEONG} pyeong`,
          blocks: [
            {
              kind: "paragraph",
              text: "8 treadmills, 6 exercise bikes, 14 kinds of strength machines, a free-weights area and a group exercise room for yoga and pilates. On weekday evenings residents who are instructors lead group classes.",
            },
          ],
        },
        {
          id: "library",
          heading: `Sky Library of ${LIBRARY_PYEONG} pyeong (${LIBRARY_FLOOR}F)`,
          blocks: [
            {
              kind: "paragraph",
              text: "On the top floor of building 101, read and study while looking out over the city. It has 60 reading seats, 20 laptop seats and 8,000 books, and an inter-library loan with the district library lets you borrow and return its books here. The Sky Garden next door is the place for a break.",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "rules",
      heading: "How to use them",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Register",
              text: "On moving in, collect your resident card from the management office and, if you wish, register for face recognition at the entrances.",
            },
            {
              title: "Book",
              text: "Book the shared kitchen and study rooms on the wall pad or in the app from 7 days ahead. Each home may book up to 4 hours a day.",
            },
            {
              title: "Use",
              text: "Enter with your resident card. One guest may come in with a resident (not in the fitness centre).",
            },
          ],
        },
        {
          kind: "list",
          ordered: false,
          items: [
            "No phone calls or food in the library. Drinks with a lid are allowed.",
            "Pets are not allowed in the community facilities, except assistance dogs.",
            "After three no-shows without notice, bookings are blocked for 2 weeks.",
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
