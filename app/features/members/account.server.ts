import { eq } from "drizzle-orm";
import { members, registrations } from "../../../db/schema";
import type { AgreedTerm } from "../../../db/schema/registrations";
import { DomainError } from "../../lib/domain-error";
import type { QualificationType, UnitType } from "../../lib/enums";
import { formatDate } from "../../lib/format";
import {
  type ApplicationSummary,
  applicationSummaries,
  removeDrafts,
} from "../applications/person-applications.server";
import { auditStatement } from "../audit/audit.server";
import { refuseCommonPasswords } from "../auth/common-passwords.server";
import { recordPasswordFailure } from "../auth/login.server";
import { countLoginAttempt } from "../auth/login-limit.server";
import { hashPassword, verifyPassword } from "../auth/password.server";
import type { ClaimedIdentity } from "../identity/verification-claim.server";
import { applicationKeptUntil } from "../maintenance/retention.server";
import { deleteQuestionsOfPerson, questionCountOfPerson, questionsOfPerson } from "../questions/questions.server";
import type { NewPasswordInput, PasswordChangeInput, ProfileInput } from "./member-schema";
import { memberActor } from "./member-session.server";
import { type MemberTokens, newMemberSession, revokeMemberSessions } from "./member-tokens.server";
import { type MemberContext, type MemberRow, memberById, memberByPerson, memberTerms } from "./members.server";
import { passwordMessageStatements } from "./password-message.server";

export type MyPage = {
  profile: {
    username: string;
    name: string;
    phone: string;
    birth: string;
    email: string;
    marketing: boolean;
    joinedAt: string;
  };
  registration: { qualificationType: QualificationType; unitTypes: UnitType[]; registeredAt: string } | null;
  applications: ApplicationSummary[];
  /** The Q&A questions the member asked while logged in (linked by the verified person). */
  questions: { id: string; title: string; answered: boolean; askedAt: string }[];
};

/** The member's row, or 401 "로그인 후 이용가능합니다" (the account went since the token was issued). */
export async function requireMemberRow(ctx: Pick<MemberContext, "db">, memberId: string): Promise<MemberRow> {
  const row = await memberById(ctx.db, memberId);
  if (!row) throw new DomainError(401, "auth.loginRequired");
  return row;
}

/**
 * My page: the profile, and what the verified person did on the site, linked through the
 * identity: the interest registration by the verified phone, applications by personKey.
 */
export async function myPage(ctx: Pick<MemberContext, "db">, memberId: string): Promise<MyPage> {
  const row = await requireMemberRow(ctx, memberId);
  const [registration, applications, questions] = await Promise.all([
    ctx.db.select().from(registrations).where(eq(registrations.phone, row.phone)).get(),
    applicationSummaries(ctx.db, row.personKey),
    questionsOfPerson(ctx.db, row.personKey),
  ]);
  return {
    profile: {
      username: row.username,
      name: row.name,
      phone: row.phone,
      birth: row.birth,
      email: row.email,
      marketing: row.terms.some((t) => t.code === "marketing"),
      joinedAt: row.createdAt.toISOString(),
    },
    registration: registration
      ? {
          qualificationType: registration.qualificationType,
          unitTypes: registration.unitTypes,
          registeredAt: registration.updatedAt.toISOString(),
        }
      : null,
    applications,
    questions: questions.map((q) => ({
      id: q.id,
      title: q.title,
      answered: q.answered,
      askedAt: q.createdAt.toISOString(),
    })),
  };
}

/** E-mail and the optional marketing agreement (its version in force, with the time). */
export async function updateProfile(ctx: MemberContext, memberId: string, input: ProfileInput): Promise<void> {
  const row = await requireMemberRow(ctx, memberId);
  const kept = row.terms.filter((t) => t.code !== "marketing");
  const before = row.terms.find((t) => t.code === "marketing");
  const offered = (await memberTerms(ctx.db, ctx.now)).find((t) => t.code === "marketing");
  const marketing: AgreedTerm[] = !input.marketing
    ? []
    : before
      ? [before]
      : offered
        ? [{ code: "marketing", version: offered.version, agreedAt: ctx.now.toISOString() }]
        : [];
  await ctx.db.batch([
    ctx.db
      .update(members)
      .set({ email: input.email, terms: [...kept, ...marketing], updatedAt: ctx.now })
      .where(eq(members.id, row.id)),
    auditStatement(
      ctx.db,
      { actor: memberActor(row.id), action: "member.update", targetType: "member", targetId: row.id },
      ctx.origin,
    ),
  ]);
}

/** Recovery's first step: the username of the verified person, or 404 when they have no account. */
export async function usernameOf(ctx: Pick<MemberContext, "db">, identity: ClaimedIdentity): Promise<string> {
  const row = await memberByPerson(ctx.db, identity.personKey);
  if (!row) throw new DomainError(404, "member.notMember");
  return row.username;
}

