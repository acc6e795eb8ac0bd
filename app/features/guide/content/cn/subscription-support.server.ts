import { SUPPORT_EXAMPLE as ex, SUPPORT, won } from "../facts";
import type ko from "../ko/subscription-support.server";
import type { Mirror } from "../types";

const s = SUPPORT;

export default {
  title: "居住费用支援",
  description: `保证金贷款利息每年补贴${s.interestPoints}个百分点、青年月租金每月最多${won("cn", s.rentMonthly)}（${s.rentMonths}个月）、生育家庭租金减免${s.birthDiscountPercent}%、搬家费最多${won("cn", s.movingCost)}：介绍住户可获得的居住费用支援及申请方法。`,
  lead: "天空满溢的住户除了享受较低的租金外，还可以获得保证金贷款利息、月租金和搬家费的支援。各项支援的对象和申请期限不同，请在入住前提前确认。",
  sections: [
    {
      id: "programs",
      heading: "支援项目与金额",
      blocks: [
        {
          kind: "table",
          caption: "各居住费用支援项目的对象、金额、期限和申请时间",
          columns: ["支援项目", "对象", "支援金额", "期限·限额", "申请时间"],
          rows: [
            [
              "租赁保证金贷款利息补贴",
              "办理了保证金贷款的住户（家庭收入为月平均收入的120%以下）",
              `贷款利息每年${s.interestPoints}个百分点`,
              `贷款额青年最多${won("cn", s.loanLimitYouth)}、新婚夫妇最多${won("cn", s.loanLimitNewlywed)}，最长6年（每2年延长一次）`,
              "签约后、入住前",
            ],
            [
              "青年月租金支援",
              "19~34周岁的青年住户（本人收入为月平均收入的100%以下）",
              `每月最多${won("cn", s.rentMonthly)}（不超过月租金）`,
              `最多${s.rentMonths}个月，每人限一次`,
              "入住后3个月内",
            ],
            [
              "生育·领养家庭租金减免",
              "入住后生育或领养子女的新婚夫妇",
              `月租金减免${s.birthDiscountPercent}%`,
              `每个子女${s.birthYearsPerChild}年，最多4年`,
              "出生·领养申报后6个月内",
            ],
            [
              "搬家费支援",
              "所有首次入住的家庭",
              `实际搬家费，最多${won("cn", s.movingCost)}`,
              "每户一次",
              "入住后2个月内",
            ],
          ],
          note: "以上支援标准为本小区的示例标准。预算用完时可能提前截止，且不能与其他公共月租支援重复领取。",
        },
      ],
    },
    {
      id: "example",
      heading: "获得支援后能减少多少负担",
      blocks: [
        {
          kind: "paragraph",
          text: `入住18A的青年以年利率${ex.loanRatePercent}%贷款支付保证金中的${won("cn", ex.loan)}时，入住第一年的每月负担如下。`,
        },
        {
          kind: "table",
          caption: "18A青年住户第一年每月负担示例",
          columns: ["项目", "支援前", "支援后"],
          rows: [
            ["月租金", won("cn", ex.rentBefore), won("cn", ex.rentAfter)],
            ["保证金贷款利息（每月）", won("cn", ex.interestBefore), won("cn", ex.interestAfter)],
            ["合计", won("cn", ex.totalBefore), won("cn", ex.totalAfter)],
          ],
          note: "计算中不含管理费。贷款利率仅为示例，实际利率因银行和个人信用而异。",
        },
      ],
    },
    {
      id: "apply",
      heading: "申请方法",
      blocks: [
        {
          kind: "steps",
          items: [
            { title: "领取申请表", text: "在表格下载中下载居住费用支援申请表，或到管理处领取。" },
            { title: "准备证明材料", text: "根据支援项目准备贷款合同、租金缴纳记录、出生证明、搬家费收据等证明材料。" },
            { title: "提交", text: "直接交到管理处，或通过电子邮件（help@haneul-sample.example）发送。" },
            { title: "发放", text: "审核通过后，于每月最后一天汇入申请人名下账户，或从下月租金中减免。" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看租赁条件", href: "/subscription/condition" },
            { label: "前往表格下载", href: "/center/download" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
