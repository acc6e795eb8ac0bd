import { area, count, supplyArea, TOTAL_GENERAL, TOTAL_HOUSEHOLDS, TOTAL_SPECIAL, UNIT_TYPES } from "../facts";
import type ko from "../ko/business-supply.server";
import type { Mirror } from "../types";

const target = { youth: "青年", newlywed: "新婚夫妇" } as const;

export default {
  title: "供应介绍",
  description: `介绍天空满溢幸福住宅${TOTAL_HOUSEHOLDS}户的各户型供应户数（特别供应${TOTAL_SPECIAL}户，一般供应${TOTAL_GENERAL}户）、面积、供应对象以及中签者选定方法。`,
  lead: `全部${TOTAL_HOUSEHOLDS}户中，18㎡户型156户供应给青年，36~39㎡户型144户供应给新婚夫妇。每种户型都分为特别供应和一般供应进行招募。`,
  sections: [
    {
      id: "households",
      heading: "各户型供应户数",
      blocks: [
        {
          kind: "table",
          caption: "各户型特别供应·一般供应户数",
          columns: ["户型", "供应对象", "特别供应", "一般供应", "合计"],
          rows: [
            ...UNIT_TYPES.map((u) => [
              u.code,
              target[u.target],
              count("cn", u.special),
              count("cn", u.general),
              count("cn", u.households),
            ]),
            [
              "合计",
              "青年·新婚夫妇",
              count("cn", TOTAL_SPECIAL),
              count("cn", TOTAL_GENERAL),
              count("cn", TOTAL_HOUSEHOLDS),
            ],
          ],
          note: "每期招募户数根据当期空房情况而定，以当期招募公告为准。",
        },
      ],
    },
    {
      id: "areas",
      heading: "各户型面积",
      blocks: [
        {
          kind: "table",
          caption: "各户型专用面积、住宅公用面积、供应面积",
          columns: ["户型", "专用面积", "住宅公用面积", "供应面积"],
          rows: UNIT_TYPES.map((u) => [u.code, area(u.exclusive), area(u.common), supplyArea(u)]),
          note: "专用面积是户内实际使用的面积，住宅公用面积是楼梯、走廊、单元门厅等共同使用的面积。",
        },
      ],
    },
    {
      id: "method",
      heading: "供应方式与中签者选定",
      subsections: [
        {
          id: "special",
          heading: "特别供应",
          blocks: [
            {
              kind: "paragraph",
              text: "特别供应优先供应给符合收入和资产标准的申请人。申请人数多于供应户数时，依次按收入顺位、地区顺位确定中签者，同一顺位内由电脑抽签。",
            },
            {
              kind: "list",
              ordered: true,
              items: [
                "收入顺位：第1顺位（基准收入的50%以下）、第2顺位（100%以下）、第3顺位（120%以下，双职工新婚夫妇130%以下）",
                "地区顺位：第1顺位（居住在首尔）、第2顺位（在首尔工作或就读）、第3顺位（其他地区）",
                "同一顺位内电脑抽签",
              ],
            },
          ],
        },
        {
          id: "general",
          heading: "一般供应",
          blocks: [
            {
              kind: "paragraph",
              text: "一般供应不设收入、资产和地区条件。只要符合青年或新婚夫妇资格以及无房、车辆标准，任何人都可以申请，中签者由电脑抽签决定。",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "allocation",
      heading: "楼栋·房号分配与候补入住者",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "楼栋和房号在中签者公布后、签约前按户型电脑抽签分配。申请时不能指定楼栋或楼层。",
            "有残疾人、孕妇或6岁以下子女的家庭如有需要，可优先分配低楼层（3~5层）。",
            "每种户型最多选定与供应户数相同数量的候补入住者，出现放弃签约或空房时按候补顺序联系。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看户型介绍", href: "/complex/unit" },
            { label: "查看申请资格", href: "/subscription/requirement" },
            { label: "查看租赁条件", href: "/subscription/condition" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