/**
 * A new password after verifying again: every session of the member ends, and the member is
 * told by e-mail and SMS (when, and whom to contact; never the password).
 */
export async function resetPassword(ctx: MemberContext, identity: ClaimedIdentity, input: NewPasswordInput) {
  const row = await memberByPerson(ctx.db, identity.personKey);
  if (!row) throw new DomainError(404, "member.notMember");
  await refuseCommonPasswords({ password: input.password });
  const notice = await passwordMessageStatements(ctx.db, row, ctx.now);
  await ctx.db.batch([
    ctx.db
      .update(members)
      .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(members.id, row.id)),
    ...notice,
    revokeMemberSessions(ctx.db, row.id, ctx.now),
    auditStatement(
      ctx.db,
      { actor: memberActor(row.id), action: "member.password_reset", targetType: "member", targetId: row.id },
      ctx.origin,
    ),
  ]);
  return { username: row.username };
}

/**
 * A signed-in member changes their own password. The current password is checked as a login
 * attempt (counted first under the members' login limit, a failure audited like a failed
 * login), so a stolen session cannot guess it without end. Every session of the member ends,
 * other browsers and API clients included, and the caller gets a new one in its place. The
 * member is told by e-mail and SMS, in the same batch.
 */
export async function changeMemberPassword(
  ctx: MemberContext,
  memberId: string,
  input: PasswordChangeInput,
): Promise<MemberTokens> {
  const { db, now, origin } = ctx;
  const row = await requireMemberRow(ctx, memberId);
  await refuseCommonPasswords({ password: input.password });
  const attempt = await countLoginAttempt(db, row.username, ctx.ip, now, "member");
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    const entry = { actor: memberActor(row.id), reason: "wrong_password", via: "password_change" };
    const wrong = new DomainError(400, "auth.currentPasswordWrong", "currentPassword");
    throw await recordPasswordFailure(db, attempt, entry, origin, wrong);
  }
  const session = await newMemberSession(db, ctx.secret, row, now);
  const notice = await passwordMessageStatements(db, row, now);
  await db.batch([
    ...attempt.succeeded(db),
    db
      .update(members)
      .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: now, updatedAt: now })
      .where(eq(members.id, row.id)),
    ...notice,
    // The old sessions end before the new one is written, so it survives the revocation.
    revokeMemberSessions(db, row.id, now),
    session.insert,
    auditStatement(
      db,
      { actor: memberActor(row.id), action: "member.password_change", targetType: "member", targetId: row.id },
      origin,
    ),
  ]);
  return session.tokens;
}

/*
 * A submitted application stays after withdrawal for the seeded privacy policy's five years,
 * counted from the round's deadline (the selection's end is not recorded yet), until the daily
 * job purges it (maintenance/retention.server.ts, docs/product.md §16).
 */

export type KeptRecord = { receiptNo: string | null; round: number; keptUntil: string };
export type Withdrawal = {
  kept: KeptRecord[];
  deletedDrafts: number;
  deletedRegistration: boolean;
  deletedQuestions: number;
};

function keptUntil(deadAt: string): string {
  return formatDate(applicationKeptUntil(new Date(deadAt)));
}

/**
 * Deletes the account (its sessions go by cascade), its interest registration, the Q&A
 * questions it asked (with their answers) and its unsubmitted drafts. Submitted applications
 * stay, as the law requires; the answer lists them with the date they are kept until. The
 * account, registration, questions and audit row go in one batch. The audit row names the
 * member's record id and counts only.
 */
export async function withdraw(ctx: MemberContext, files: R2Bucket, memberId: string): Promise<Withdrawal> {
  const row = await requireMemberRow(ctx, memberId);
  const summaries = await applicationSummaries(ctx.db, row.personKey);
  const kept = summaries
    .filter((a) => a.status !== "DRAFT")
    .map((a) => ({ receiptNo: a.receiptNo, round: a.round.round, keptUntil: keptUntil(a.round.deadAt) }));
  const deletedDrafts = await removeDrafts(ctx.db, files, row.personKey);
  const questionCount = await questionCountOfPerson(ctx.db, row.personKey);
  const [, removed, questionsRemoved] = await ctx.db.batch([
    ctx.db.delete(members).where(eq(members.id, row.id)),
    ctx.db.delete(registrations).where(eq(registrations.phone, row.phone)).returning({ id: registrations.id }),
    deleteQuestionsOfPerson(ctx.db, row.personKey),
    auditStatement(
      ctx.db,
      {
        actor: memberActor(row.id),
        action: "member.withdraw",
        targetType: "member",
        targetId: row.id,
        detail: { keptApplications: kept.length, deletedDrafts, deletedQuestions: questionCount },
      },
      ctx.origin,
    ),
  ]);
  return {
    kept,
    deletedDrafts,
    deletedRegistration: removed.length > 0,
    deletedQuestions: questionsRemoved.length,
  };
}
