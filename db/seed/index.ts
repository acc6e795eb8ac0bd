import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { hashPassword } from "../../app/features/auth/password.server";
import { plainTextToRichText, richTextToPlain } from "../../app/features/managed-content/sanitize.server";
import { SITE_SETTINGS_KEY } from "../../app/features/settings/site-settings";
import { SCOPES, type Scope } from "../../app/lib/enums";
import { seoulDayStart } from "../../app/lib/format";
import type { Db } from "../client";
import * as s from "../schema";
import { sampleBanners, sampleQuestions } from "./center-samples";
import {
  downloadItems,
  faqCategories,
  faqItems,
  roundMessages,
  sampleNotices,
  samplePopups,
  sampleTerms,
  siteSettings,
} from "./content";
import { makePdf } from "./pdf";
import { sampleApplications } from "./sample-applications";

export type SeedOptions = {
  /** Only a local database may be seeded with the documented default passwords. */
  local: boolean;
  developerUsername: string;
  developerPassword?: string;
  managerPassword?: string;
  subPassword?: string;
  now?: Date;
  /** PBKDF2 work for the seeded accounts; tests lower it to stay fast. */
  iterations?: number;
  /**
   * The worker's IDENTITY_HMAC_KEY (app/lib/env.ts identityHmacKey): the sample applications'
   * person keys are made with it, so a sandbox verification of their people finds them.
   */
  identityKey: string;
};

/** Documented in the README; for local databases only. */
export const LOCAL_DEFAULTS = {
  developerPassword: "Dev!2345local",
  managerPassword: "Mgr!2345local",
  subPassword: "Sub!2345local",
};

export const SAMPLE_MANAGER = "manager";
export const SAMPLE_MANAGER_SCOPES: Scope[] = ["console", "centerNotifications", "centerFaqs", "registration"];

export class SeedRefused extends Error {}

/** True when the database already holds the seed; seeding twice changes nothing. */
async function alreadySeeded(db: Db) {
  const row = await db
    .select({ key: s.settings.key })
    .from(s.settings)
    .where(eq(s.settings.key, SITE_SETTINGS_KEY))
    .get();
  return Boolean(row);
}

