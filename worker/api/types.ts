import type { Principal } from "../../app/features/auth/scopes";
import type { Member } from "../../app/features/members/member-tokens.server";
import type { RequestScope } from "../../app/lib/context";

export type ApiEnv = {
  Bindings: Record<string, unknown>;
  Variables: {
    scope: RequestScope;
    /** The manager asking; set by `requireArea` (worker/api/console/guard.ts) before a handler runs. */
    principal: Principal;
    /** The member asking; set by `requireMember` (worker/api/member-guard.ts). */
    member: Member;
  };
};
