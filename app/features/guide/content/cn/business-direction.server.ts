import { KAKAO_MAP_URL, KAKAO_ROUTE_URL, NAVER_MAP_URL } from "../facts";
import { images } from "../images";
import type ko from "../ko/business-direction.server";
import type { Mirror } from "../types";

export default {
  title: "来访路线",
  description:
    "介绍天空满溢幸福住宅住宅展示馆的地址、开放时间，以及乘地铁、公交或自驾前来的方法。可在Kakao地图和Naver地图中查看位置。",
  lead: "住宅展示馆位于101栋1层。招募期间无需预约即可前来参观样板间并咨询申请事宜。",
  sections: [
    {
      id: "address",
      heading: "地址与联系方式",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "地址", detail: "首尔特别市九老区Saemple路123，101栋1层住宅展示馆" },
            { term: "咨询电话", detail: "1600-0000（工作日09:00~18:00）" },
            { term: "电子邮箱", detail: "help@haneul-sample.example" },
            { term: "最近车站", detail: "Haneul线·Nuri线Saemple站2号出口，步行3分钟" },
          ],
        },
      ],
    },
    {
      id: "map",
      heading: "位置地图",
      blocks: [
        {
          kind: "figure",
          image: images.locationMap,
          alt: "来访路线图：从Saemple站2号出口出来，在Haneul大路路口过人行横道，沿Saemple路向东步行约250米，即到小区正门和101栋1层住宅展示馆。地下停车场入口在小区东端。",
          caption: "住宅展示馆位置图（车站和道路名称为示例）",
          legend: [
            "天空满溢幸福住宅（101栋·102栋）",
            "Saemple站2号出口（Haneul线·Nuri线）",
            "公交车站“天空满溢幸福住宅前”",
            "公交车站“Saemple站2号出口”",
            "公共自行车租赁点",
            "地下停车场入口",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "在Kakao地图中查看位置", href: KAKAO_MAP_URL },
            { label: "用Kakao地图查找路线", href: KAKAO_ROUTE_URL },
            { label: "在Naver地图中查看位置", href: NAVER_MAP_URL },
          ],
        },
        {
          kind: "callout",
          tone: "info",
          title: "关于地图链接",
          items: ["小区和地址均为示例，地图链接显示的是首尔九老区一带的示例位置。"],
        },
      ],
    },
    {
      id: "how",
      heading: "来访方式",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "地铁",
              text: "从Saemple站2号出口出来，在Haneul大路路口过人行横道，沿Saemple路向东步行约250米即可看到小区正门。",
            },
            {
              title: "公交",
              text: "乘坐干线S601或支线S6512在“天空满溢幸福住宅前”下车，正门就在眼前。乘坐干线S650或社区巴士S01请在“Saemple站2号出口”下车后步行前来。",
            },
            {
              title: "自驾",
              text: "在导航中输入“Saemple路123”。从小区东侧入口进入，在地下1层访客停车区停车后，乘101栋电梯到1层展示馆。展示馆访客可免费停车2小时。",
            },
          ],
        },
      ],
    },
    {
      id: "hours",
      heading: "住宅展示馆开放时间",
      blocks: [
        {
          kind: "table",
          caption: "住宅展示馆开放时间",
          columns: ["日期", "平时", "招募期间"],
          rows: [
            ["工作日", "10:00~17:00", "10:00~17:00"],
            ["星期六", "10:00~14:00", "10:00~17:00"],
            ["星期日·公休日", "闭馆", "10:00~17:00"],
          ],
          note: "午餐时间（12:00~13:00）也可咨询。来访前请在公告中确认是否临时闭馆。",
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
