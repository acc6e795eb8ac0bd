import { area, count, supplyArea, UNIT_TYPES, type UnitTypeFacts, unitType } from "../facts";
import { images } from "../images";
import type ko from "../ko/complex-unit.server";
import type { Mirror } from "../types";

const target = { youth: "青年", newlywed: "新婚夫妇" } as const;
const rooms: Record<UnitTypeFacts["code"], string> = {
  "18A": "开间（1室，1卫）",
  "18B": "厨房分离式开间（1室，1卫）",
  "36A": "两室（2卧，客厅·厨房，1卫）",
  "36B": "一室半（1卧，多功能房，客厅·厨房，1卫）",
  "36C": "转角两室（2卧，客厅·厨房，1卫）",
  "39A": "两室＋衣帽间（2卧，衣帽间，客厅·厨房，1卫）",
};

function facts(code: UnitTypeFacts["code"], location: string) {
  const u = unitType(code);
  return {
    kind: "facts",
    items: [
      { term: "专用面积", detail: area(u.exclusive) },
      { term: "供应面积", detail: supplyArea(u) },
      { term: "结构", detail: rooms[code] },
      { term: "供应户数", detail: `${count("cn", u.households)}（${target[u.target]}）` },
      { term: "位置", detail: location },
    ],
  } as const;
}

export default {
  title: "户型介绍",
  description:
    "介绍18A（18.88㎡）、18B（18.55㎡）、36A（36.65㎡）、36B（36.65㎡）、36C（36.66㎡）、39A（39.41㎡）六种户型的平面图、面积、房间构成和供应户数。",
  lead: "共有六种户型：青年户型2种（18A、18B）和新婚户型4种（36A、36B、36C、39A）。平面图上的编号与下方说明中的编号一致。",
  sections: [
    {
      id: "compare",
      heading: "户型一览",
      blocks: [
        {
          kind: "table",
          caption: "各户型面积、结构和供应户数",
          columns: ["户型", "专用面积", "供应面积", "结构", "供应对象", "户数"],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            area(u.exclusive),
            supplyArea(u),
            rooms[u.code],
            target[u.target],
            count("cn", u.households),
          ]),
        },
      ],
    },
    {
      id: "youth",
      heading: "青年户型",
      blocks: [],
      subsections: [
        {
          id: "type-18a",
          heading: "18A（专用18.88 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit18A,
              alt: "18A平面图：北侧入户门旁是卫生间，进门后经过一字形厨房，南侧窗边是兼作卧室和客厅的房间。卫生间与房间之间的墙边有嵌入式衣柜。",
              caption: "18A平面图",
              legend: ["玄关·鞋柜", "卫生间", "一字形厨房", "房间（卧室兼客厅）", "嵌入式衣柜"],
            },
            facts("18A", "101栋3~14层北侧（36户），102栋3~17层南侧（60户）"),
          ],
        },
        {
          id: "type-18b",
          heading: "18B（专用18.55 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit18B,
              alt: "18B平面图：北侧入户门旁是卫生间，L形厨房沿西墙一直延伸到南侧窗边。厨房旁边是兼作卧室和客厅的房间，房间东墙有嵌入式衣柜。厨房与房间之间有推拉门，做饭的气味不易扩散。",
              caption: "18B平面图",
              legend: ["玄关·鞋柜", "卫生间", "L形厨房（推拉门分隔）", "房间（卧室兼客厅）", "嵌入式衣柜"],
            },
            facts("18B", "102栋3~17层北侧（60户）"),
          ],
        },
      ],
    },
    {
      id: "newlywed",
      heading: "新婚户型",
      blocks: [],
      subsections: [
        {
          id: "type-36a",
          heading: "36A（专用36.65 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit36A,
              alt: "36A平面图：进门后，与厨房相连的客厅一直通到南侧窗户，客厅两侧各有一间卧室。入户门旁是卫生间，厨房旁是放置洗衣机和干衣机的多用途室。",
              caption: "36A平面图",
              legend: ["玄关", "客厅·厨房", "卧室1", "卧室2", "卫生间", "多用途室"],
            },
            facts("36A", "101栋3~20层南侧02~04号（54户）"),
          ],
        },
        {
          id: "type-36b",
          heading: "36B（专用36.65 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit36B,
              alt: "36B平面图：进门后，宽敞的客厅·厨房一直延伸到南侧窗边，西侧是卧室和可用作书房或衣帽间的多功能房。入户门旁是卫生间，客厅前的阳台设有洗衣区。",
              caption: "36B平面图",
              legend: ["玄关", "客厅·厨房", "卧室", "多功能房（书房·衣帽间）", "卫生间", "阳台（洗衣区）"],
            },
            facts("36B", "101栋3~20层南侧05~06号（36户）"),
          ],
        },
        {
          id: "type-36c",
          heading: "36C（专用36.66 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit36C,
              alt: "36C平面图：西侧和南侧两面有窗的转角户型。东侧入户门旁是卫生间，进门后客厅·厨房一直通到南侧窗户。两间卧室朝向西侧窗户，南边的卧室还有南向窗户。客厅前有阳台，通风良好。",
              caption: "36C平面图",
              legend: ["玄关", "客厅·厨房", "卧室1", "卧室2", "卫生间", "阳台"],
            },
            facts("36C", "101栋北侧07号（3~20层）和08号（15~20层）（24户）"),
          ],
        },
        {
          id: "type-39a",
          heading: "39A（专用39.41 ㎡）",
          blocks: [
            {
              kind: "figure",
              image: images.unit39A,
              alt: "39A平面图：进门后，与厨房相连的客厅一直通到南侧窗户，西侧是带衣帽间的主卧，东侧是较小的卧室。入户门旁有卫生间和多用途室。是六种户型中面积最大的。",
              caption: "39A平面图",
              legend: ["玄关", "客厅·厨房", "卧室1（主卧）", "衣帽间", "卧室2", "卫生间", "多用途室"],
            },
            facts("39A", "101栋西端01号（3~20层）和北侧09~10号（15~20层）（30户）"),
          ],
        },
      ],
    },
    {
      id: "notes",
      heading: "注意事项",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "平面图仅为帮助理解的示意图，实际尺寸和家具布置会因房屋位置略有不同。",
            "即使是同一户型，窗户大小和位置也可能因楼层和朝向而不同。",
            "可在101栋1层住宅展示馆参观18A和36A样板间。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看租赁条件", href: "/subscription/condition" },
            { label: "查看楼栋及楼层布局", href: "/complex/floor" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
