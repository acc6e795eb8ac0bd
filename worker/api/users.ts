import { Hono } from "hono";
import { z } from "zod";
import { bearerToken } from "../../app/features/auth/session.server";
import { REFRESH_TOKEN_PATTERN } from "../../app/features/auth/tokens.server";
import { publicIdentity } from "../../app/features/identity/verification-claim.server";
import { resetPassword, usernameOf } from "../../app/features/members/account.server";
import { clearTicketCookie, identityOfTicket, issueTicket } from "../../app/features/members/identity-ticket.server";
import { joinSchema, memberLoginSchema, newPasswordSchema } from "../../app/features/members/member-schema";
import {
  clearedMemberCookies,
  logoutMember,
  memberCookies,
  memberCookieValues,
  refreshMemberSession,
} from "../../app/features/members/member-session.server";
import { memberFromAccessToken } from "../../app/features/members/member-tokens.server";
import { join, loginMember, memberByPerson, memberTerms } from "../../app/features/members/members.server";
import { appendCookies } from "../../app/lib/cookies";
import { DomainError } from "../../app/lib/domain-error";
import { memberContextOf } from "./member-guard";
import { checkOrigin, sameOriginWrites } from "./same-origin";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const verification = z.object({ verificationId: z.string().min(1).max(64) });
const recoveryBody = z.union([verification.strict(), newPasswordSchema]);

/**
 * /api/v1/users (docs/product.md §15): join after verifying identity, recovery, and the member
 * session for API clients and the site's pages. A step that relies on the identity ticket
 * (an HttpOnly cookie) or the session cookie must carry this site's Origin.
 */
export const usersApi = new Hono<ApiEnv>()
  .use(sameOriginWrites)
  /** The verification result → the verified name, phone and birth; the ticket cookie for joining. */
  .post("/certify", validate("json", verification), async (c) => {
    const { identity, setCookie } = await issueTicket(
      c.var.scope,
      c.req.raw,
      c.req.valid("json").verificationId,
      "join",
    );
    if (await memberByPerson(c.var.scope.db, identity.personKey)) throw new DomainError(409, "member.alreadyMember");
    const res = c.json(publicIdentity(identity));
    appendCookies(res.headers, [setCookie]);
    return res;
  })
  /** Username, password, e-mail and agreements, with the ticket → 201, signed in. */
  .post("/", async (c) => {
    checkOrigin(c.req.raw, { requireHeader: true });
    const scope = c.var.scope;
    const schema = joinSchema(await memberTerms(scope.db, scope.now()));
    const input = await z.parseAsync(schema, await c.req.json().catch(() => null));
    const identity = await identityOfTicket(scope, c.req.raw, "join");
    const { member, tokens } = await join(memberContextOf(c), identity, input);
    const res = c.json({ username: member.username }, 201);
    appendCookies(res.headers, [...memberCookies(tokens), clearTicketCookie]);
    return res;
  })
  /**
   * Recovery: `{ verificationId }` (purpose "recovery") → `{ username }` and a ticket; then
   * `{ password, passwordConfirm }` with the ticket sets a new password and ends every session.
   */
  .post("/recovery", validate("json", recoveryBody), async (c) => {
    const body = c.req.valid("json");
    const scope = c.var.scope;
    if ("verificationId" in body) {
      const { identity, setCookie } = await issueTicket(scope, c.req.raw, body.verificationId, "recovery");
      const res = c.json({ username: await usernameOf(memberContextOf(c), identity) });
      appendCookies(res.headers, [setCookie]);
      return res;
    }
    checkOrigin(c.req.raw, { requireHeader: true });
    const identity = await identityOfTicket(scope, c.req.raw, "recovery");
    const { username } = await resetPassword(memberContextOf(c), identity, body);
    const res = c.json({ username });
    appendCookies(res.headers, [clearTicketCookie]);
    return res;
  })
  /** `{ username, password }` → the member's tokens (also as the session cookies); limited like the console's. */
  .post("/login", validate("json", memberLoginSchema), async (c) => {
    const { member, tokens } = await loginMember(memberContextOf(c), c.req.valid("json"));
    const res = c.json({
      username: member.username,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
    appendCookies(res.headers, memberCookies(tokens));
    return res;
  })
  /** A member's refresh token as bearer → `{ accessToken, refreshToken }` (the presented one is spent). */
  .post("/token", async (c) => {
    const token = bearerToken(c.req.raw);
    const result = token ? await refreshMemberSession(memberContextOf(c), token) : null;
    if (!result?.ok) throw new DomainError(401, "auth.loginRequired");
    return c.json({ accessToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken });
  })
  /** Ends the session named by a bearer token or the cookies; 204 either way. */
  .post("/logout", async (c) => {
    const ctx = memberContextOf(c);
    const bearer = bearerToken(c.req.raw);
    if (bearer && REFRESH_TOKEN_PATTERN.test(bearer)) {
      await logoutMember(ctx, { member: null, refreshToken: bearer });
      return c.body(null, 204);
    }
    if (!bearer) checkOrigin(c.req.raw, { requireHeader: true });
    const { access, refresh } = memberCookieValues(c.req.raw);
    const token = bearer ?? access;
    const checked = token ? await memberFromAccessToken(ctx.db, ctx.secrets, token, ctx.now) : null;
    await logoutMember(ctx, { member: checked?.ok ? checked.member : null, refreshToken: bearer ? null : refresh });
    const res = c.body(null, 204);
    if (!bearer) appendCookies(res.headers, clearedMemberCookies());
    return res;
  });
