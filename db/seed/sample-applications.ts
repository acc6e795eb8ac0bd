import { PAPER_NOTE } from "../../app/features/application-review/paper-entry.server";
import type { Answers } from "../../app/features/applications/application-form";
import type { ApplicationSnapshot } from "../../app/features/applications/application-records.server";
import { checkEligibility } from "../../app/features/applications/eligibility";
import { paperIdentityKey } from "../../app/features/applications/paper-claim.server";
import { SANDBOX_PEOPLE, type SandboxPerson } from "../../app/features/identity/sandbox-people";
import { sandboxPersonKey } from "../../app/features/identity/sandbox-provider.server";
import type { SubmittedStatus } from "../../app/lib/enums";
import { formatDate } from "../../app/lib/format";
import type * as s from "../schema";
import { makePdf } from "./pdf";
import { sampleApplicationId, sampleRowId } from "./sample-ids";

/*
 * Sample submitted applications, so a local console has something to review and to draw, and
 * a newcomer can meet them as their applicants (local databases only: the seed skips them
 * elsewhere). Round 2 (open) holds the review samples `H2-SAMP-…`: varied review statuses,
 * supply types and ranks, one on paper, one edited (version 2), a pair with the same phone and
 * a pair with the same name and birth date. Round 1 (closed) holds the draw samples
 * `H1-DRAW-…`: twelve ELIGIBLE newlyweds for the general supply of 36C (ten households), with
 * varied ranks, so a draw gives ten selected and two waiting there, and one INELIGIBLE and one
 * WITHDRAWN application of other groups that the draw leaves out. No outcome is seeded: only a
 * draw sets SELECTED, WAITING and NOT_SELECTED.
 *
 * The people are SANDBOX_PEOPLE (app/features/identity/sandbox-people.ts): each application's
 * person key is what a sandbox verification of its person id gives under the worker's
 * IDENTITY_HMAC_KEY, so verifying as them finds it. Ids are 32 hex digits (./sample-ids.ts).
 * Each has an ID-card PDF in R2, the version snapshots the journey writes and the status
 * history the review would have written.
 */

/** The statuses a review leaves; the draw's outcomes are never seeded. */
type ReviewStatus = Exclude<SubmittedStatus, "SELECTED" | "WAITING" | "NOT_SELECTED">;

type Sample = {
  personId: string;
  status: ReviewStatus;
  answers: Partial<Answers> & Pick<Answers, "qualificationType" | "unitType" | "supplyType">;
  lang?: "ko" | "en" | "cn";
  paper?: boolean;
  /** The answers of version 1 when the application was edited once since (version 2 = `answers`). */
  editedFrom?: Partial<Answers>;
  /** The manager's note of an INELIGIBLE or WITHDRAWN application (the status page requires one). */
  note?: string;
};

const youth = { qualificationType: "YOUTH_TYPE", supplyCategory: "YOUTH" } as const;
const married = { qualificationType: "MARRIED_TYPE", supplyCategory: "MARRIED" } as const;

const FLAG_REASON = "신분증 사본의 글자가 흐려 알아볼 수 없습니다. 선명하게 다시 올려주세요.";

/** Round 2's review samples (H2-SAMP-0001 to -0012, in that order). */
const REVIEW_SAMPLES: Sample[] = [
  {
    personId: "sample-01",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36A" },
  },
  {
    personId: "sample-02",
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
    personId: "sample-03",
    status: "FIX_REQUESTED",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "18A", earningRank: "SECOND", regionRank: "FIRST" },
    lang: "en",
  },
  {
    personId: "sample-04",
    status: "ELIGIBLE",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18B" },
  },
  {
    personId: "sample-05",
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
    note: "샘플 데이터: 무주택 요건을 충족하지 않습니다.",
  },
  {
    personId: "sample-06",
    status: "ELIGIBLE",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "36A", earningRank: "THIRD", regionRank: "SECOND" },
    lang: "cn",
  },
  {
    personId: "sample-07",
    status: "UNDER_REVIEW",
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
    personId: "sample-08",
    status: "ELIGIBLE",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18A", isCar: true, carValue: 25_000_000 },
  },
  {
    personId: "sample-09",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36A" },
    paper: true,
  },
  {
    personId: "sample-10",
    status: "SUBMITTED",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "36B" },
  },
  {
    personId: "sample-11",
    status: "WITHDRAWN",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18A" },
    note: "샘플 데이터: 신청자가 전화로 취소를 요청했습니다.",
  },
  {
    personId: "sample-12",
    status: "UNDER_REVIEW",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "18B", earningRank: "SECOND", regionRank: "THIRD" },
  },
];

