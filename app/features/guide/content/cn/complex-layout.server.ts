import { images } from "../images";
import type ko from "../ko/complex-layout.server";
import type { Mirror } from "../types";

export default {
  title: "小区布局图",
  description:
    "通过布局图介绍天空满溢幸福住宅101栋·102栋的布局、出入口和地下停车场入口，以及中央花园、儿童游乐场等小区内设施的位置。",
  lead: "两栋楼并排朝南布置，楼与楼之间是没有车辆通行的中央花园。车辆从小区东侧入口直接进入地下，地面上可以安心步行。",
  sections: [
    {
      id: "plan",
      heading: "小区布局图",
      blocks: [
        {
          kind: "figure",
          image: images.sitePlan,
          alt: "小区布局图：从南侧临Saemple路的正门进入，左边（西侧）是101栋，右边（东侧）是102栋，两栋楼之间有中央花园和儿童游乐场。北侧有通往Nuri公园的后门，东端是地下停车场入口，东北角是垃圾分类回收处，正门旁是自行车停放处。",
          caption: "小区布局图（上方为北）",
          legend: [
            "101栋",
            "102栋",
            "正门（Saemple路方向行人出入口）",
            "后门（Nuri公园方向行人出入口）",
            "地下停车场入口",
            "中央花园",
            "儿童游乐场",
            "自行车停放处",
            "垃圾分类回收处",
          ],
        },
      ],
    },
    {
      id: "buildings",
      heading: "各栋概况",
      blocks: [
        {
          kind: "table",
          caption: "各栋楼层数、户数、户型、电梯",
          columns: ["楼栋", "楼层数", "户数", "户型", "电梯"],
          rows: [
            ["101栋", "地下3层、地上21层", "180户", "18A、36A、36B、36C、39A", "3部（含应急电梯1部）"],
            ["102栋", "地下3层、地上17层", "120户", "18A、18B", "2部（含应急电梯1部）"],
          ],
        },
      ],
    },
    {
      id: "features",
      heading: "布局特点",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "以朝南为主：70%的住户朝南，其余朝东或朝西。",
            "楼间距宽敞：两栋楼相距约40米，低楼层也能充分采光。",
            "地面无车：所有停车位都在地下，地面只允许消防车和搬家车辆通行。",
            "步行便利：从正门到后门的人行道可直接通往地铁站和公园。",
            "无障碍设计：所有出入口都设有无台阶坡道和自动门。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看楼栋及楼层布局", href: "/complex/floor" },
            { label: "查看社区设施", href: "/complex/community" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
