import { images } from "../images";
import type ko from "../ko/complex-floor.server";
import type { Mirror } from "../types";

export default {
  title: "Building and floor plans",
  description:
    "What is on each floor of buildings 101 and 102, which unit types each floor has, and the typical floor plans. Find how many homes of each type are on which floors.",
  lead: "Building 101 mainly has newlywed types (36–39 ㎡) together with the youth type 18A; building 102 has youth types (18A, 18B) only. In both buildings homes start on the 3rd floor.",
  sections: [
    {
      id: "section",
      heading: "Floors by building",
      blocks: [
        {
          kind: "figure",
          image: images.buildingSection,
          alt: "Section of buildings 101 and 102: building 101 runs from B3 to 21F, with the show room and management office on 1F, the community lounge on 2F, homes on 3F–20F and the Sky Library and Sky Garden on 21F. Building 102 runs from B3 to 17F, with the coin laundry and parcel lockers on 1F, the fitness centre on 2F and homes on 3F–17F. B1–B3 of both buildings form one car park.",
          caption: "Section of buildings 101 and 102",
          legend: [
            "Sky Library and Sky Garden (building 101, 21F)",
            "Community lounge, shared kitchen, study rooms, kids’ room (building 101, 2F)",
            "Show room and management office (building 101, 1F)",
            "Fitness centre (building 102, 2F)",
            "Coin laundry and parcel lockers (building 102, 1F)",
            "Underground car park (B1–B3)",
          ],
        },
        {
          kind: "table",
          caption: "Floors of building 101",
          columns: ["Floor", "Use and unit types", "Homes"],
          rows: [
            ["21F", "Sky Library, Sky Garden", "-"],
            ["15F–20F (6 floors)", "Per floor: 3 × 36A, 2 × 36B, 2 × 36C, 3 × 39A", "60"],
            ["3F–14F (12 floors)", "Per floor: 3 × 18A, 3 × 36A, 2 × 36B, 1 × 36C, 1 × 39A", "120"],
            ["2F", "Community lounge, shared kitchen, study rooms, kids’ room", "-"],
            ["1F", "Show room, management office, shops, parcel lockers", "-"],
            ["B1–B3", "Car park, plant and electrical rooms", "-"],
          ],
        },
        {
          kind: "table",
          caption: "Floors of building 102",
          columns: ["Floor", "Use and unit types", "Homes"],
          rows: [
            ["3F–17F (15 floors)", "Per floor: 4 × 18A, 4 × 18B", "120"],
            ["2F", "Fitness centre", "-"],
            ["1F", "Lobby, coin laundry, parcel lockers", "-"],
            ["B1–B3", "Car park, plant and electrical rooms", "-"],
          ],
        },
      ],
    },
    {
      id: "typical",
      heading: "Typical floor plans",
      blocks: [
        {
          kind: "paragraph",
          text: "On each floor, homes face each other across a central corridor, on the south and north sides. Flat numbers start with 01 at the west end of the south side, run east along the south side, then continue along the north side from the west.",
        },
        {
          kind: "figure",
          image: images.floor101Low,
          alt: "Typical floor of building 101, 3F–14F: south of the corridor, from the west, flat 01 is 39A, flats 02, 03 and 04 are 36A and flats 05 and 06 are 36B; north of the corridor, from the west, flat 07 is 36C, then the lifts and stairs, then flats 08, 09 and 10, which are 18A.",
          caption: "Typical floor of building 101, 3F–14F (10 homes per floor)",
        },
        {
          kind: "figure",
          image: images.floor101High,
          alt: "Typical floor of building 101, 15F–20F: south of the corridor, from the west, flat 01 is 39A, flats 02, 03 and 04 are 36A and flats 05 and 06 are 36B; north of the corridor, from the west, flat 07 is 36C, then the lifts and stairs, flat 08 is 36C and flats 09 and 10 are 39A.",
          caption: "Typical floor of building 101, 15F–20F (10 homes per floor)",
        },
        {
          kind: "figure",
          image: images.floor102,
          alt: "Typical floor of building 102, 3F–17F: south of the corridor, from the west, flats 01 to 04 are 18A; north of the corridor, from the west, flats 05 and 06 are 18B, then the lifts and stairs, then flats 07 and 08, which are 18B.",
          caption: "Typical floor of building 102, 3F–17F (8 homes per floor)",
        },
        {
          kind: "callout",
          tone: "info",
          title: "How flats are allocated",
          items: [
            "Buildings and flats are allocated by computer lot for each unit type before the contract. You cannot choose a building or floor when applying.",
            "Households with a disabled member, a pregnant member or children aged 6 or under may be allocated the 3rd–5th floors first if they wish.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See the unit types", href: "/complex/unit" },
            { label: "See the site plan", href: "/complex/layout" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
