import type { Answers } from "../../app/features/applications/application-form";
import type { ApplicationSnapshot } from "../../app/features/applications/application-records.server";
import { checkEligibility } from "../../app/features/applications/eligibility";
import type { SubmittedStatus } from "../../app/lib/enums";
import { formatDate } from "../../app/lib/format";
import type * as s from "../schema";
import { makePdf } from "./pdf";

/*
 * Sample submitted applications of the open round, so a local console has
 * something to review: varied statuses, supply types and ranks, one on paper, one edited
 * (version 2), a pair with the same phone and a pair with the same name and birth date. Each
 * has an ID-card PDF in R2, its status history and the version snapshots the journey writes.
 * Local databases only (the seed skips them elsewhere): there is no sample column to mark
 * them, so their ids start with `seed-application-` and their receipt numbers with `H2-SAMP-`.
 * Names are fictional; phones are in the unused 010-2000-00xx block.
 */

type Person = {
  name: string;
  phone: string;
  birth: string;
  status: SubmittedStatus;
  answers: Partial<Answers> & Pick<Answers, "qualificationType" | "unitType" | "supplyType">;
  lang?: "ko" | "en" | "cn";
  paper?: boolean;
  /** The answers of version 1 when the application was edited once since (version 2 = `answers`). */
  editedFrom?: Partial<Answers>;
};

const youth = { qualificationType: "YOUTH_TYPE", supplyCategory: "YOUTH" } as const;
const married = { qualificationType: "MARRIED_TYPE", supplyCategory: "MARRIED" } as const;

const PEOPLE: Person[] = [
  {
    name: "김하늘",
    phone: "01020000001",
    birth: "19980312",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36A" },
  },
  {
    name: "이바다",
    phone: "01020000002",
    birth: "19930705",
    status: "UNDER_REVIEW",
    answers: {
      ...married,
      supplyType: "SPECIAL_TYPE",
      unitType: "39A",
      earningRank: "FIRST",
      regionRank: "FIRST",
      spouseName: "조은결",
      spousePhone: "01020000102",
      spouseBirth: "19920410",
      marriagePlanned: false,
      marriageDate: "20220505",
    },
    editedFrom: { unitType: "36A" },
  },
  {
    name: "박구름",
    phone: "01020000003",
    birth: "20010101",
    status: "FIX_REQUESTED",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "18A", earningRank: "SECOND", regionRank: "FIRST" },
    lang: "en",
  },
  {
    name: "최나래",
    phone: "01020000004",
    birth: "19960220",
    status: "ELIGIBLE",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18B" },
  },
  {
    name: "정다온",
    phone: "01020000005",
    birth: "19900909",
    status: "INELIGIBLE",
    answers: {
      ...married,
      supplyType: "NORMAL_TYPE",
      unitType: "36B",
      isHomeless: false,
      spouseName: "문해솔",
      spousePhone: "01020000105",
      spouseBirth: "19891111",
      marriagePlanned: false,
      marriageDate: "20210303",
    },
  },
  {
    name: "한별",
    phone: "01020000006",
    birth: "19970417",
    status: "SELECTED",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "36A", earningRank: "THIRD", regionRank: "SECOND" },
    lang: "cn",
  },
  {
    name: "윤슬",
    phone: "01020000007",
    birth: "19950830",
    status: "WAITING",
    answers: {
      ...married,
      supplyType: "SPECIAL_TYPE",
      unitType: "36C",
      earningRank: "FIRST",
      regionRank: "SECOND",
      spouseName: "배나무",
      spousePhone: "01020000107",
      spouseBirth: "19940101",
      marriagePlanned: true,
      marriageDate: null,
    },
  },
  {
    name: "서이안",
    phone: "01020000008",
    birth: "19990111",
    status: "NOT_SELECTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18A", isCar: true, carValue: 25_000_000 },
  },
  {
    name: "강도윤",
    phone: "01020000009",
    birth: "19940606",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36A" },
    paper: true,
  },
  // Same phone as 김하늘 (a family phone, or one person twice): flagged.
  {
    name: "오시우",
    phone: "01020000001",
    birth: "19920202",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36B" },
  },
  // Same name and birth date, different phones: flagged.
  {
    name: "김하람",
    phone: "01020000011",
    birth: "19950505",
    status: "WITHDRAWN",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18A" },
  },
  {
    name: "김하람",
    phone: "01020000012",
    birth: "19950505",
    status: "UNDER_REVIEW",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "18B", earningRank: "SECOND", regionRank: "THIRD" },
  },
];

/**
 * ELIGIBLE applicants for a draw on the local seed: twelve newlyweds for the general supply
 * of 36C (ten households), with varied ranks, so a draw shows selected and waiting places.
 * Receipt numbers `H2-DRAW-…`, ids `seed-draw-application-…`, phones 010-2000-02xx.
 */
const DRAW_NAMES = [
  "남궁솔",
  "황보람",
  "선우진",
  "독고윤",
  "제갈현",
  "사공민",
  "서문결",
  "탁지안",
  "봉하율",
  "편시온",
  "국새봄",
  "어진우",
];
const RANK_CYCLE = ["FIRST", "SECOND", "THIRD", null] as const;
const DRAW_PEOPLE: Person[] = DRAW_NAMES.map((name, i) => ({
  name,
  phone: `0102000${String(200 + i + 1).padStart(4, "0")}`,
  birth: `199${i % 10}0${(i % 9) + 1}15`,
  status: "ELIGIBLE",
  answers: {
    ...married,
    supplyType: "NORMAL_TYPE",
    unitType: "36C",
    regionRank: RANK_CYCLE[i % 4] ?? null,
    earningRank: RANK_CYCLE[(i + 1) % 4] ?? null,
    spouseName: "배우자",
    spousePhone: `0102000${String(300 + i + 1).padStart(4, "0")}`,
    spouseBirth: "19940101",
    marriagePlanned: false,
    marriageDate: "20230505",
  },
}));

