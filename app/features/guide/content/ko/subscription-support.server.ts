import { SUPPORT_EXAMPLE as ex, SUPPORT, won } from "../facts";
import type { GuidePage } from "../types";

const s = SUPPORT;

export default {
  title: "주거비 지원",
  description: `보증금 대출이자 연 ${s.interestPoints}%p 지원, 청년 월 임대료 최대 ${won("ko", s.rentMonthly)}(${s.rentMonths}개월), 출산 가구 임대료 ${s.birthDiscountPercent}% 감면, 이사비 최대 ${won("ko", s.movingCost)}. 입주민이 받을 수 있는 주거비 지원과 신청 방법을 안내합니다.`,
  lead: "하늘채움 입주민은 임대료가 낮은 것에 더해 보증금 대출이자, 월 임대료, 이사비를 지원받을 수 있습니다. 지원마다 대상과 신청 기한이 다르니 입주 전에 미리 확인하세요.",
  sections: [
    {
      id: "programs",
      heading: "지원 항목과 금액",
      blocks: [
        {
          kind: "table",
          caption: "주거비 지원 항목별 대상, 금액, 기간, 신청 시기",
          columns: ["지원 항목", "대상", "지원 금액", "기간·한도", "신청 시기"],
          rows: [
            [
              "임대보증금 대출이자 지원",
              "보증금 대출을 받은 입주민 (세대 소득 월평균소득의 120% 이하)",
              `대출이자 연 ${s.interestPoints}%p`,
              `대출금 청년 ${won("ko", s.loanLimitYouth)}, 신혼부부 ${won("ko", s.loanLimitNewlywed)}까지, 최장 6년 (2년마다 연장)`,
              "계약 후 입주 전",
            ],
            [
              "청년 월 임대료 지원",
              "만 19~34세 청년 입주민 (본인 소득 월평균소득의 100% 이하)",
              `월 최대 ${won("ko", s.rentMonthly)} (월 임대료 안에서)`,
              `최대 ${s.rentMonths}개월, 한 사람당 한 번`,
              "입주 후 3개월 안",
            ],
            [
              "출산·입양 가구 임대료 감면",
              "입주 후 자녀를 낳거나 입양한 신혼부부",
              `월 임대료 ${s.birthDiscountPercent}% 감면`,
              `자녀 1명당 ${s.birthYearsPerChild}년, 최대 4년`,
              "출생·입양 신고 후 6개월 안",
            ],
            [
              "이사비 지원",
              "처음 입주하는 모든 세대",
              `실제 이사비, 최대 ${won("ko", s.movingCost)}`,
              "한 세대당 한 번",
              "입주 후 2개월 안",
            ],
          ],
          note: "지원 기준은 이 단지의 샘플 기준입니다. 예산이 모두 쓰이면 일찍 마감할 수 있으며, 다른 공공 월세 지원과 중복해 받을 수 없습니다.",
        },
      ],
    },
    {
      id: "example",
      heading: "지원을 받으면 얼마나 줄어들까요",
      blocks: [
        {
          kind: "paragraph",
          text: `18A에 입주한 청년이 보증금 가운데 ${won("ko", ex.loan)}을 연 ${ex.loanRatePercent}%로 대출받은 경우, 입주 첫해의 월 부담은 다음과 같습니다.`,
        },
        {
          kind: "table",
          caption: "18A 청년 입주민의 첫해 월 부담 예시",
          columns: ["항목", "지원 전", "지원 후"],
          rows: [
            ["월 임대료", won("ko", ex.rentBefore), won("ko", ex.rentAfter)],
            ["보증금 대출이자 (월)", won("ko", ex.interestBefore), won("ko", ex.interestAfter)],
            ["합계", won("ko", ex.totalBefore), won("ko", ex.totalAfter)],
          ],
          note: "관리비는 빼고 계산했습니다. 대출 금리는 예시이며, 실제 금리는 은행과 개인 신용에 따라 다릅니다.",
        },
      ],
    },
    {
      id: "apply",
      heading: "신청 방법",
      blocks: [
        {
          kind: "steps",
          items: [
            { title: "신청서 받기", text: "서식 자료실에서 주거비 지원 신청서를 내려받거나 관리사무소에서 받습니다." },
            {
              title: "증빙 준비",
              text: "대출 약정서, 임대료 납부 내역, 출생증명서, 이사비 영수증 등 지원 항목에 맞는 증빙을 준비합니다.",
            },
            { title: "제출", text: "관리사무소에 직접 내거나 이메일(help@haneul-sample.example)로 보냅니다." },
            { title: "지급", text: "심사 후 매월 말일에 신청자 명의 계좌로 지급하거나 다음 달 임대료에서 감면합니다." },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "임대조건 보기", href: "/subscription/condition" },
            { label: "서식 자료실 가기", href: "/center/download" },
          ],
        },
      ],
    },
  ],
} as const satisfies GuidePage;
