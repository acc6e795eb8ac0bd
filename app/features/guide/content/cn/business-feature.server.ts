import { FITNESS_PYEONG, LIBRARY_FLOOR, LIBRARY_PYEONG, pyeongToM2 } from "../facts";
import type ko from "../ko/business-feature.server";
import type { Mirror } from "../types";

export default {
  title: "小区特色",
  description: `距Saemple站步行3分钟、${FITNESS_PYEONG}坪健身中心、${LIBRARY_FLOOR}层${LIBRARY_PYEONG}坪天空图书馆、嵌入式家电和智能家居：介绍天空满溢幸福住宅的独特优势。`,
  lead: "为了让小户型也能住得宽敞，我们把家门外的空间和家里的设备一起设计。从入住第一天起，就不用为家具和家电操心。",
  sections: [
    {
      id: "premium",
      heading: "优质特色",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "地铁站旁", detail: "距Haneul线·Nuri线换乘站Saemple站2号出口步行3分钟。" },
            {
              term: `健身中心${FITNESS_PYEONG}坪`,
              detail: `位于102栋2层，面积${pyeongToM2(FITNESS_PYEONG)}。有氧·力量器械和团体运动室对住户免费开放。`,
            },
            {
              term: `${LIBRARY_FLOOR}层天空图书馆${LIBRARY_PYEONG}坪`,
              detail: `位于101栋${LIBRARY_FLOOR}层，面积${pyeongToM2(LIBRARY_PYEONG)}。设有可俯瞰城市的60个阅览座位和8,000册藏书。`,
            },
            { term: "嵌入式家电·家具", detail: "所有住户均标配冰箱、洗衣机、电磁炉、空调和嵌入式衣柜。" },
            { term: "智能家居", detail: "通过墙板终端和手机应用远程控制照明和供暖，还能查看访客、查询车辆停放位置。" },
            { term: "安全保障", detail: "单元门人脸识别门禁、地下停车场紧急呼叫铃、全小区高清监控和无人快递柜。" },
          ],
        },
      ],
    },
    {
      id: "built-in",
      heading: "各户型标配物品",
      blocks: [
        {
          kind: "table",
          caption: "各户型嵌入式家电与家具",
          columns: ["物品", "青年户型（18A、18B）", "新婚户型（36A、36B、36C、39A）"],
          rows: [
            ["冰箱", "小型冰箱（180升）", "对开门冰箱（400升）"],
            ["洗衣", "滚筒洗衣机9公斤", "滚筒洗衣机12公斤、干衣机9公斤"],
            ["厨房", "两眼电磁炉、微波炉", "三眼电磁炉、电烤箱、洗碗机"],
            ["制冷", "壁挂式空调1台", "中央空调2台（客厅、卧室）"],
            ["收纳", "嵌入式衣柜、鞋柜", "嵌入式衣柜、鞋柜、储物间（39A另有衣帽间层架）"],
            ["门窗", "双层窗户、纱窗", "双层窗户、纱窗、阳台晾衣架"],
          ],
          note: "入住时标配物品可能更换为同等性能的其他型号。发生故障时由管理处免费维修（住户过失除外）。",
        },
      ],
    },
    {
      id: "energy",
      heading: "节能与降低管理费",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "屋顶和外墙的太阳能设备可提供公共区域用电的约20%。",
            "高隔热外墙和Low-E中空玻璃降低了供暖和制冷费用。",
            "通过远程抄表，每户每天都能在墙板终端和应用中查看电、水和供暖用量。",
            "公共照明全部采用LED，无人时自动调暗。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看社区设施", href: "/complex/community" },
            { label: "查看户型介绍", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