const complete = (p: Person): Answers => ({
  email: `sample${p.phone.slice(-2)}@example.com`,
  earningRank: null,
  regionRank: null,
  isHomeless: true,
  isAsset: false,
  isCar: false,
  carValue: null,
  spouseName: null,
  spousePhone: null,
  spouseBirth: null,
  marriagePlanned: null,
  marriageDate: null,
  ...p.answers,
  supplyCategory: p.answers.supplyCategory ?? (p.answers.qualificationType === "YOUTH_TYPE" ? "YOUTH" : "MARRIED"),
});

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type SampleApplications = {
  files: { key: string; pdf: Uint8Array }[];
  applications: (typeof s.applications.$inferInsert)[];
  documents: (typeof s.applicationDocuments.$inferInsert)[];
  versions: (typeof s.applicationVersions.$inferInsert)[];
  history: (typeof s.applicationStatusHistory.$inferInsert)[];
};

/** The sample applications of `round` (open since `openAt`), submitted over the hours before `now`. */
export async function sampleApplications(
  round: { id: string; round: number; openAt: Date },
  now: Date,
  manager: string,
): Promise<SampleApplications> {
  const out: SampleApplications = { files: [], applications: [], documents: [], versions: [], history: [] };
  const referenceDate = formatDate(round.openAt).replace(/-/g, "");
  const all = [
    ...PEOPLE.map((p, i) => ({ p, i, kind: "application", code: "SAMP" })),
    ...DRAW_PEOPLE.map((p, i) => ({ p, i, kind: "draw-application", code: "DRAW" })),
  ];
  for (const { p, i, kind, code } of all) {
    const n = String(i + 1).padStart(2, "0");
    const id = `seed-${kind}-${n}`;
    const receiptNo = `H${round.round}-${code}-00${n}`;
    const submittedAt = new Date(now.getTime() - (all.length - i) * 3_600_000);
    const answers = complete(p);
    const pdf = makePdf(["Sample ID card", `Application ${receiptNo}`, "Local seed data"]);
    const key = `applications/${id}/seed-id-card`;
    const document = {
      name: "idCard",
      kind: "idCard",
      originalName: `신분증_${p.name}.pdf`,
      contentType: "application/pdf",
      size: pdf.byteLength,
      sha256: await sha256(pdf),
    };
    const actor = p.paper ? manager : "applicant";
    const terms = [
      { code: "privacy", version: 1, agreedAt: submittedAt.toISOString() },
      { code: "application", version: 1, agreedAt: submittedAt.toISOString() },
    ];
    const snapshot = (a: Answers): ApplicationSnapshot => ({
      receiptNo,
      name: p.name,
      phone: p.phone,
      birth: p.birth,
      terms,
      answers: a,
      documents: [document],
      eligibility: checkEligibility({ ...a, birth: p.birth, referenceDate }),
    });
    const versions = p.editedFrom ? [{ ...answers, ...p.editedFrom }, answers] : [answers];
    out.files.push({ key, pdf });
    out.applications.push({
      id,
      roundId: round.id,
      personKey: kind === "application" ? `seed-sample-person-${n}` : `seed-sample-draw-person-${n}`,
      channel: p.paper ? "PAPER" : "ONLINE",
      createdBy: p.paper ? manager : null,
      lang: p.lang ?? "ko",
      terms,
      name: p.name,
      phone: p.phone,
      birth: p.birth,
      ...answers,
      status: p.status,
      version: versions.length,
      receiptNo,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
    const flagged = p.status === "FIX_REQUESTED";
    out.documents.push({
      id: `${id}-idcard`,
      applicationId: id,
      ...document,
      r2Key: key,
      reviewState: flagged ? "FLAGGED" : p.status === "SUBMITTED" ? "PENDING" : "ACCEPTED",
      reviewReason: flagged ? "신분증 사본의 글자가 흐려 알아볼 수 없습니다. 선명하게 다시 올려주세요." : null,
      fixDeadline: flagged ? new Date(now.getTime() + 7 * 86_400_000) : null,
      reviewedAt: p.status === "SUBMITTED" ? null : now,
      reviewedBy: p.status === "SUBMITTED" ? null : manager,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
    versions.forEach((a, v) => {
      out.versions.push({
        id: `${id}-v${v + 1}`,
        applicationId: id,
        version: v + 1,
        token: `${id}-v${v + 1}`,
        actor,
        snapshot: snapshot(a),
        createdAt: new Date(submittedAt.getTime() + v * 1_800_000),
      });
    });
    out.history.push({
      id: `${id}-h1`,
      applicationId: id,
      fromStatus: "DRAFT",
      toStatus: "SUBMITTED",
      actor,
      createdAt: submittedAt,
    });
    if (p.status !== "SUBMITTED") {
      out.history.push({
        id: `${id}-h2`,
        applicationId: id,
        fromStatus: "SUBMITTED",
        toStatus: p.status,
        actor: p.status === "WITHDRAWN" ? "applicant" : manager,
        note: p.status === "WITHDRAWN" ? null : "샘플 데이터: 검토 예시",
        createdAt: new Date(now.getTime() - 600_000),
      });
    }
  }
  return out;
}
