import { images } from "../images";
import type ko from "../ko/complex-neighborhood.server";
import type { Mirror } from "../types";

export default {
  title: "生活配套",
  description:
    "超市和传统市场、医院和药店、居民中心和银行、托儿所和学校：介绍从天空满溢幸福住宅步行可达的生活便利设施的距离和使用信息。",
  lead: "购物、看病、办事等日常所需，大多在步行15分钟内就能解决。地图上的编号与下表中的编号一致。",
  sections: [
    {
      id: "map",
      heading: "生活便利设施地图",
      blocks: [
        {
          kind: "figure",
          image: images.neighborhoodMap,
          alt: "小区周边生活便利设施地图：以小区为中心，西侧是Saemple站和银行，南侧是传统市场和居民中心，东侧是大型超市和邮局，北侧是Nuri公园和区立图书馆，东北侧是小学和托儿所，西南侧是综合医院。内科诊所和药店就在小区门前马路对面。",
          caption: "小区周边生活便利设施地图（设施名称为示例）",
          legend: [
            "Saemple超市（大型超市）",
            "Saemple传统市场",
            "Saemple综合医院",
            "Haneul内科诊所·Haneul药店",
            "Saemple洞居民中心",
            "Saemple邮局",
            "Saemple银行Saemple站支行",
            "Saemple区立图书馆",
            "Nuri公园",
            "Saemple公立托儿所",
            "Saemple小学",
          ],
        },
      ],
    },
    {
      id: "facilities",
      heading: "各设施距离与使用信息",
      blocks: [
        {
          kind: "table",
          caption: "小区周边生活便利设施",
          columns: ["设施（地图编号）", "类别", "距离（步行）", "使用信息"],
          rows: [
            ["1. Saemple超市", "购物", "约600米（8分钟）", "10:00~23:00，第二、四个星期日休息，可送货"],
            ["2. Saemple传统市场", "购物", "约450米（6分钟）", "09:00~21:00，可使用温暖人心商品券"],
            ["3. Saemple综合医院", "医疗", "约900米（12分钟）", "24小时急诊，设儿科和妇产科"],
            ["4. Haneul内科诊所·Haneul药店", "医疗", "约200米（3分钟）", "工作日09:00~19:00，星期六09:00~14:00"],
            ["5. Saemple洞居民中心", "行政", "约500米（7分钟）", "迁入申报、各类证明开具，工作日09:00~18:00"],
            ["6. Saemple邮局", "行政", "约650米（9分钟）", "邮件·快递收寄，工作日09:00~18:00"],
            ["7. Saemple银行Saemple站支行", "金融", "约300米（4分钟）", "工作日09:00~16:00，自动取款机24小时"],
            ["8. Saemple区立图书馆", "文化", "约700米（9分钟）", "与天空图书馆馆际互借，星期一闭馆"],
            ["9. Nuri公园", "休闲", "约400米（5分钟）", "步道、户外健身器材、宠物狗游乐场"],
            ["10. Saemple公立托儿所", "保育", "约300米（4分钟）", "0~5岁，入园候补请在育儿门户网站申请"],
            ["11. Saemple小学", "教育", "约550米（7分钟）", "上学路不穿过大马路"],
          ],
          note: "设施名称和营业时间为示例。前往前请向各设施确认是否营业。",
        },
      ],
    },
    {
      id: "in-complex",
      heading: "小区内便利设施",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "101栋1层商业设施：入驻有便利店（24小时）、洗衣店和咖啡馆。",
            "无人快递柜：位于101栋·102栋1层，24小时可取件，还设有冷藏格。",
            "投币洗衣房：102栋1层，被子等大件衣物也能洗涤和烘干。",
            "垃圾分类回收处：24小时开放，厨余垃圾用每户的卡按重量计费。",
          ],
        },
      ],
    },
    {
      id: "moving-in",
      heading: "入住后需要办理的事项",
      blocks: [
        {
          kind: "steps",
          items: [
            { title: "迁入申报", text: "搬家后14天内前往Saemple洞居民中心，或在“政府24”网站上在线申报。" },
            { title: "确定日期", text: "办理迁入申报时在租赁合同上加盖确定日期印章，有助于保护保证金。" },
            { title: "管理费自动转账", text: "在管理处申请管理费和月租金的自动转账。" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看周边环境", href: "/business/environment" },
            { label: "查看交通环境", href: "/business/traffic" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