const RANK_CYCLE = ["FIRST", "SECOND", "THIRD", null] as const;

/** Round 1's draw samples (H1-DRAW-0001 to -0014, in that order). */
const DRAW_SAMPLES: Sample[] = [
  ...Array.from(
    { length: 12 },
    (_, i): Sample => ({
      personId: `sample-${13 + i}`,
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
    }),
  ),
  {
    personId: "sample-25",
    status: "INELIGIBLE",
    answers: { ...youth, supplyType: "NORMAL_TYPE", unitType: "18A", isCar: true, carValue: 45_000_000 },
    note: "샘플 데이터: 차량가액이 기준을 넘습니다.",
  },
  {
    personId: "sample-26",
    status: "WITHDRAWN",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "36A", earningRank: "FIRST", regionRank: "FIRST" },
    note: "샘플 데이터: 신청자가 전화로 취소를 요청했습니다.",
  },
];

/** The review's steps after the submission, each with its note, as the console writes them. */
function reviewSteps(sample: Sample): { to: ReviewStatus; note: string }[] {
  const review = { to: "UNDER_REVIEW" as const, note: "샘플 데이터: 검토 예시" };
  switch (sample.status) {
    case "SUBMITTED":
      return [];
    case "UNDER_REVIEW":
      return [review];
    // Flagging a document moves the application on, with the flag's reason as the note.
    case "FIX_REQUESTED":
      return [review, { to: "FIX_REQUESTED", note: FLAG_REASON }];
    case "ELIGIBLE":
      return [review, { to: "ELIGIBLE", note: "샘플 데이터: 서류 확인 완료" }];
    case "INELIGIBLE":
      return [review, { to: "INELIGIBLE", note: sample.note ?? "" }];
    // Withdrawn on the applicant's request before any review.
    case "WITHDRAWN":
      return [{ to: "WITHDRAWN", note: sample.note ?? "" }];
  }
}

