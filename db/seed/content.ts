import type { SiteSettings } from "../../app/features/settings/site-settings";

/** Sample content for local use. Every name, number and address here is fictional. */

export const siteSettings: SiteSettings = {
  complexName: "하늘채움 청년·신혼 행복주택",
  operatorName: "(샘플) 하늘채움주택관리 주식회사",
  representative: "김하늘",
  businessNumber: "000-00-00000",
  phone: "1600-0000",
  email: "help@haneul-sample.example",
  address: "서울특별시 구로구 샘플로 123 (샘플역 2번 출구 도보 3분)",
  copyright: "Copyright © 2025 하늘채움주택관리. All rights reserved.",
  footerInfo: [
    { title: "상호", text: "(샘플) 하늘채움주택관리 주식회사", lineBreak: false },
    { title: "대표", text: "김하늘", lineBreak: false },
    { title: "사업자등록번호", text: "000-00-00000", lineBreak: true },
    { title: "문의전화", text: "1600-0000 (평일 09:00~18:00)", lineBreak: false },
    { title: "이메일", text: "help@haneul-sample.example", lineBreak: true },
    { title: "주소", text: "서울특별시 구로구 샘플로 123", lineBreak: false },
  ],
  footerLinks: [
    { title: "개인정보처리방침", to: "/privacy-policy" },
    { title: "공지사항", to: "/center/notice" },
    { title: "마이홈포털", href: "https://www.myhome.go.kr" },
  ],
  socialLinks: [
    { kind: "blog", label: "블로그", url: "https://blog.naver.com/" },
    { kind: "video", label: "유튜브", url: "https://www.youtube.com/" },
    { kind: "social", label: "페이스북", url: "https://www.facebook.com/" },
    { kind: "photo", label: "인스타그램", url: "https://www.instagram.com/" },
  ],
  surveyUrl: "https://forms.example.com/haneul-survey",
};

export const roundMessages = {
  messageBeforeOpen: "청약 접수는 공고된 접수 시작 일시부터 가능합니다. 공고문을 먼저 확인해주세요.",
  messageDead: "청약 접수가 마감되었습니다. 신청해주신 모든 분께 감사드립니다.",
  messageDead2: "당첨자 발표는 공지사항과 개별 문자로 안내해드립니다.",
  messageStop: "시스템 점검으로 청약 접수를 잠시 중지했습니다. 재개 일정은 공지사항을 확인해주세요.",
};

const noticeTopics = [
  [
    "[모집공고] 하늘채움 행복주택 {n}차 입주자 모집 공고",
    "입주자 모집 공고문을 게시합니다. 신청 자격, 공급 세대수, 임대 조건과 일정은 첨부된 공고문을 반드시 확인해주세요.",
  ],
  [
    "[안내] 청약 신청 전 본인인증 절차 안내",
    "청약 신청은 휴대폰 본인인증 후에 가능합니다. 본인 명의의 휴대폰을 준비해주세요.",
  ],
  [
    "[안내] 서류 제출 기간 및 제출 방법",
    "서류 제출 대상자는 안내된 기간 안에 청약 신청 내역 조회 화면에서 서류를 올려주세요.",
  ],
  [
    "[안내] 견본주택(샘플하우스) 관람 안내",
    "견본주택은 사전 예약 없이 관람하실 수 있습니다. 운영 시간은 10:00~17:00입니다.",
  ],
  ["[발표] {n}차 서류심사 대상자 발표", "서류심사 대상자 명단은 청약 신청 내역 조회에서 개별 확인하실 수 있습니다."],
  [
    "[안내] 임대보증금 전환 비율 안내",
    "임대보증금과 월 임대료는 상호 전환할 수 있으며, 전환 한도와 비율은 공고문을 따릅니다.",
  ],
  [
    "[안내] 소득·자산 기준 변경 사항",
    "2025년 기준 소득·자산 기준이 적용됩니다. 자세한 기준은 청약 가이드를 참고해주세요.",
  ],
  [
    "[점검] 홈페이지 시스템 점검 안내",
    "안정적인 서비스를 위해 시스템 점검을 진행합니다. 점검 시간에는 접속이 제한됩니다.",
  ],
];

type SampleNotice = {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  publishedAt: Date;
  /** Sample PDFs (made by db/seed/pdf.ts), with the Korean names a manager would give them. */
  attachments: { id: string; r2Key: string; originalName: string; lines: string[] }[];
};

