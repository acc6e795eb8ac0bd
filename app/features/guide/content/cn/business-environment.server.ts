import type ko from "../ko/business-environment.server";
import type { Mirror } from "../types";

export default {
  title: "周边环境",
  description:
    "公园和滨水步道、步行可达的小学和初中、近在咫尺的商务区：介绍天空满溢幸福住宅周边的自然、教育和工作环境。",
  lead: "小区附近步行5分钟就有社区公园和滨水步道，孩子可以步行上小学和初中。乘地铁到数字产业园区和汝矣岛商务区也很近。",
  sections: [
    {
      id: "nature",
      heading: "自然环境",
      blocks: [
        {
          kind: "paragraph",
          text: "小区北侧的Nuri公园是设有步道、健身器材和宠物狗游乐场的社区公园。穿过公园便是Saemple川滨水步道，下班后散步或骑车都很合适。小区内还有两栋楼之间的中央花园和101栋21层的天空花园，四季景色近在身边。",
        },
        {
          kind: "table",
          caption: "小区周边公园与绿地",
          columns: ["设施", "特点", "距离（步行）"],
          rows: [
            ["Nuri公园", "步道、户外健身器材、宠物狗游乐场", "约400米（5分钟）"],
            ["Saemple川滨水步道", "与6公里步道和自行车道相连", "约650米（8分钟）"],
            ["天空满溢中央花园", "小区内草坪和休憩区", "小区内"],
          ],
        },
      ],
    },
    {
      id: "education",
      heading: "教育·保育环境",
      blocks: [
        {
          kind: "paragraph",
          text: "为了方便新婚家庭养育孩子，公立托儿所和小学都在步行10分钟范围内。去小学可以走不穿过大马路的人行道。",
        },
        {
          kind: "table",
          caption: "小区周边教育·保育设施",
          columns: ["设施", "类别", "距离（步行）"],
          rows: [
            ["Saemple公立托儿所", "托儿所", "约300米（4分钟）"],
            ["Saemple小学", "小学", "约550米（7分钟）"],
            ["Haneul初中", "初中", "约800米（10分钟）"],
            ["Saemple高中", "高中", "乘公交10分钟"],
            ["Saemple区立图书馆", "公共图书馆", "约700米（9分钟）"],
          ],
          note: "学校分配以教育厅的学区为准，以上设施名称为示例。",
        },
      ],
    },
    {
      id: "work",
      heading: "工作·产业环境",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "数字产业园区：乘Nuri线2站，约7分钟。这里聚集了IT、制造和研发企业，是首尔西南部最大的就业区。",
            "汝矣岛商务区：Haneul线直达，约20分钟。",
            "市中心（首尔站·光化门）：乘Nuri线或干线公交约30分钟。",
          ],
        },
      ],
    },
    {
      id: "living",
      heading: "生活环境",
      blocks: [
        {
          kind: "paragraph",
          text: "大型超市、传统市场、综合医院和居民中心都在步行15分钟范围内。各设施的距离和使用信息请在“生活配套”中查看。",
        },
        {
          kind: "links",
          items: [
            { label: "查看生活配套", href: "/complex/neighborhood" },
            { label: "查看交通环境", href: "/business/traffic" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
