import { images } from "../images";
import type ko from "../ko/complex-layout.server";
import type { Mirror } from "../types";

export default {
  title: "Site plan",
  description:
    "The site plan of Haneulchaeum Happy Housing: where buildings 101 and 102, the entrances, the car park ramp, the central garden, the playground and other on-site facilities are.",
  lead: "Both buildings stand side by side facing south, with a car-free central garden between them. Cars go straight underground from the entrance on the east side, so walking on the grounds is safe.",
  sections: [
    {
      id: "plan",
      heading: "Site plan",
      blocks: [
        {
          kind: "figure",
          image: images.sitePlan,
          alt: "Site plan: entering by the main gate on Saemple-ro to the south, building 101 is on the left (west) and building 102 on the right (east), with the central garden and the playground between them. The back gate to Nuri Park is to the north, the car park ramp at the east end, the recycling area in the north-east and the bicycle shelter next to the main gate.",
          caption: "Site plan (north is up)",
          legend: [
            "Building 101",
            "Building 102",
            "Main gate (pedestrian entrance from Saemple-ro)",
            "Back gate (pedestrian entrance from Nuri Park)",
            "Car park ramp",
            "Central garden",
            "Playground",
            "Bicycle shelter",
            "Recycling area",
          ],
        },
      ],
    },
    {
      id: "buildings",
      heading: "Buildings",
      blocks: [
        {
          kind: "table",
          caption: "Floors, homes, unit types and lifts by building",
          columns: ["Building", "Floors", "Homes", "Unit types", "Lifts"],
          rows: [
            ["101", "3 below ground, 21 above", "180", "18A, 36A, 36B, 36C, 39A", "3 (including 1 emergency lift)"],
            ["102", "3 below ground, 17 above", "120", "18A, 18B", "2 (including 1 emergency lift)"],
          ],
        },
      ],
    },
    {
      id: "features",
      heading: "Layout features",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Mostly south-facing: 70% of homes face south, the rest east or west.",
            "Plenty of space between buildings: about 40 m apart, so sunlight reaches the lower floors too.",
            "No cars above ground: all parking is underground; only fire engines and removal vans may drive on site.",
            "Easy to walk through: a path from the main gate to the back gate leads straight to the station and the park.",
            "Step-free: every entrance has a ramp and automatic doors.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the building and floor plans", href: "/complex/floor" },
            { label: "See the community facilities", href: "/complex/community" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