export async function seed(db: Db, files: R2Bucket, options: SeedOptions): Promise<"seeded" | "skipped"> {
  if (!options.local && (!options.developerPassword || !options.managerPassword || !options.subPassword)) {
    throw new SeedRefused(
      "SEED_DEVELOPER_PASSWORD, SEED_MANAGER_PASSWORD and SEED_SUB_PASSWORD must be set to seed a non-local database",
    );
  }
  if (await alreadySeeded(db)) return "skipped";
  const now = options.now ?? new Date();
  const day = 86_400_000;
  const iterations = options.iterations;
  const [devHash, mgrHash, subHash] = await Promise.all([
    hashPassword(options.developerPassword ?? LOCAL_DEFAULTS.developerPassword, iterations),
    hashPassword(options.managerPassword ?? LOCAL_DEFAULTS.managerPassword, iterations),
    hashPassword(options.subPassword ?? LOCAL_DEFAULTS.subPassword, iterations),
  ]);
  const questionHash = await hashPassword("qna1234!", iterations);

  // Sample PDFs go to R2 before the rows that point at them.
  const downloads = downloadItems.map((d) => ({ ...d, key: `downloads/${d.id}/${d.file}`, pdf: makePdf(d.lines) }));
  for (const d of downloads) {
    await files.put(d.key, d.pdf, { httpMetadata: { contentType: "application/pdf" } });
  }
  const notices = sampleNotices(now);
  const noticePdfs = new Map(notices.flatMap((n) => n.attachments).map((a) => [a.id, makePdf(a.lines)]));
  for (const a of notices.flatMap((n) => n.attachments)) {
    await files.put(a.r2Key, noticePdfs.get(a.id) ?? "", { httpMetadata: { contentType: "application/pdf" } });
  }

  // `hour`:00 in Asia/Seoul on the Seoul day `days` after (or before) today.
  const kst = (days: number, hour: number) => new Date(seoulDayStart(now, days).getTime() + hour * 3_600_000);

  // Round 1 closed six days ago and holds the draw samples; round 2 is open and holds the review samples.
  const sampleRounds = [
    { id: "seed-round-1", round: 1, openAt: kst(-20, 10), deadAt: kst(-6, 17) },
    { id: "seed-round-2", round: 2, openAt: kst(-3, 10), deadAt: kst(30, 17) },
  ] as const;
  // Sample applications to review and to draw, on a local database only: they would be taken
  // for real applicants anywhere else. Their ID-card PDFs go to R2 first, like the others.
  const applicationSamples = options.local
    ? await sampleApplications(sampleRounds, now, SAMPLE_MANAGER, options.identityKey)
    : null;
  for (const f of applicationSamples?.files ?? []) {
    await files.put(f.key, f.pdf, { httpMetadata: { contentType: "application/pdf" } });
  }

  // One statement per row: D1 allows at most 100 bound parameters per statement.
  const stmts: BatchItem<"sqlite">[] = [
    ...sampleRounds.map((r) =>
      db.insert(s.rounds).values({ ...r, title: `${r.round}차 입주자 모집`, ...roundMessages }),
    ),
    db.insert(s.managers).values({
      id: "seed-manager-developer",
      username: options.developerUsername,
      displayName: "개발 관리자",
      passwordHash: devHash,
      subPasswordHash: subHash,
      type: "MANAGER",
      scope: [...SCOPES],
    }),
    db.insert(s.managers).values({
      id: "seed-manager-manager",
      username: SAMPLE_MANAGER,
      displayName: "운영 담당자",
      passwordHash: mgrHash,
      subPasswordHash: subHash,
      type: "MANAGER",
      scope: SAMPLE_MANAGER_SCOPES,
    }),
  ];
  // Customer centre samples (marked `sample`): notices, some pinned and some with files;
  // FAQ in several categories; downloads whose files have Korean names.
  for (const { attachments, ...n } of notices) {
    const body = plainTextToRichText(n.body);
    stmts.push(db.insert(s.notices).values({ ...n, body, bodyText: richTextToPlain(body), sample: true }));
    for (const { lines: _, ...a } of attachments) {
      const size = noticePdfs.get(a.id)?.byteLength ?? 0;
      stmts.push(db.insert(s.noticeAttachments).values({ ...a, size, noticeId: n.id, contentType: "application/pdf" }));
    }
  }
  for (const c of faqCategories) stmts.push(db.insert(s.faqCategories).values({ ...c, sample: true }));
  faqItems.forEach((f, i) => {
    const answer = plainTextToRichText(f.answer);
    stmts.push(
      db.insert(s.faqs).values({
        id: `seed-faq-${i + 1}`,
        ...f,
        answer,
        answerText: richTextToPlain(answer),
        sortOrder: i + 1,
        pinned: i === 0 || i === 4,
        sample: true,
      }),
    );
  });
  downloads.forEach((d, i) => {
    stmts.push(
      db.insert(s.downloads).values({
        id: d.id,
        title: d.title,
        description: d.description,
        pinned: i === 0,
        publishedAt: new Date(now.getTime() - (i + 1) * 7 * day),
        sample: true,
      }),
      db.insert(s.downloadFiles).values({
        id: `${d.id}-file`,
        downloadId: d.id,
        r2Key: d.key,
        originalName: `${d.title}.pdf`,
        contentType: "application/pdf",
        size: d.pdf.byteLength,
      }),
    );
  });
  sampleQuestions.forEach((q, i) => {
    stmts.push(
      db.insert(s.questions).values({
        id: q.id,
        title: q.title,
        body: q.body,
        authorName: q.authorName,
        passwordHash: questionHash,
        secret: i % 2 === 1,
        answer: q.answer,
        answered: q.answer !== null,
        answeredAt: q.answer ? new Date(now.getTime() - i * day) : null,
        answeredBy: q.answer ? SAMPLE_MANAGER : null,
        createdAt: new Date(now.getTime() - (i + 2) * day),
      }),
    );
  });
  for (const t of sampleTerms) {
    stmts.push(
      db.insert(s.terms).values({ id: t.id, code: t.code, title: t.title, required: t.required }),
      db.insert(s.termVersions).values({
        id: `${t.id}-v1`,
        termId: t.id,
        version: 1,
        body: t.body,
        effectiveAt: new Date(now.getTime() - 60 * day),
      }),
    );
  }
  for (const p of samplePopups) {
    stmts.push(
      db.insert(s.popups).values({
        ...p,
        startsAt: new Date(now.getTime() - 3 * day),
        endsAt: new Date(now.getTime() + 30 * day),
      }),
    );
  }
  if (applicationSamples) {
    const { applications, documents, versions, history } = applicationSamples;
    for (const row of applications) stmts.push(db.insert(s.applications).values(row));
    for (const row of documents) stmts.push(db.insert(s.applicationDocuments).values(row));
    for (const row of versions) stmts.push(db.insert(s.applicationVersions).values(row));
    for (const row of history) stmts.push(db.insert(s.applicationStatusHistory).values(row));
  }
  sampleBanners.forEach((b, i) => {
    stmts.push(db.insert(s.banners).values({ ...b, code: "main", sortOrder: i + 1 }));
  });
  stmts.push(
    db.insert(s.boards).values({
      id: "seed-board-default",
      code: "default-board",
      title: "자유게시판",
      description: "입주 예정자와 관심 고객이 자유롭게 이야기를 나누는 게시판입니다.",
    }),
    db.insert(s.posts).values({
      id: "seed-post-1",
      boardId: "seed-board-default",
      title: "견본주택 다녀왔어요",
      body: "36A 타입 수납공간이 생각보다 넉넉했습니다.",
      authorName: "하늘",
      passwordHash: questionHash,
    }),
    db.insert(s.comments).values({
      id: "seed-comment-1",
      postId: "seed-post-1",
      authorName: "채움",
      body: "후기 감사합니다!",
      passwordHash: questionHash,
    }),
    // Written last: its presence marks the seed as complete.
    db.insert(s.settings).values({ key: SITE_SETTINGS_KEY, value: siteSettings, sample: true }),
  );
  const [first, ...rest] = stmts;
  if (first) await db.batch([first, ...rest]);
  return "seeded";
}
