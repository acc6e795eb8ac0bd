import type { RequestScope } from "../../app/lib/context";

export type ApiEnv = {
  Bindings: Record<string, unknown>;
  Variables: { scope: RequestScope };
};
