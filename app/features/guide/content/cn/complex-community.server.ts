import { FITNESS_PYEONG, LIBRARY_FLOOR, LIBRARY_PYEONG, pyeongToM2 } from "../facts";
import { images } from "../images";
import type ko from "../ko/complex-community.server";
import type { Mirror } from "../types";

export default {
  title: "社区设施",
  description: `${FITNESS_PYEONG}坪健身中心、${LIBRARY_FLOOR}层${LIBRARY_PYEONG}坪天空图书馆、共享厨房和自习室：介绍天空满溢幸福住宅社区设施的位置、开放时间和使用方法。`,
  lead: "房子虽小，生活却很宽敞。所有住户都可以使用健身中心、图书馆、共享厨房、自习室和儿童室。大部分设施免费，可通过墙板终端和住户应用预约。",
  sections: [
    {
      id: "facilities",
      heading: "社区设施",
      blocks: [
        {
          kind: "table",
          caption: "各社区设施的位置、规模、开放时间和费用",
          columns: ["设施", "位置", "规模", "开放时间", "费用"],
          rows: [
            ["健身中心", "102栋2层", `${FITNESS_PYEONG}坪（${pyeongToM2(FITNESS_PYEONG)}）`, "06:00~23:00", "免费"],
            [
              "天空图书馆",
              `101栋${LIBRARY_FLOOR}层`,
              `${LIBRARY_PYEONG}坪（${pyeongToM2(LIBRARY_PYEONG)}）`,
              "06:00~24:00",
              "免费",
            ],
            ["天空花园", `101栋${LIBRARY_FLOOR}层户外`, "120.00 ㎡", "09:00~21:00", "免费"],
            ["共享厨房", "101栋2层", "82.64 ㎡，4个操作台", "10:00~22:00（预约制）", "每2小时5,000韩元"],
            ["自习室", "101栋2层", "4~6人间4间", "24小时（预约制）", "免费"],
            ["儿童室", "101栋2层", "66.12 ㎡", "10:00~19:00", "免费（需监护人陪同）"],
            ["投币洗衣房", "102栋1层", "大型洗衣机·干衣机各4台", "24小时", "每次4,000韩元"],
            ["无人快递柜", "101栋·102栋1层", "每栋120格", "24小时", "免费"],
          ],
          note: "开放时间和费用可能根据住户运营委员会的意见调整，调整时将通过公告通知。",
        },
      ],
    },
    {
      id: "location",
      heading: "设施位置",
      blocks: [
        {
          kind: "figure",
          image: images.buildingSection,
          alt: "101栋与102栋剖面布局图：101栋为地下3层至地上21层，1层为住宅展示馆和管理处，2层为社区休息室，3~20层为住户，21层为天空图书馆和天空花园。102栋为地下3层至地上17层，1层为投币洗衣房和无人快递柜，2层为健身中心，3~17层为住户。两栋楼的地下1~3层是相连的停车场。",
          caption: "各栋社区设施位置（剖面布局图）",
          legend: [
            "天空图书馆·天空花园（101栋21层）",
            "社区休息室·共享厨房·自习室·儿童室（101栋2层）",
            "住宅展示馆·管理处（101栋1层）",
            "健身中心（102栋2层）",
            "投币洗衣房·无人快递柜（102栋1层）",
            "地下停车场（地下1~3层）",
          ],
        },
      ],
    },
    {
      id: "highlights",
      heading: "代表设施",
      subsections: [
        {
          id: "fitness",
          heading: `健身中心${FITNESS_PYEONG}坪`,
          blocks: [
            {
              kind: "paragraph",
              text: "配有8台跑步机、6台动感单车、14种力量训练器械和自由重量区，以及可做瑜伽、普拉提的团体运动室。工作日晚上有住户讲师带领的团体运动课程。",
            },
          ],
        },
        {
          id: "library",
          heading: `天空图书馆${LIBRARY_PYEONG}坪（${LIBRARY_FLOOR}层）`,
          blocks: [
            {
              kind: "paragraph",
              text: "位于101栋顶层，可以一边俯瞰城市一边读书学习。设有60个阅览座位、20个笔记本电脑座位和8,000册藏书，并与区立图书馆实行馆际互借，在小区内就能借还想看的书。累了还可以到旁边的天空花园休息。",
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: "rules",
      heading: "使用方法",
      blocks: [
        {
          kind: "steps",
          items: [
            { title: "住户登记", text: "入住时在管理处领取住户卡，如有需要可登记单元门人脸识别。" },
            { title: "预约", text: "共享厨房和自习室可提前7天通过墙板终端或住户应用预约，每户每天最多预约4小时。" },
            { title: "使用", text: "凭住户卡进出。访客可在住户陪同下进入，限1人（健身中心除外）。" },
          ],
        },
        {
          kind: "list",
          ordered: false,
          items: [
            "图书馆内禁止通话和进食，可饮用有盖饮品。",
            "除辅助犬外，宠物不得进入社区设施。",
            "预约后无故未使用累计3次，将被限制预约2周。",
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
