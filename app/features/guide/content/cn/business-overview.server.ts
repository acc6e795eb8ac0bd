import { area, count, TOTAL_HOUSEHOLDS, UNIT_TYPES } from "../facts";
import type ko from "../ko/business-overview.server";
import type { Mirror } from "../types";

const target = { youth: "青年", newlywed: "新婚夫妇" } as const;

export default {
  title: "项目概况",
  description:
    "一览天空满溢青年·新婚幸福住宅的位置、规模、供应户数和推进历程：位于首尔九老区地铁站旁，共2栋300户的公共租赁住宅。",
  lead: "天空满溢青年·新婚幸福住宅是建在首尔西南部九老区地铁站旁的公共租赁住宅。共2栋楼，地下3层至地上21层，300户住房以低于市场的租金供应给青年和新婚夫妇。",
  sections: [
    {
      id: "summary",
      heading: "项目概要",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "项目名称", detail: "天空满溢青年·新婚幸福住宅" },
            { term: "位置", detail: "首尔特别市九老区Saemple路123（Saemple站2号出口步行3分钟）" },
            { term: "用地面积", detail: "6,240.50 ㎡" },
            { term: "建筑面积", detail: "2,180.32 ㎡（建筑密度34.94%）" },
            { term: "总建筑面积", detail: "31,420.76 ㎡（容积率299.87%）" },
            { term: "规模", detail: "101栋地下3层·地上21层，102栋地下3层·地上17层（共2栋）" },
            { term: "供应户数", detail: `${TOTAL_HOUSEHOLDS}户（青年156户，新婚夫妇144户）` },
            { term: "户型", detail: "专用面积18㎡~39㎡，共6种户型（18A、18B、36A、36B、36C、39A）" },
            { term: "停车", detail: "地下停车位132个（每户0.44个，含14个电动车充电位）" },
            { term: "实施·运营", detail: "（示例）天空满溢住宅管理株式会社" },
            { term: "竣工·首次入住", detail: "2025年9月竣工，2025年12月首次入住" },
          ],
        },
      ],
    },
    {
      id: "background",
      heading: "项目背景",
      blocks: [
        {
          kind: "paragraph",
          text: "首尔西南部靠近数字产业园区和多个商务区，青年就业机会多，但地铁站周边的小户型租金负担很重。天空满溢在地铁站旁供应公共租赁住宅，让青年和新婚夫妇能住在离工作地点近的地方，减轻居住费用的压力。",
        },
        {
          kind: "paragraph",
          text: "租金定为周边市场价的72~80%，租赁保证金和月租金可以根据住户情况相互转换。一般供应不设收入、资产和地区条件，让更多青年和新婚夫妇可以申请。",
        },
      ],
    },
    {
      id: "composition",
      heading: "各户型供应构成",
      blocks: [
        {
          kind: "table",
          caption: "各户型专用面积与供应户数",
          columns: ["户型", "专用面积", "供应户数", "供应对象"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), count("cn", u.households), target[u.target]]),
          note: "各户型的特别供应·一般供应户数请在“供应介绍”中查看。",
        },
      ],
    },
    {
      id: "history",
      heading: "推进历程",
      blocks: [
        {
          kind: "table",
          caption: "项目推进历程",
          columns: ["时间", "内容"],
          rows: [
            ["2022年6月", "项目计划获批"],
            ["2023年3月", "开工"],
            ["2025年9月", "竣工（使用批准）"],
            ["2025年10月", "第1期入住者招募"],
            ["2025年12月", "开始首次入住"],
          ],
          note: "之后的空房和新增房源按期次招募。正在进行的期次请在“招募日程”中查看。",
        },
        {
          kind: "links",
          items: [
            { label: "查看供应介绍", href: "/business/supply" },
            { label: "查看招募日程", href: "/subscription/recruitment" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
