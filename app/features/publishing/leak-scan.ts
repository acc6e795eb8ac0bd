/*
 * What counts as personal data in content a manager is about to publish (docs/product/
 * publishing.md): 주민등록번호 / 외국인등록번호, runs of mobile numbers, and rows that put a
 * Korean name beside a mobile number or a birth date. Pure: rows of text in, counts and
 * columns out, never the values found. The rules lean towards what a leaked list looks like
 * (many people), so an office number or one contact mobile in a notice is not a finding.
 */

export type LeakKind = "rrn" | "mobile" | "nameRows";

/** A finding: how many, and (for a spreadsheet or CSV) in which columns. Never the values. */
export type LeakFinding = { kind: LeakKind; count: number; columns: string[] };

/**
 * A line of text, or a table row of cells; `columns` names each cell's column (A, B…) when
 * known, `row` a spreadsheet row's own number (from 1; rows with no text are not listed).
 */
export type TextRow = { cells: string[]; columns?: string[]; row?: number };

/** Distinct mobile numbers in one place that make a run (one or two contacts are not). */
export const MOBILE_RUN = 3;
/** Rows of name + mobile / birth date in one place that make a table of people. */
export const NAME_ROWS = 3;

const RRN = /(?<![\d-])(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:(\s*[-–]\s*|\s)|)([1-8])(\d{6})(?![\d-])/g;
const RRN_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
/** A corporation's registration number has the same 6-7 shape and is public. */
const CORPORATE = /법인(?:등록)?\s*번호\s*[:：]?\s*$/;

const MOBILE = /(?<![\d-])(?:\+82[-.\s]?|0)1[016789][-.\s]?\d{3,4}[-.\s]?\d{4}(?![\d-])/g;
/** A birth date with its year (1920–2012: a schedule's dates are later), or YYYYMMDD. */
const BIRTH_DATE =
  /(?<!\d)(19[2-9]\d|20(?:0\d|1[0-2]))\s*[-./년]?\s*(0?[1-9]|1[0-2])\s*[-./월]?\s*(0?[1-9]|[12]\d|3[01])(?!\d)/;
/** A whole cell of YYMMDD (a spreadsheet's birth column). */
const SHORT_BIRTH_CELL = /^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/** Surnames of nearly every Korean (one syllable, and the common two-syllable ones). */
const SURNAMES = new Set([
  ..."김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반라왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감음빈동온호범좌승",
]);
const COMPOUND_SURNAMES = ["남궁", "황보", "제갈", "선우", "독고", "사공", "서문"];
/** Words of notices that happen to begin with a surname's syllable. */
const NOT_NAMES = new Set(
  "문의 안내 신청 접수 공고 모집 전화 연락 담당 고객 상담 정보 기간 장소 주소 이름 성명 번호 시간 일정 방문 계약 입주 서류 제출 확인 대상 조건 소득 자산 기준 결과 발표 당첨 예비 청년 신혼 부부 주택 단지 관리 사무소 센터 평일 주말 오전 오후 휴대 휴대폰 연락처 생년 월일 생년월일 성별 남자 여자 남성 여성 장애 점수 순위 합계 비고 구분 유형 공급 일반 특별 우선 차량 자동차 지역 거주 무주택 세대 세대주 가구 인원 동의 서명 날짜 일자 금액 보증금 임대료 월세 주차 관람 견본 주택형 면적 타입 층수 호수 동호 제목 내용 본문 답변 질문 회차 차수 접수처 고객센터 관리자 담당자 대표 대표자 사업자 법인 주민 주민등록 외국인 등록 번호판 이메일 홈페이지 사이트 기타 참고 유의 주의 사항 공지 알림 행사 일시 시작 종료 마감 진행 예정 완료 취소 변경 수정 삭제 추가 선정 탈락 대기 심사 적격 부적격 보완 요청 신분증 등본 초본 증명서 통장 사본 성명란 이용 수집 목적 보유 파기 제공 위탁 처리 동의서 신청서 서식 양식 목록 부록 별지 별표 한국 서울 강서 양천 구로 지하철 역세권 도보 버스 정류장 하늘 채움 하늘채움".split(
    " ",
  ),
);

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function realDate(year: number, month: number, day: number): boolean {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day >= 1 && day <= days;
}

/** The century a registration number's seventh digit (gender) says its holder was born in. */
const CENTURY: Record<string, number> = {
  "1": 1900,
  "2": 1900,
  "5": 1900,
  "6": 1900,
  "3": 2000,
  "4": 2000,
  "7": 2000,
  "8": 2000,
};