const complete = (p: SandboxPerson, sample: Sample): Answers => ({
  email: `${p.personId}@example.com`,
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
  ...sample.answers,
  supplyCategory:
    sample.answers.supplyCategory ?? (sample.answers.qualificationType === "YOUTH_TYPE" ? "YOUTH" : "MARRIED"),
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

/** A seeded round the samples go in: round 1 closed before `now`, round 2 open. */
export type SampleRound = { id: string; round: 1 | 2; openAt: Date; deadAt: Date };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When the i-th of `count` samples of `round` was submitted and its review steps were taken: in
 * a closed round, every six hours from the opening, reviewed from the morning after the
 * deadline (a withdrawal the day after submitting); in an open one, over the hours before
 * `now`, reviewed minutes ago.
 */
function timesOf(round: SampleRound, now: Date, i: number, count: number, withdrawn: boolean) {
  if (round.deadAt <= now) {
    const submittedAt = new Date(round.openAt.getTime() + (i + 1) * 6 * HOUR);
    const step = (k: number) =>
      withdrawn
        ? new Date(submittedAt.getTime() + DAY)
        : new Date(round.deadAt.getTime() + 17 * HOUR + k * DAY + i * 60_000);
    return { submittedAt, step };
  }
  const submittedAt = new Date(now.getTime() - (count - i) * HOUR);
  return { submittedAt, step: (k: number) => new Date(now.getTime() - (20 - 10 * k) * 60_000) };
}

/**
 * The sample applications of `rounds` (round 1 gets the draw samples, round 2 the review ones),
 * their people keyed with `identityKey` (the worker's IDENTITY_HMAC_KEY) as the sandbox keys them.
 */
export async function sampleApplications(
  rounds: readonly SampleRound[],
  now: Date,
  manager: string,
  identityKey: string,
): Promise<SampleApplications> {
  const out: SampleApplications = { files: [], applications: [], documents: [], versions: [], history: [] };
  const groups = [
    { number: 2, samples: REVIEW_SAMPLES },
    { number: 1, samples: DRAW_SAMPLES },
  ] as const;
  for (const { number, samples } of groups) {
    const round = rounds.find((r) => r.round === number);
    if (!round) throw new Error(`no round ${number} for the sample applications`);
    const referenceDate = formatDate(round.openAt).replace(/-/g, "");
    for (const [i, sample] of samples.entries()) {
      const p = SANDBOX_PEOPLE.find((x) => x.personId === sample.personId);
      if (p?.round !== number) throw new Error(`${sample.personId} is not a sandbox person of round ${number}`);
      const times = timesOf(round, now, i, samples.length, sample.status === "WITHDRAWN");
      await addSample(out, { round, referenceDate, now, manager, identityKey }, p, sample, times);
    }
  }
  return out;
}

type Context = { round: SampleRound; referenceDate: string; now: Date; manager: string; identityKey: string };

async function addSample(
  out: SampleApplications,
  { round, referenceDate, now, manager, identityKey }: Context,
  p: SandboxPerson,
  sample: Sample,
  { submittedAt, step }: { submittedAt: Date; step: (k: number) => Date },
) {
  const { receiptNo } = p;
  const id = await sampleApplicationId(receiptNo);
  const rowId = (part: string) => sampleRowId(receiptNo, part);
  const answers = complete(p, sample);
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
  const actor = sample.paper ? manager : "applicant";
  const terms = [
    { code: "privacy", version: 1, agreedAt: submittedAt.toISOString() },
    { code: "application", version: 1, agreedAt: submittedAt.toISOString() },
  ];
  const snapshot = (a: Answers): ApplicationSnapshot & Record<string, unknown> => ({
    receiptNo,
    name: p.name,
    phone: p.phone,
    birth: p.birth,
    terms,
    answers: a,
    documents: [document],
    eligibility: checkEligibility({ ...a, birth: p.birth, referenceDate }),
    // What a paper entry keeps beside (paper-entry.server.ts).
    ...(sample.paper ? { channel: "PAPER", receivedAt: submittedAt.toISOString() } : {}),
  });
  const versions = sample.editedFrom ? [{ ...answers, ...sample.editedFrom }, answers] : [answers];
  const steps = reviewSteps(sample).map((s, k) => ({ ...s, at: step(k) }));
  const lastChange = steps.at(-1)?.at ?? submittedAt;
  out.files.push({ key, pdf });
  out.applications.push({
    id,
    roundId: round.id,
    personKey: await sandboxPersonKey(identityKey, p.personId),
    channel: sample.paper ? "PAPER" : "ONLINE",
    createdBy: sample.paper ? manager : null,
    // A paper application keeps the identity the manager confirmed (paper-claim.server.ts).
    paperIdentity: sample.paper ? await paperIdentityKey(identityKey, p) : null,
    lang: sample.lang ?? "ko",
    terms,
    name: p.name,
    phone: p.phone,
    birth: p.birth,
    ...answers,
    status: sample.status,
    version: versions.length,
    receiptNo,
    submittedAt,
    createdAt: submittedAt,
    updatedAt: lastChange,
  });
  const flagged = sample.status === "FIX_REQUESTED";
  const decided = steps.find((s) => s.to === "ELIGIBLE" || s.to === "INELIGIBLE" || s.to === "FIX_REQUESTED");
  out.documents.push({
    id: await rowId("idcard"),
    applicationId: id,
    ...document,
    r2Key: key,
    reviewState: flagged ? "FLAGGED" : decided ? "ACCEPTED" : "PENDING",
    reviewReason: flagged ? FLAG_REASON : null,
    fixDeadline: flagged ? new Date(now.getTime() + 7 * DAY) : null,
    reviewedAt: decided?.at ?? null,
    reviewedBy: decided ? manager : null,
    createdAt: submittedAt,
    updatedAt: decided?.at ?? submittedAt,
  });
  for (const [v, a] of versions.entries()) {
    out.versions.push({
      id: await rowId(`v${v + 1}`),
      applicationId: id,
      version: v + 1,
      token: `seed:${receiptNo}:v${v + 1}`,
      actor,
      snapshot: snapshot(a),
      createdAt: new Date(submittedAt.getTime() + v * 1_800_000),
    });
  }
  out.history.push({
    id: await rowId("h1"),
    applicationId: id,
    fromStatus: "DRAFT",
    toStatus: "SUBMITTED",
    actor,
    note: sample.paper ? PAPER_NOTE : null,
    createdAt: submittedAt,
  });
  let from: SubmittedStatus = "SUBMITTED";
  for (const [k, s] of steps.entries()) {
    out.history.push({
      id: await rowId(`h${k + 2}`),
      applicationId: id,
      fromStatus: from,
      toStatus: s.to,
      actor: manager,
      note: s.note,
      createdAt: s.at,
    });
    from = s.to;
  }
}
