import { Hono } from "hono";
import { z } from "zod";
import { claimVerification, publicIdentity } from "../../app/features/identity/verification-claim.server";
import { purposeSchema } from "../../app/features/identity/verification-input";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const query = z.object({ purpose: purposeSchema.optional() });

/**
 * GET /api/v1/cert/:id[?purpose=]: the verified identity, once, to the browser that started
 * the verification (its binding cookie), within 10 minutes; otherwise 404 whatever the
 * reason. The keyed person hashes stay on the server.
 */
export const certApi = new Hono<ApiEnv>().get("/:id", validate("query", query), async (c) => {
  const claimed = await claimVerification(c.var.scope, c.req.raw, c.req.param("id"), c.req.valid("query").purpose);
  return c.json(publicIdentity(claimed));
});
