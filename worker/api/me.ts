import { Hono } from "hono";
import { bearerToken } from "../../app/features/auth/session.server";
import { changeMemberPassword, myPage, updateProfile, withdraw } from "../../app/features/members/account.server";
import { passwordChangeSchema, profileSchema, withdrawSchema } from "../../app/features/members/member-schema";
import { clearedMemberCookies, memberCookies } from "../../app/features/members/member-session.server";
import { appendCookies } from "../../app/lib/cookies";
import { createI18n } from "../../app/lib/i18n/i18n.server";
import { memberContextOf, requireMember } from "./member-guard";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

/**
 * /api/v1/me (docs/product.md §15): the signed-in member's page. Every route is behind
 * `requireMember` (a member token; console tokens are refused).
 */
export const memberMeApi = new Hono<ApiEnv>()
  .get("/", requireMember, async (c) => c.json(await myPage(memberContextOf(c), c.var.member.memberId)))
  .put("/", requireMember, validate("json", profileSchema), async (c) => {
    const ctx = memberContextOf(c);
    await updateProfile(ctx, c.var.member.memberId, c.req.valid("json"));
    return c.json(await myPage(ctx, c.var.member.memberId));
  })
  /**
   * `{ currentPassword, password, passwordConfirm }` → every session of the member ends and a
   * new one starts for the caller: cookie clients get new cookies, bearer clients the new tokens.
   */
  .put("/password", requireMember, validate("json", passwordChangeSchema), async (c) => {
    const tokens = await changeMemberPassword(memberContextOf(c), c.var.member.memberId, c.req.valid("json"));
    const message = createI18n(c.var.scope.lang).t("members.password.done");
    if (bearerToken(c.req.raw)) {
      return c.json({ message, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    }
    const res = c.json({ message });
    appendCookies(res.headers, memberCookies(tokens));
    return res;
  })
  /** `{ confirm: true }` → the account and its personal data deleted; what the law keeps, and until when. */
  .post("/withdraw", requireMember, validate("json", withdrawSchema), async (c) => {
    const result = await withdraw(memberContextOf(c), c.var.scope.files, c.var.member.memberId);
    const res = c.json(result);
    appendCookies(res.headers, clearedMemberCookies());
    return res;
  });
