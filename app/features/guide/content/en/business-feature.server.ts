import { FITNESS_PYEONG, LIBRARY_FLOOR, LIBRARY_PYEONG, pyeongToM2 } from "../facts";
import type ko from "../ko/business-feature.server";
import type { Mirror } from "../types";

export default {
  title: "Highlights",
  description: `Three minutes from Saemple Station, a ${FITNESS_PYEONG}-pyeong fitness centre, a ${LIBRARY_PYEONG}-pyeong Sky Library on the ${LIBRARY_FLOOR}st floor, built-in appliances and a smart home system: what makes Haneulchaeum Happy Housing special.`,
  lead: "So that a small home still feels spacious, the spaces outside each home were designed together with the equipment inside it. From the day you move in, there is no need to buy furniture or appliances.",
  sections: [
    {
      id: "premium",
      heading: "Premium features",
      blocks: [
        {
          kind: "facts",
          items: [
            {
              term: "Next to the station",
              detail: "3 minutes’ walk from exit 2 of Saemple Station, an interchange of the Haneul and Nuri Lines.",
            },
            {
              term: `Fitness centre of ${FITNESS_PYEONG} pyeong`,
              detail: `2nd floor of building 102, ${pyeongToM2(FITNESS_PYEONG)}. Cardio and strength equipment and a group exercise room, free for residents.`,
            },
            {
              term: `Sky Library of ${LIBRARY_PYEONG} pyeong on the ${LIBRARY_FLOOR}st floor`,
              detail: `${LIBRARY_FLOOR}st floor of building 101, ${pyeongToM2(LIBRARY_PYEONG)}. 60 reading seats overlooking the city and 8,000 books.`,
            },
            {
              term: "Built-in appliances and furniture",
              detail:
                "Every home comes with a refrigerator, washing machine, induction hob, air conditioner and built-in wardrobe.",
            },
            {
              term: "Smart home",
              detail:
                "Control lights and heating remotely from the wall pad or the phone app, see who is at the door and find where your car is parked.",
            },
            {
              term: "Safety",
              detail:
                "Face recognition at the building entrances, emergency bells in the car park, high-definition CCTV across the site and parcel lockers.",
            },
          ],
        },
      ],
    },
    {
      id: "built-in",
      heading: "Built-in items by unit type",
      blocks: [
        {
          kind: "table",
          caption: "Built-in appliances and furniture by unit type",
          columns: ["Item", "Youth types (18A, 18B)", "Newlywed types (36A, 36B, 36C, 39A)"],
          rows: [
            ["Refrigerator", "Compact refrigerator (180 L)", "Side-by-side refrigerator (400 L)"],
            ["Laundry", "Front-loading washer 9 kg", "Front-loading washer 12 kg, tumble dryer 9 kg"],
            ["Kitchen", "2-zone induction hob, microwave", "3-zone induction hob, electric oven, dishwasher"],
            ["Cooling", "1 wall-mounted air conditioner", "2 ceiling air conditioners (living room, bedroom)"],
            [
              "Storage",
              "Built-in wardrobe, shoe cabinet",
              "Built-in wardrobe, shoe cabinet, pantry (39A also has dressing-room shelving)",
            ],
            ["Windows", "Double glazing, insect screens", "Double glazing, insect screens, balcony drying rack"],
          ],
          note: "Items may be replaced by other models of equal performance at move-in. The management office repairs breakdowns free of charge (except damage caused by residents).",
        },
      ],
    },
    {
      id: "energy",
      heading: "Energy and lower bills",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Solar panels on the roof and walls supply about 20% of the electricity for common areas.",
            "Highly insulated walls and low-E double glazing reduce heating and cooling costs.",
            "Remote metering lets each home check its daily use of electricity, water and heating on the wall pad and in the app.",
            "All common-area lighting is LED and dims automatically when nobody is around.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the community facilities", href: "/complex/community" },
            { label: "See the unit types", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
