import { area, count, supplyArea, UNIT_TYPES, type UnitTypeFacts, unitType } from "../facts";
import { images } from "../images";
import type ko from "../ko/complex-unit.server";
import type { Mirror } from "../types";

const target = { youth: "Young people", newlywed: "Newlyweds" } as const;
const rooms: Record<UnitTypeFacts["code"], string> = {
  "18A": "Studio (1 room, 1 bathroom)",
  "18B": "Studio with separate kitchen (1 room, 1 bathroom)",
  "36A": "Two rooms (2 bedrooms, living-kitchen, 1 bathroom)",
  "36B": "One and a half rooms (1 bedroom, flex room, living-kitchen, 1 bathroom)",
  "36C": "Corner two rooms (2 bedrooms, living-kitchen, 1 bathroom)",
  "39A": "Two rooms with dressing room (2 bedrooms, dressing room, living-kitchen, 1 bathroom)",
};

function facts(code: UnitTypeFacts["code"], location: string) {
  const u = unitType(code);
  return {
    kind: "facts",
    items: [
      { term: "Exclusive area", detail: area(u.exclusive) },
      { term: "Supply area", detail: supplyArea(u) },
      { term: "Layout", detail: rooms[code] },
      { term: "Homes", detail: `${count("en", u.households)} (${target[u.target]})` },
      { term: "Location", detail: location },
    ],
  } as const;
}

export default {
  title: "Unit types",
  description:
    "Floor plans, areas, rooms and number of homes of the six unit types: 18A (18.88 ㎡), 18B (18.55 ㎡), 36A (36.65 ㎡), 36B (36.65 ㎡), 36C (36.66 ㎡) and 39A (39.41 ㎡).",
  lead: "There are six unit types: two for young people (18A, 18B) and four for newlyweds (36A, 36B, 36C, 39A). The numbers on each plan match the numbers in the list below it.",
  sections: [
    {
      id: "compare",
      heading: "Unit types at a glance",
      blocks: [
        {
          kind: "table",
          caption: "Area, layout and number of homes by unit type",
          columns: ["Unit type", "Exclusive area", "Supply area", "Layout", "For", "Homes"],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            area(u.exclusive),
            supplyArea(u),
            rooms[u.code],
            target[u.target],
            count("en", u.households),
          ]),
        },
      ],
    },
    {
      id: "youth",
      heading: "Youth types",
      blocks: [],
      subsections: [
        {
          id: "type-18a",
          heading: "18A (exclusive 18.88 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit18A,
              alt: "18A floor plan: the bathroom is next to the entrance on the north side; past a straight kitchen inside the entrance is a room used as bedroom and living room by the south window. A built-in wardrobe stands on the wall between the bathroom and the room.",
              caption: "18A floor plan",
              legend: [
                "Entrance and shoe cabinet",
                "Bathroom",
                "Straight kitchen",
                "Room (bedroom and living room)",
                "Built-in wardrobe",
              ],
            },
            facts(
              "18A",
              "Building 101, north side of 3F–14F (36 homes); building 102, south side of 3F–17F (60 homes)",
            ),
          ],
        },
        {
          id: "type-18b",
          heading: "18B (exclusive 18.55 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit18B,
              alt: "18B floor plan: the bathroom is next to the entrance on the north side, and an L-shaped kitchen runs along the west wall to the south window. Beside the kitchen is a room used as bedroom and living room, with a built-in wardrobe on its east wall. A sliding door between kitchen and room keeps cooking smells out.",
              caption: "18B floor plan",
              legend: [
                "Entrance and shoe cabinet",
                "Bathroom",
                "L-shaped kitchen (behind a sliding door)",
                "Room (bedroom and living room)",
                "Built-in wardrobe",
              ],
            },
            facts("18B", "Building 102, north side of 3F–17F (60 homes)"),
          ],
        },
      ],
    },
    {
      id: "newlywed",
      heading: "Newlywed types",
      blocks: [],
      subsections: [
        {
          id: "type-36a",
          heading: "36A (exclusive 36.65 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36A,
              alt: "36A floor plan: past the entrance, a living room joined to the kitchen reaches the south window, with a bedroom on each side. The bathroom is next to the entrance and a utility room for the washer and dryer is next to the kitchen.",
              caption: "36A floor plan",
              legend: ["Entrance", "Living room and kitchen", "Bedroom 1", "Bedroom 2", "Bathroom", "Utility room"],
            },
            facts("36A", "Building 101, 3F–20F, south side, flats 02–04 (54 homes)"),
          ],
        },
        {
          id: "type-36b",
          heading: "36B (exclusive 36.65 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36B,
              alt: "36B floor plan: past the entrance, a large living room and kitchen reach the south window; to the west are a bedroom and a flex room for a study or dressing room. The bathroom is next to the entrance, and the balcony in front of the living room has a laundry area.",
              caption: "36B floor plan",
              legend: [
                "Entrance",
                "Living room and kitchen",
                "Bedroom",
                "Flex room (study or dressing room)",
                "Bathroom",
                "Balcony (laundry area)",
              ],
            },
            facts("36B", "Building 101, 3F–20F, south side, flats 05–06 (36 homes)"),
          ],
        },
        {
          id: "type-36c",
          heading: "36C (exclusive 36.66 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit36C,
              alt: "36C floor plan: a corner home with windows on the west and south sides. The bathroom is next to the entrance on the east; past the entrance, the living room and kitchen reach the south window. Two bedrooms face the west windows, and the southern one also has a south window. The balcony in front of the living room gives good cross-ventilation.",
              caption: "36C floor plan",
              legend: ["Entrance", "Living room and kitchen", "Bedroom 1", "Bedroom 2", "Bathroom", "Balcony"],
            },
            facts("36C", "Building 101, north side, flat 07 (3F–20F) and flat 08 (15F–20F) (24 homes)"),
          ],
        },
        {
          id: "type-39a",
          heading: "39A (exclusive 39.41 ㎡)",
          blocks: [
            {
              kind: "figure",
              image: images.unit39A,
              alt: "39A floor plan: past the entrance, a living room joined to the kitchen reaches the south window, with the main bedroom and its dressing room to the west and a smaller bedroom to the east. The bathroom and a utility room are next to the entrance. It is the largest of the six types.",
              caption: "39A floor plan",
              legend: [
                "Entrance",
                "Living room and kitchen",
                "Bedroom 1 (main bedroom)",
                "Dressing room",
                "Bedroom 2",
                "Bathroom",
                "Utility room",
              ],
            },
            facts(
              "39A",
              "Building 101, flat 01 at the west end (3F–20F) and north-side flats 09–10 (15F–20F) (30 homes)",
            ),
          ],
        },
      ],
    },
    {
      id: "notes",
      heading: "Good to know",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "The plans are drawings to help you understand the layout; actual dimensions and furniture positions vary slightly with the flat’s position.",
            "Even within one type, window sizes and positions may differ by floor and orientation.",
            "Model homes of 18A and 36A can be seen in the show room on the 1st floor of building 101.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "See rent and deposit", href: "/subscription/condition" },
            { label: "See the building and floor plans", href: "/complex/floor" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
