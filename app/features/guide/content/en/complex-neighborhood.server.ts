import { images } from "../images";
import type ko from "../ko/complex-neighborhood.server";
import type { Mirror } from "../types";

export default {
  title: "Local amenities",
  description:
    "Hypermarket and traditional market, hospital and pharmacy, community service centre and bank, daycare and school: distances and practical details of the everyday facilities within walking distance of Haneulchaeum Happy Housing.",
  lead: "Shopping, the doctor’s and official errands can mostly be done within 15 minutes on foot. The numbers on the map match the numbers in the table below.",
  sections: [
    {
      id: "map",
      heading: "Map of everyday facilities",
      blocks: [
        {
          kind: "figure",
          image: images.neighborhoodMap,
          alt: "Map of everyday facilities around the complex, which is in the middle: Saemple Station and the bank to the west, the traditional market and the community service centre to the south, the hypermarket and the post office to the east, Nuri Park and the district library to the north, the primary school and the daycare centre to the north-east and the general hospital to the south-west. The clinic and pharmacy are just across the road from the complex.",
          caption: "Everyday facilities around the complex (facility names are samples)",
          legend: [
            "Saemple Mart (hypermarket)",
            "Saemple Traditional Market",
            "Saemple General Hospital",
            "Haneul Clinic and Haneul Pharmacy",
            "Saemple-dong Community Service Centre",
            "Saemple Post Office",
            "Saemple Bank, Saemple Station branch",
            "Saemple District Library",
            "Nuri Park",
            "Saemple Public Daycare Centre",
            "Saemple Elementary School",
          ],
        },
      ],
    },
    {
      id: "facilities",
      heading: "Distances and details",
      blocks: [
        {
          kind: "table",
          caption: "Everyday facilities near the complex",
          columns: ["Facility (map number)", "Type", "Distance (on foot)", "Details"],
          rows: [
            [
              "1. Saemple Mart",
              "Shopping",
              "About 600 m (8 min)",
              "10:00–23:00, closed 2nd and 4th Sundays, delivery available",
            ],
            [
              "2. Saemple Traditional Market",
              "Shopping",
              "About 450 m (6 min)",
              "09:00–21:00, Onnuri gift vouchers accepted",
            ],
            [
              "3. Saemple General Hospital",
              "Health",
              "About 900 m (12 min)",
              "24-hour emergency room, paediatrics and obstetrics",
            ],
            [
              "4. Haneul Clinic and Haneul Pharmacy",
              "Health",
              "About 200 m (3 min)",
              "Weekdays 09:00–19:00, Saturday 09:00–14:00",
            ],
            [
              "5. Saemple-dong Community Service Centre",
              "Government",
              "About 500 m (7 min)",
              "Moving-in report, certificates, weekdays 09:00–18:00",
            ],
            [
              "6. Saemple Post Office",
              "Government",
              "About 650 m (9 min)",
              "Letters and parcels, weekdays 09:00–18:00",
            ],
            [
              "7. Saemple Bank, Saemple Station branch",
              "Banking",
              "About 300 m (4 min)",
              "Weekdays 09:00–16:00, ATMs 24 hours",
            ],
            [
              "8. Saemple District Library",
              "Culture",
              "About 700 m (9 min)",
              "Inter-library loan with the Sky Library, closed Mondays",
            ],
            ["9. Nuri Park", "Leisure", "About 400 m (5 min)", "Walking paths, outdoor exercise equipment, dog park"],
            [
              "10. Saemple Public Daycare Centre",
              "Childcare",
              "About 300 m (4 min)",
              "Ages 0–5; join the waiting list on the national childcare portal",
            ],
            [
              "11. Saemple Elementary School",
              "Education",
              "About 550 m (7 min)",
              "Walk to school without crossing a main road",
            ],
          ],
          note: "Facility names and opening hours are samples. Please check with each facility before you visit.",
        },
      ],
    },
    {
      id: "in-complex",
      heading: "Facilities inside the complex",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Shops on the 1st floor of building 101: a 24-hour convenience store, a dry cleaner and a café.",
            "Parcel lockers: on the 1st floor of buildings 101 and 102, 24 hours, with refrigerated lockers too.",
            "Coin laundry: 1st floor of building 102, big enough for duvets.",
            "Recycling area: open 24 hours; food waste is charged by weight with each home’s card.",
          ],
        },
      ],
    },
    {
      id: "moving-in",
      heading: "After you move in",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Moving-in report",
              text: "Within 14 days of moving, report your new address at the Saemple-dong Community Service Centre or online at Government24.",
            },
            {
              title: "Fixed date",
              text: "Get a fixed-date stamp on your lease when you report the move; it helps protect your deposit.",
            },
            {
              title: "Direct debit",
              text: "Set up direct debit for the maintenance fee and monthly rent at the management office.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the surroundings", href: "/business/environment" },
            { label: "See transport", href: "/business/traffic" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
