import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { members } from "../../../db/schema";
import type { AgreedTerm } from "../../../db/schema/registrations";
import { DomainError } from "../../lib/domain-error";
import type { Language } from "../../lib/i18n/languages";
import { type AuditOrigin, auditStatement } from "../audit/audit.server";
import { refuseCommonPasswords } from "../auth/common-passwords.server";
import { recordPasswordFailure } from "../auth/login.server";
import { countLoginAttempt } from "../auth/login-limit.server";
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from "../auth/password.server";
import type { ClaimedIdentity } from "../identity/verification-claim.server";
import { assertPrivacyTermInForce, listCurrentTerms, type TermView } from "../terms/terms.server";
import { MEMBER_TERM_CODES } from "./member-field-names";
import type { JoinInput, MemberLoginInput } from "./member-schema";
import { memberActor } from "./member-session.server";
import { type MemberTokens, newMemberSession } from "./member-tokens.server";

export type MemberRow = typeof members.$inferSelect;
/**
 * What the member functions need; `lang` is the language of the page (or API call) asking.
 * `secret` signs new tokens; `secrets` (current, then previous) verify them.
 */
export type MemberContext = {
  db: Db;
  secret: string;
  secrets: readonly string[];
  now: Date;
  ip: string;
  origin: AuditOrigin;
  lang: Language;
};

/** The terms joining asks for, in their versions in force, in the form's order. */
export async function memberTerms(db: Db, now: Date): Promise<TermView[]> {
  const current = await listCurrentTerms(db, now);
  return MEMBER_TERM_CODES.flatMap((code) => current.filter((t) => t.code === code));
}

export function memberByPerson(db: Db, personKey: string) {
  return db.select().from(members).where(eq(members.personKey, personKey)).get();
}

/** The verified person behind a member's session (null when the account went since). */
export async function personKeyOfMember(db: Db, memberId: string): Promise<string | null> {
  const row = await db.select({ personKey: members.personKey }).from(members).where(eq(members.id, memberId)).get();
  return row?.personKey ?? null;
}

export function memberById(db: Db, id: string) {
  return db.select().from(members).where(eq(members.id, id)).get();
}

/**
 * A new PERSON account for a verified person: one per person (personKey) and one per username,
 * both also held by UNIQUE constraints, so two joins at once cannot both pass. Name, phone and
 * birth are the verification's. Signs the member in (a new session) in the same batch.
 */
export async function join(
  ctx: MemberContext,
  identity: ClaimedIdentity,
  input: JoinInput,
): Promise<{ member: MemberRow; tokens: MemberTokens }> {
  const { db, now } = ctx;
  const offered = await memberTerms(db, now);
  assertPrivacyTermInForce(offered, "member.termsMissing");
  if (await memberByPerson(db, identity.personKey)) throw new DomainError(409, "member.alreadyMember");
  const taken = await db.select({ id: members.id }).from(members).where(eq(members.username, input.username)).get();
  if (taken) throw new DomainError(409, "member.usernameTaken", "username");
  await refuseCommonPasswords({ password: input.password });
  const agreedAt = now.toISOString();
  const terms: AgreedTerm[] = offered
    .filter((t) => input.terms.includes(t.code))
    .map((t) => ({ code: t.code, version: t.version, agreedAt }));
  const row: MemberRow = {
    id: newId(),
    username: input.username,
    passwordHash: await hashPassword(input.password),
    type: "PERSON",
    personKey: identity.personKey,
    name: identity.name,
    phone: identity.phone,
    birth: identity.birth,
    email: input.email,
    terms,
    lang: ctx.lang,
    passwordChangedAt: now,
    lastLoginAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const session = await newMemberSession(db, ctx.secret, row, now);
  try {
    await db.batch([
      db.insert(members).values(row),
      session.insert,
      auditStatement(
        db,
        { actor: memberActor(row.id), action: "member.join", targetType: "member", targetId: row.id },
        ctx.origin,
      ),
    ]);
  } catch (error) {
    // A concurrent join won the UNIQUE constraint between our check and our write.
    if (String((error as { cause?: unknown })?.cause ?? error).includes("UNIQUE")) {
      const samePerson = await memberByPerson(db, identity.personKey);
      throw samePerson
        ? new DomainError(409, "member.alreadyMember")
        : new DomainError(409, "member.usernameTaken", "username");
    }
    throw error;
  }
  return { member: row, tokens: session.tokens };
}

const DUMMY_HASH = `pbkdf2-sha256$${DEFAULT_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export async function loginMember(
  ctx: MemberContext,
  input: MemberLoginInput,
): Promise<{ member: MemberRow; tokens: MemberTokens }> {
  const { db, now, origin } = ctx;
  const username = input.username.trim();
  // Members' limit is the console's (docs/console-auth.md, "Login limit"), counted before the
  // password is checked; the username counts apart from managers', the client with them.
  const attempt = await countLoginAttempt(db, username, ctx.ip, now, "member");
  const row = await db.select().from(members).where(eq(members.username, username)).get();
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !passwordOk) {
    const actor = row ? memberActor(row.id) : "(unknown)";
    const reason = row ? "wrong_password" : "unknown_user";
    const wrong = new DomainError(401, "auth.loginFailed");
    throw await recordPasswordFailure(db, attempt, { actor, reason, via: "member" }, origin, wrong);
  }
  const session = await newMemberSession(db, ctx.secret, row, now);
  await db.batch([
    session.insert,
    ...attempt.succeeded(db),
    db.update(members).set({ lastLoginAt: now }).where(eq(members.id, row.id)),
    auditStatement(
      db,
      { actor: memberActor(row.id), action: "auth.login", detail: { member: true, session: session.tokens.sessionId } },
      origin,
    ),
  ]);
  return { member: row, tokens: session.tokens };
}
