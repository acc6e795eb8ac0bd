import {
  contractPayment,
  LOWER,
  RAISE,
  UNIT_TYPES,
  unitType,
  withLoweredDeposit,
  withRaisedDeposit,
  won,
} from "../facts";
import type ko from "../ko/subscription-condition.server";
import type { Mirror } from "../types";

const example = unitType("36A");
const raised = withRaisedDeposit(example);

export default {
  title: "租赁条件",
  description:
    "介绍各户型的租赁保证金和月租金、保证金与租金的转换标准、合同定金和缴纳方式以及续约条件。租金为周边市场价的72~80%。",
  lead: "租赁保证金和月租金为周边市场价的72~80%。可根据自身情况选择提高保证金以降低月租金，或降低保证金、提高月租金。",
  sections: [
    {
      id: "base",
      heading: "基本租赁条件",
      blocks: [
        {
          kind: "table",
          caption: "各户型基本租赁保证金、月租金、合同定金、预计管理费",
          columns: ["户型", "租赁保证金", "月租金", "合同定金（保证金的10%）", "预计管理费（每月）"],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            won("cn", u.deposit),
            won("cn", u.rent),
            won("cn", contractPayment(u)),
            `约${won("cn", u.fee)}`,
          ]),
          note: "管理费是公共管理费与户内使用费（电、水、供暖）合计的每月平均预计金额，会因实际用量而变化。",
        },
      ],
    },
    {
      id: "conversion",
      heading: "保证金·租金转换",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            `提高保证金时：最多可将月租金的${RAISE.share * 100}%转换为保证金，转换利率为年${RAISE.rate * 100}%。`,
            `降低保证金时：最多可将保证金的${LOWER.share * 100}%转换为月租金，转换利率为年${LOWER.rate * 100}%。`,
            "是否转换及转换金额在签约时确定，续约时可以重新确定。",
          ],
        },
        {
          kind: "table",
          caption: "各户型最大转换时的租赁条件",
          columns: ["户型", "保证金最大提高时的保证金", "此时月租金", "保证金最大降低时的保证金", "此时月租金"],
          rows: UNIT_TYPES.map((u) => {
            const up = withRaisedDeposit(u);
            const down = withLoweredDeposit(u);
            return [u.code, won("cn", up.deposit), won("cn", up.rent), won("cn", down.deposit), won("cn", down.rent)];
          }),
        },
        {
          kind: "paragraph",
          text: `例如，36A按基本条件（保证金${won("cn", example.deposit)}，每月${won("cn", example.rent)}）签约后，如将保证金提高到最大，则保证金为${won("cn", raised.deposit)}，月租金为${won("cn", raised.rent)}。`,
        },
      ],
    },
    {
      id: "payment",
      heading: "签约与缴纳",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "签约时",
              text: "缴纳租赁保证金的10%作为合同定金。签约在中签者公布后通知的期间内于住宅展示馆进行。",
            },
            { title: "入住前", text: "在指定入住期间内缴纳剩余90%的保证金并领取钥匙。" },
            { title: "入住后", text: "月租金和管理费于每月25日合并收取，可通过自动转账或虚拟账户缴纳。" },
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "逾期缴纳时",
          items: ["月租金逾期超过3个月的，租赁合同可能被解除。", "滞纳金根据逾期时间适用年6.5~8.5%的滞纳利率。"],
        },
      ],
    },
    {
      id: "renewal",
      heading: "续约与保证金保护",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "租赁合同以2年为单位，保持资格即可续约。",
            "续约时租赁保证金和月租金的上调幅度不超过上期金额的5%。",
            "通过特别供应入住的住户在续约时将重新审核收入·资产标准，超出标准的可能加收租金或限制续约。",
            "运营机构投保租赁保证金保证保险并承担保险费，保证金可以安全退还。",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "查看居住费用支援", href: "/subscription/support" },
            { label: "查看户型介绍", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} satisfies Mirror<typeof ko>;