/** 32 notices (plain text; the seed makes HTML of it), newest first when sorted by publishedAt. */
export function sampleNotices(now: Date): SampleNotice[] {
  const out: SampleNotice[] = [];
  for (let i = 0; i < 32; i++) {
    const [title, body] = noticeTopics[i % noticeTopics.length] as [string, string];
    const n = Math.floor(i / noticeTopics.length) + 1;
    const id = `seed-notice-${String(i + 1).padStart(2, "0")}`;
    const round = String(5 - n);
    // The recruitment notices carry their notice document.
    const attachments =
      i % noticeTopics.length === 0
        ? [
            {
              id: `${id}-file`,
              r2Key: `notices/${id}/${id}-file.pdf`,
              originalName: `하늘채움 행복주택 ${round}차 입주자 모집공고문.pdf`,
              lines: [`Haneul Happy Housing - Recruitment notice, round ${round} (sample)`],
            },
          ]
        : [];
    out.push({
      id,
      title: title.replace("{n}", round),
      body: `${body}\n\n문의: 하늘채움 행복주택 고객센터 1600-0000 (평일 09:00~18:00)`,
      pinned: i < 2,
      publishedAt: new Date(now.getTime() - (i * 5 + 1) * 86_400_000),
      attachments,
    });
  }
  return out;
}

export const faqCategories = [
  { id: "seed-faqcat-1", name: "신청자격", sortOrder: 1 },
  { id: "seed-faqcat-2", name: "청약신청", sortOrder: 2 },
  { id: "seed-faqcat-3", name: "서류제출", sortOrder: 3 },
  { id: "seed-faqcat-4", name: "계약·입주", sortOrder: 4 },
];

export const faqItems: { categoryId: string; question: string; answer: string }[] = [
  {
    categoryId: "seed-faqcat-1",
    question: "청년 자격의 나이 기준은 어떻게 되나요?",
    answer: "입주자 모집 공고일 기준 만 19세 이상 39세 이하인 분이 신청할 수 있습니다.",
  },
  {
    categoryId: "seed-faqcat-1",
    question: "신혼부부는 혼인 기간이 얼마까지 신청할 수 있나요?",
    answer:
      "혼인 기간 7년 이내이거나, 모집 공고일로부터 입주 전까지 혼인신고를 할 예정인 예비 신혼부부도 신청할 수 있습니다.",
  },
  {
    categoryId: "seed-faqcat-1",
    question: "자동차가 있어도 신청할 수 있나요?",
    answer: "자동차가 없거나, 보유한 자동차의 가액이 3,803만 원 이하(2025년 기준)이면 신청할 수 있습니다.",
  },
  {
    categoryId: "seed-faqcat-1",
    question: "일반공급도 소득 기준이 있나요?",
    answer: "일반공급은 소득, 자산, 지역 조건이 없습니다. 무주택 요건은 동일하게 적용됩니다.",
  },
  {
    categoryId: "seed-faqcat-2",
    question: "청약은 한 사람이 몇 번 신청할 수 있나요?",
    answer: "한 회차에 한 사람당 한 건만 신청할 수 있습니다. 이미 신청한 경우 신청 내역 조회에서 수정할 수 있습니다.",
  },
  {
    categoryId: "seed-faqcat-2",
    question: "신청한 내용을 수정할 수 있나요?",
    answer: "접수 마감 전까지는 본인인증 후 신청 내역 조회 화면에서 수정할 수 있습니다.",
  },
  {
    categoryId: "seed-faqcat-2",
    question: "휴대폰 본인인증이 되지 않아요.",
    answer:
      "본인 명의의 휴대폰만 인증할 수 있습니다. 알뜰폰은 해당 통신사를 선택해주세요. 계속 안 되면 고객센터로 연락해주세요.",
  },
  {
    categoryId: "seed-faqcat-3",
    question: "어떤 서류를 내야 하나요?",
    answer:
      "주민등록표등본, 가족관계증명서, 소득·자산 증빙 서류 등이 필요합니다. 자세한 목록은 청약 가이드의 제출서류 안내를 확인해주세요.",
  },
  {
    categoryId: "seed-faqcat-3",
    question: "서류는 어떤 파일 형식으로 올려야 하나요?",
    answer: "PDF, JPG, PNG 파일을 올릴 수 있습니다. 주민등록번호 뒷자리는 반드시 가리고 올려주세요.",
  },
  {
    categoryId: "seed-faqcat-4",
    question: "계약금은 언제 내나요?",
    answer: "당첨자 발표 후 안내되는 계약 기간에 임대보증금의 10%를 계약금으로 납부합니다.",
  },
  {
    categoryId: "seed-faqcat-4",
    question: "입주 가능 시기는 언제인가요?",
    answer: "입주 지정 기간은 공고문에 안내된 일정에 따르며, 개별 문자로 다시 안내해드립니다.",
  },
];

