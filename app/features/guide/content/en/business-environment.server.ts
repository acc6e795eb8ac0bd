import type ko from "../ko/business-environment.server";
import type { Mirror } from "../types";

export default {
  title: "Surroundings",
  description:
    "Parks and a riverside path, primary and middle schools within walking distance, and business districts close by: the natural, educational and working environment around Haneulchaeum Happy Housing.",
  lead: "A neighbourhood park and a riverside path are 5 minutes’ walk away, children can walk to primary and middle school, and the digital industrial complex and Yeouido are a short metro ride away.",
  sections: [
    {
      id: "nature",
      heading: "Green spaces",
      blocks: [
        {
          kind: "paragraph",
          text: "Nuri Park, north of the complex, has walking paths, outdoor exercise equipment and a dog park. Beyond the park the Saemple Stream riverside path continues, good for an evening walk or ride. Inside the complex, the central garden between the buildings and the Sky Garden on the 21st floor of building 101 bring the seasons close.",
        },
        {
          kind: "table",
          caption: "Parks and green spaces near the complex",
          columns: ["Place", "Features", "Distance (on foot)"],
          rows: [
            ["Nuri Park", "Walking paths, outdoor exercise equipment, dog park", "About 400 m (5 min)"],
            ["Saemple Stream riverside path", "Connects to 6 km of walking and cycling paths", "About 650 m (8 min)"],
            ["Haneulchaeum central garden", "Lawn and seating inside the complex", "On site"],
          ],
        },
      ],
    },
    {
      id: "education",
      heading: "Schools and childcare",
      blocks: [
        {
          kind: "paragraph",
          text: "For newlywed families raising children, a public daycare centre and a primary school are within 10 minutes’ walk. Children can walk to the primary school without crossing a main road.",
        },
        {
          kind: "table",
          caption: "Schools and childcare near the complex",
          columns: ["Facility", "Type", "Distance (on foot)"],
          rows: [
            ["Saemple Public Daycare Centre", "Daycare", "About 300 m (4 min)"],
            ["Saemple Elementary School", "Primary school", "About 550 m (7 min)"],
            ["Haneul Middle School", "Middle school", "About 800 m (10 min)"],
            ["Saemple High School", "High school", "10 min by bus"],
            ["Saemple District Library", "Public library", "About 700 m (9 min)"],
          ],
          note: "School places follow the education office’s catchment areas. The names above are samples.",
        },
      ],
    },
    {
      id: "work",
      heading: "Jobs and industry",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "Digital industrial complex: 2 stops on the Nuri Line, about 7 minutes. South-west Seoul’s largest job centre, with IT, manufacturing and R&D companies.",
            "Yeouido business district: Haneul Line direct, about 20 minutes.",
            "City centre (Seoul Station, Gwanghwamun): about 30 minutes by the Nuri Line or a trunk bus.",
          ],
        },
      ],
    },
    {
      id: "living",
      heading: "Everyday life",
      blocks: [
        {
          kind: "paragraph",
          text: "A hypermarket, a traditional market, a general hospital and the community service centre are all within 15 minutes’ walk. Distances and details for each are listed under Local amenities.",
        },
        {
          kind: "links",
          items: [
            { label: "See the neighbourhood", href: "/complex/neighborhood" },
            { label: "See transport", href: "/business/traffic" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
