import { images } from "../images";
import type ko from "../ko/business-traffic.server";
import type { Mirror } from "../types";

export default {
  title: "交通环境",
  description: "距Saemple站2号出口步行3分钟，两条地铁线交汇的换乘站。介绍地铁、公交线路以及到主要商务区的预计用时。",
  lead: "从小区步行到Saemple站2号出口只需3分钟（约250米）。这里是Haneul线与Nuri线交汇的换乘站，去汝矣岛、首尔站和数字产业园区无需换乘或只需换乘一次。",
  sections: [
    {
      id: "map",
      heading: "交通位置图",
      blocks: [
        {
          kind: "figure",
          image: images.locationMap,
          alt: "小区周边交通位置图：小区位于东西走向的Saemple路北侧，小区西边与Haneul大路交叉的路口对面是Saemple站2号出口。小区正门前和地铁站出口前各有一个公交车站，正门旁有公共自行车租赁点。",
          caption: "小区周边交通位置图（车站和道路名称为示例）",
          legend: [
            "天空满溢幸福住宅（101栋·102栋）",
            "Saemple站2号出口（Haneul线·Nuri线）",
            "公交车站“天空满溢幸福住宅前”",
            "公交车站“Saemple站2号出口”",
            "公共自行车租赁点",
            "地下停车场入口",
          ],
        },
      ],
    },
    {
      id: "subway",
      heading: "地铁",
      blocks: [
        {
          kind: "paragraph",
          text: "Saemple站是Haneul线与Nuri线的换乘站。从2号出口出来，在Haneul大路路口过人行横道，沿Saemple路向东走即可到达小区正门。2号出口设有电梯，推婴儿车或携带行李也很方便。",
        },
        {
          kind: "table",
          caption: "从Saemple站到主要地点的预计用时",
          columns: ["目的地", "路线", "预计用时"],
          rows: [
            ["数字产业园区", "Nuri线，2站", "约7分钟"],
            ["汝矣岛", "Haneul线直达", "约20分钟"],
            ["首尔站", "Nuri线直达", "约30分钟"],
            ["金浦机场", "Haneul线后换乘1次", "约35分钟"],
            ["江南", "Haneul线后换乘1次", "约40分钟"],
          ],
          note: "以上为早晚高峰时段的示例数值，实际用时因换乘和发车间隔而异。",
        },
      ],
    },
    {
      id: "bus",
      heading: "公交",
      blocks: [
        {
          kind: "table",
          caption: "小区周边公交车站与线路",
          columns: ["车站", "线路", "主要途经地"],
          rows: [
            ["天空满溢幸福住宅前", "干线S601", "Saemple站 – 永登浦 – 首尔站"],
            ["天空满溢幸福住宅前", "支线S6512", "Saemple站 – 数字产业园区 – Nuri公园"],
            ["Saemple站2号出口", "干线S650", "Saemple站 – 汝矣岛 – 光化门"],
            ["Saemple站2号出口", "社区巴士S01", "Saemple小学 – Nuri公园 – Saemple传统市场"],
          ],
          note: "线路编号和途经地为示例。首末班车时间请查看各车站的站牌。",
        },
      ],
    },
    {
      id: "car-bike",
      heading: "自驾与自行车",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "自驾：从Haneul大路驶入Saemple路，使用小区东侧的地下停车场入口。到城市快速路Nuri环路出入口约5分钟。",
            "每户最多可登记1辆住户车辆。停车位（132个）有限，优先分配给残疾人、孕妇及携带婴幼儿的车辆，其余车位抽签分配。访客车辆提前在管理处登记后可免费停车2小时。",
            "自行车：小区正门旁有公共自行车租赁点（20辆），小区内有可停放120辆的自行车停放处。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看来访路线", href: "/business/direction" },
            { label: "查看周边环境", href: "/business/environment" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