export const downloadItems = [
  {
    id: "seed-download-1",
    title: "입주자 모집 공고문",
    description: "이번 회차 입주자 모집 공고문 전문입니다.",
    file: "notice.pdf",
    lines: ["Haneul Happy Housing - Recruitment Notice (sample)", "Please read the full notice before applying."],
  },
  {
    id: "seed-download-2",
    title: "청약 신청서 서식",
    description: "방문 접수 시 작성하는 신청서 서식입니다.",
    file: "application-form.pdf",
    lines: ["Application form (sample)", "Name / Phone / Birth date / Supply type"],
  },
  {
    id: "seed-download-3",
    title: "개인정보 수집·이용 동의서",
    description: "서류 제출 시 함께 내는 동의서입니다.",
    file: "consent.pdf",
    lines: ["Consent to the collection and use of personal data (sample)"],
  },
  {
    id: "seed-download-4",
    title: "소득·자산 확인 서류 목록",
    description: "소득·자산 증빙에 필요한 서류 목록입니다.",
    file: "documents.pdf",
    lines: ["List of documents for income and assets (sample)"],
  },
];

export const sampleTerms = [
  {
    id: "seed-term-privacy",
    code: "privacy",
    title: "개인정보처리방침",
    required: true,
    body: '하늘채움주택관리(이하 "회사")는 「개인정보 보호법」에 따라 정보주체의 개인정보를 보호하고 관련 고충을 원활하게 처리하기 위하여 다음과 같이 개인정보처리방침을 수립·공개합니다.\n\n1. 처리하는 개인정보 항목: 이름, 휴대전화번호, 생년월일, 이메일, 신청 유형, 제출 서류, 본인인증 결과(이름, 휴대전화번호, 생년월일, 성별)\n2. 처리 목적: 입주자 모집, 자격 확인, 당첨자 선정 및 계약 안내\n3. 보유 기간 (기간이 지나면 매일 파기합니다)\n- 청약 신청 정보: 입주자 선정 종료 후 5년 (관계 법령에 따른 보존 기간이 있으면 그 기간)\n- 제출하지 않은 청약 신청서(작성 중인 신청서)와 올린 서류: 해당 차수 접수 마감 후 30일\n- 관심고객 등록 정보: 등록(다시 등록한 경우 마지막 등록) 당시 모집 중이거나 모집이 공고된 차수의 접수 마감 후 1년, 그런 차수가 없었으면 등록 후 1년\n- 문자·이메일 발송 정보: 받는 사람과 내용은 발송(또는 최종 실패) 후 30일, 이후에는 발송 일시와 결과만 보관\n- 본인인증 정보: 인증 요청 후 24시간이 지난 뒤 처음 파기할 때까지 (최대 48시간). 청약 신청에 쓰인 정보는 청약 신청 정보로 보관\n- 관리자 접속·처리 기록: 2년\n4. 주민등록번호는 수집하지 않습니다.\n5. 개인정보 보호책임자: 고객센터 1600-0000, help@haneul-sample.example',
  },
  {
    id: "seed-term-application",
    code: "application",
    title: "청약 신청 개인정보 수집·이용 동의",
    required: true,
    body: "수집 항목: 이름, 휴대전화번호, 생년월일, 이메일, 배우자 정보(신혼부부 유형), 공급 유형, 소득·자산 순위, 제출 서류\n수집 목적: 청약 접수, 자격 심사, 당첨자 선정 및 안내\n보유 기간: 입주자 선정 종료 후 5년 (제출하지 않은 신청서와 올린 서류는 접수 마감 후 30일)\n동의를 거부할 수 있으나, 거부하면 청약 신청을 할 수 없습니다.",
  },
  {
    id: "seed-term-marketing",
    code: "marketing",
    title: "분양·임대 정보 수신 동의 (선택)",
    required: false,
    body: "수집 항목: 휴대전화번호, 이메일\n이용 목적: 새로운 입주자 모집, 견본주택 공개 등 안내\n보유 기간: 동의 철회 시까지\n동의하지 않아도 관심고객 등록과 청약 신청을 할 수 있습니다.",
  },
];

export const samplePopups = [
  {
    id: "seed-popup-1",
    title: "입주자 모집 접수 중",
    body: "하늘채움 행복주택 입주자 모집 청약 접수가 진행 중입니다. 마감 전에 신청해주세요.",
    linkUrl: "/application",
    sortOrder: 1,
  },
  {
    id: "seed-popup-2",
    title: "견본주택 관람 안내",
    body: "견본주택은 매일 10:00~17:00에 사전 예약 없이 관람하실 수 있습니다.",
    linkUrl: "/center/notice",
    sortOrder: 2,
  },
];
