/**
 * The complex's numbers, written once and used by every language's pages so the tables
 * cannot disagree. Unit types and exclusive areas are docs/product.md §3.2's; the rest is sample data.
 */
import { UNIT_TYPES as UNIT_AREAS, type UnitType } from "../../../lib/enums";
import { formatNumber } from "../../../lib/format";
import type { Language } from "../../../lib/i18n/languages";

export type UnitTypeFacts = {
  code: UnitType;
  /** Exclusive area in ㎡ (docs/product.md §3.2), from app/lib/enums.ts, where the unit types are defined. */
  exclusive: number;
  /** Residential common area in ㎡. */
  common: number;
  households: number;
  special: number;
  general: number;
  target: "youth" | "newlywed";
  deposit: number;
  rent: number;
  /** Estimated monthly maintenance fee. */
  fee: number;
};

const SAMPLE_FACTS: readonly Omit<UnitTypeFacts, "exclusive">[] = [
  {
    code: "18A",
    common: 10.12,
    households: 96,
    special: 58,
    general: 38,
    target: "youth",
    deposit: 27_360_000,
    rent: 117_000,
    fee: 65_000,
  },
  {
    code: "18B",
    common: 9.94,
    households: 60,
    special: 36,
    general: 24,
    target: "youth",
    deposit: 26_880_000,
    rent: 115_000,
    fee: 64_000,
  },
  {
    code: "36A",
    common: 17.89,
    households: 54,
    special: 32,
    general: 22,
    target: "newlywed",
    deposit: 53_100_000,
    rent: 227_000,
    fee: 112_000,
  },
  {
    code: "36B",
    common: 17.89,
    households: 36,
    special: 22,
    general: 14,
    target: "newlywed",
    deposit: 53_100_000,
    rent: 227_000,
    fee: 112_000,
  },
  {
    code: "36C",
    common: 17.9,
    households: 24,
    special: 14,
    general: 10,
    target: "newlywed",
    deposit: 53_120_000,
    rent: 227_000,
    fee: 112_000,
  },
  {
    code: "39A",
    common: 19.27,
    households: 30,
    special: 18,
    general: 12,
    target: "newlywed",
    deposit: 57_100_000,
    rent: 244_000,
    fee: 120_000,
  },
];

export const UNIT_TYPES: readonly UnitTypeFacts[] = SAMPLE_FACTS.map((u) => ({ ...u, exclusive: UNIT_AREAS[u.code] }));

export const TOTAL_HOUSEHOLDS = UNIT_TYPES.reduce((sum, u) => sum + u.households, 0);
export const TOTAL_SPECIAL = UNIT_TYPES.reduce((sum, u) => sum + u.special, 0);
export const TOTAL_GENERAL = UNIT_TYPES.reduce((sum, u) => sum + u.general, 0);

export function unitType(code: UnitTypeFacts["code"]): UnitTypeFacts {
  const found = UNIT_TYPES.find((u) => u.code === code);
  if (!found) throw new Error(`unknown unit type ${code}`);
  return found;
}

/** Rent converted into deposit: at most 60 % of the rent, at 6 % a year. */
export const RAISE = { share: 0.6, rate: 0.06 };
/** Deposit converted into rent: at most 30 % of the deposit, at 2.5 % a year. */
export const LOWER = { share: 0.3, rate: 0.025 };

export function withRaisedDeposit(u: UnitTypeFacts) {
  const rentCut = Math.round(u.rent * RAISE.share);
  return { deposit: u.deposit + Math.round((rentCut * 12) / RAISE.rate), rent: u.rent - rentCut };
}

export function withLoweredDeposit(u: UnitTypeFacts) {
  const depositCut = Math.round(u.deposit * LOWER.share);
  const rentRise = Math.round((depositCut * LOWER.rate) / 12 / 100) * 100;
  return { deposit: u.deposit - depositCut, rent: u.rent + rentRise };
}

/** Contract deposit: 10 % of the rental deposit, the rest on moving in. */
export const contractPayment = (u: UnitTypeFacts) => Math.round(u.deposit * 0.1);

export const area = (m2: number) => `${m2.toFixed(2)} ㎡`;
export const supplyArea = (u: UnitTypeFacts) => area(u.exclusive + u.common);

const PYEONG_M2 = 3.3058;
/** Community facilities given in pyeong (docs/product.md §1.2), with their size in ㎡. */
export const FITNESS_PYEONG = 65;
export const LIBRARY_PYEONG = 54;
export const LIBRARY_FLOOR = 21;
export const pyeongToM2 = (pyeong: number) => area(Math.round(pyeong * PYEONG_M2 * 100) / 100);

/** Car value limit, 2025 basis (docs/product.md §9.2): 38.03 million won. */
export const CAR_VALUE_LIMIT = 38_030_000;

export function won(lang: Language, amount: number): string {
  const n = formatNumber(amount);
  if (lang === "en") return `KRW ${n}`;
  if (lang === "cn") return `${n}韩元`;
  return `${n}원`;
}

export const count = (lang: Language, n: number) => (lang === "ko" ? `${n}세대` : lang === "cn" ? `${n}户` : `${n}`);

/** Sample map position (Guro-gu, Seoul) for the Kakao and Naver map links. */
export const MAP_POINT = { lat: 37.4955, lng: 126.887 };
const MAP_NAME = encodeURIComponent("하늘채움 행복주택(샘플)");
export const KAKAO_MAP_URL = `https://map.kakao.com/link/map/${MAP_NAME},${MAP_POINT.lat},${MAP_POINT.lng}`;
export const KAKAO_ROUTE_URL = `https://map.kakao.com/link/to/${MAP_NAME},${MAP_POINT.lat},${MAP_POINT.lng}`;
export const NAVER_MAP_URL = `https://map.naver.com/p/search/${encodeURIComponent("서울특별시 구로구 구로동")}`;

/** Housing-cost support of the sample operator (amounts in won). */
export const SUPPORT = {
  interestPoints: 2,
  loanLimitYouth: 45_000_000,
  loanLimitNewlywed: 60_000_000,
  rentMonthly: 200_000,
  rentMonths: 12,
  birthDiscountPercent: 50,
  birthYearsPerChild: 2,
  movingCost: 400_000,
};

/** A worked example: an 18A youth tenant who borrows 20 million won at 3.5 % for the deposit. */
export const SUPPORT_EXAMPLE = (() => {
  const loan = 20_000_000;
  const loanRatePercent = 3.5;
  const loanRate = loanRatePercent / 100;
  const u = unitType("18A");
  const interestBefore = Math.round((loan * loanRate) / 12);
  const interestAfter = Math.round((loan * (loanRate - SUPPORT.interestPoints / 100)) / 12);
  const rentAfter = Math.max(0, u.rent - SUPPORT.rentMonthly);
  return {
    loan,
    loanRatePercent,
    rentBefore: u.rent,
    rentAfter,
    interestBefore,
    interestAfter,
    totalBefore: u.rent + interestBefore,
    totalAfter: rentAfter + interestAfter,
  };
})();