/** The check digit of a 주민등록번호 (Korean: 11 − sum mod 11) or an older 외국인등록번호 (13 − …). */
function checksumHolds(digits: string): boolean {
  const sum = RRN_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const foreigner = Number(digits[6]) >= 5;
  return ((foreigner ? 13 : 11) - (sum % 11)) % 10 === Number(digits[12]);
}

/**
 * 주민등록번호 / 외국인등록번호 in a text: six digits of a real date and a gender digit 1–8.
 * Written with a separator (900101-1234567) that shape is enough: numbers given since
 * October 2020 have random last digits, so no checksum is required of them. Thirteen digits
 * run together must also pass the check digit, so an order or account number rarely counts.
 * A number labelled as a corporation's (법인등록번호) does not count.
 */
export function countRegistrationNumbers(text: string): number {
  let count = 0;
  for (const m of text.matchAll(RRN)) {
    const [, yy, mm, dd, separator, gender, rest] = m as unknown as string[];
    const century = CENTURY[gender ?? ""];
    if (!century || !realDate(century + Number(yy), Number(mm), Number(dd))) continue;
    if (CORPORATE.test(text.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) continue;
    const digits = `${yy}${mm}${dd}${gender}${rest}`;
    if (!separator && !checksumHolds(digits)) continue;
    count++;
  }
  return count;
}

/** The mobile numbers in a text, as digits (+82 written as 0). */
export function mobileNumbers(text: string): string[] {
  return [...text.matchAll(MOBILE)].map((m) => m[0].replace(/\D/g, "").replace(/^821/, "01"));
}

/** Whether a text holds a birth date (a full date of 1920–2012). */
export function hasBirthDate(text: string): boolean {
  const m = BIRTH_DATE.exec(text);
  return Boolean(m && realDate(Number(m[1]), Number(m[2]), Number(m[3])));
}

/** Whether a word reads as a Korean name: two to four syllables after a common surname. */
export function looksLikeName(word: string): boolean {
  if (!/^[가-힣]{2,4}$/.test(word) || NOT_NAMES.has(word)) return false;
  if (COMPOUND_SURNAMES.some((s) => word.startsWith(s))) return word.length >= 3;
  return SURNAMES.has(word[0] ?? "") && word.length <= 4;
}

const words = (text: string) => text.split(/[^가-힣]+/).filter(Boolean);

type Hits = { count: number; columns: Set<string> };
const hits = (): Hits => ({ count: 0, columns: new Set() });

/**
 * Scans rows of one place (a body, a sheet, a file) and answers what it found: every
 * registration number; mobile numbers when at least MOBILE_RUN distinct ones; rows with a
 * name beside a mobile number or birth date when at least NAME_ROWS.
 */
export function scanRows(rows: TextRow[]): LeakFinding[] {
  const rrn = hits();
  const mobile = hits();
  const mobiles = new Set<string>();
  const nameRows = hits();
  for (const row of rows) {
    let name: string | undefined;
    let companion: string | undefined;
    row.cells.forEach((cell, i) => {
      const column = row.columns?.[i];
      const n = countRegistrationNumbers(cell);
      if (n) {
        rrn.count += n;
        if (column) rrn.columns.add(column);
      }
      const found = mobileNumbers(cell);
      for (const number of found) mobiles.add(number);
      if (found.length && column) mobile.columns.add(column);
      if (name === undefined && words(cell).some(looksLikeName)) name = column ?? "";
      const birth = hasBirthDate(cell) || (row.columns !== undefined && SHORT_BIRTH_CELL.test(cell.trim()));
      if (companion === undefined && (found.length || n || birth)) companion = column ?? "";
    });
    if (name !== undefined && companion !== undefined) {
      nameRows.count++;
      if (name) nameRows.columns.add(name);
      if (companion) nameRows.columns.add(companion);
    }
  }
  mobile.count = mobiles.size;
  const findings: LeakFinding[] = [];
  const add = (kind: LeakKind, h: Hits) =>
    findings.push({ kind, count: h.count, columns: [...h.columns].sort(byColumn) });
  if (rrn.count > 0) add("rrn", rrn);
  if (mobile.count >= MOBILE_RUN) add("mobile", mobile);
  if (nameRows.count >= NAME_ROWS) add("nameRows", nameRows);
  return findings;
}

/** A, B, … Z, AA: spreadsheet order. */
function byColumn(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b);
}

/** Plain text as rows: one per line. */
export function textRows(text: string): TextRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ cells: [line] }));
}
