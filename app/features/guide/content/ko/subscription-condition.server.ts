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
import type { GuidePage } from "../types";

const example = unitType("36A");
const raised = withRaisedDeposit(example);

export default {
  title: "임대조건",
  description:
    "주택형별 임대보증금과 월 임대료, 보증금·임대료 전환 기준, 계약금과 납부 방법, 재계약 조건을 안내합니다. 임대료는 주변 시세의 72~80% 수준입니다.",
  lead: "임대보증금과 월 임대료는 주변 시세의 72~80% 수준입니다. 형편에 따라 보증금을 늘려 월 임대료를 줄이거나, 보증금을 줄이고 월 임대료를 늘리는 전환을 선택할 수 있습니다.",
  sections: [
    {
      id: "base",
      heading: "기본 임대조건",
      blocks: [
        {
          kind: "table",
          caption: "주택형별 기본 임대보증금, 월 임대료, 계약금, 예상 관리비",
          columns: ["주택형", "임대보증금", "월 임대료", "계약금 (보증금의 10%)", "예상 관리비 (월)"],
          rows: UNIT_TYPES.map((u) => [
            u.code,
            won("ko", u.deposit),
            won("ko", u.rent),
            won("ko", contractPayment(u)),
            `약 ${won("ko", u.fee)}`,
          ]),
          note: "관리비는 공용관리비와 세대 사용료(전기·수도·난방)를 합한 월평균 예상액이며, 실제 사용량에 따라 달라집니다.",
        },
      ],
    },
    {
      id: "conversion",
      heading: "보증금·임대료 전환",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            `보증금을 늘리는 경우: 월 임대료의 최대 ${RAISE.share * 100}%까지 보증금으로 바꿀 수 있으며, 전환이율은 연 ${RAISE.rate * 100}%입니다.`,
            `보증금을 줄이는 경우: 보증금의 최대 ${LOWER.share * 100}%까지 월 임대료로 바꿀 수 있으며, 전환이율은 연 ${LOWER.rate * 100}%입니다.`,
            "전환 여부와 금액은 계약할 때 정하고, 재계약할 때 다시 정할 수 있습니다.",
          ],
        },
        {
          kind: "table",
          caption: "주택형별 최대 전환 시 임대조건",
          columns: [
            "주택형",
            "보증금 최대 증액 시 보증금",
            "이때 월 임대료",
            "보증금 최대 감액 시 보증금",
            "이때 월 임대료",
          ],
          rows: UNIT_TYPES.map((u) => {
            const up = withRaisedDeposit(u);
            const down = withLoweredDeposit(u);
            return [u.code, won("ko", up.deposit), won("ko", up.rent), won("ko", down.deposit), won("ko", down.rent)];
          }),
        },
        {
          kind: "paragraph",
          text: `예를 들어 36A를 기본 조건(보증금 ${won("ko", example.deposit)}, 월 ${won("ko", example.rent)})으로 계약하다가 보증금을 최대로 늘리면, 보증금은 ${won("ko", raised.deposit)}, 월 임대료는 ${won("ko", raised.rent)}이 됩니다.`,
        },
      ],
    },
    {
      id: "payment",
      heading: "계약과 납부",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "계약할 때",
              text: "임대보증금의 10%를 계약금으로 냅니다. 계약은 당첨자 발표 후 안내하는 기간에 주택홍보관에서 합니다.",
            },
            { title: "입주하기 전", text: "남은 보증금 90%를 입주 지정 기간 안에 내고 열쇠를 받습니다." },
            {
              title: "입주한 뒤",
              text: "월 임대료와 관리비는 매월 25일에 함께 청구되며, 자동이체나 가상계좌로 냅니다.",
            },
          ],
        },
        {
          kind: "callout",
          tone: "important",
          title: "연체하면",
          items: [
            "월 임대료를 3개월 넘게 연체하면 임대차계약이 해지될 수 있습니다.",
            "연체료는 연체 기간에 따라 연 6.5~8.5%의 연체 이율을 적용합니다.",
          ],
        },
      ],
    },
    {
      id: "renewal",
      heading: "재계약과 보증금 보호",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: [
            "임대차계약은 2년 단위이며, 자격을 유지하면 재계약할 수 있습니다.",
            "재계약 때 임대보증금과 월 임대료는 직전 금액의 5% 안에서만 올립니다.",
            "특별공급으로 입주한 분은 재계약 때 소득·자산 기준을 다시 확인하며, 기준을 넘으면 임대료가 할증되거나 재계약이 제한될 수 있습니다.",
            "운영기관이 임대보증금 보증보험에 가입하고 보험료를 부담하므로, 보증금을 안전하게 돌려받을 수 있습니다.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "주거비 지원 보기", href: "/subscription/support" },
            { label: "세대 안내 보기", href: "/complex/unit" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
