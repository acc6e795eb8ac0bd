import { z } from "zod";
import { newId } from "../../../db/columns";
import { RATE_LIMITS } from "../rate-limit/rate-limit.server";
import { answerBindingHashOf, bindingHashOf, ensureBinding } from "./binding.server";
import { rotatingIdentityKeys } from "./identity-keys.server";
import {
  type FailureCode,
  type IdentityProvider,
  type PostedFields,
  type ProviderForm,
  ProviderUnavailable,
} from "./provider";
import { identityProvider } from "./providers.server";
import { listsSeededPeople, orderWithSeededPeople, type SeededPerson } from "./sandbox-people.server";
import { ID_PATTERN, RESPONSE_PATH, type Retry, returnUrl, startSchema } from "./verification-input";
import {
  CLAIM_WINDOW_MS,
  type ClientScope,
  countedVerificationById,
  type IdentityScope,
  insertCountedVerification,
  PENDING_TTL_MS,
  settleVerification,
  type VerificationRow,
  verificationById,
  verificationByOrder,
} from "./verification-store.server";

export type StartResult = { ok: true; id: string; setCookies: string[] } | { ok: false; fields: string[] };

/**
 * Starts a verification: a PENDING row for the purpose and same-site return path, bound to
 * this browser by the binding cookies (set when missing). Bad input writes nothing; a client
 * over its limit is refused (DomainError 429) and writes nothing either.
 */
export async function startVerification(
  scope: ClientScope,
  request: Request,
  input: unknown,
  provider: IdentityProvider = identityProvider(scope.env),
): Promise<StartResult> {
  const parsed = startSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: invalidFields(parsed.error) };
  const binding = await ensureBinding(request);
  const now = scope.now();
  const id = newId();
  // The client's count and the row in one round trip: over the limit, the row is not written.
  await insertCountedVerification(
    scope.db,
    {
      id,
      orderId: newId(),
      provider: provider.name,
      purpose: parsed.data.purpose,
      returnPath: parsed.data.returnTo,
      bindingHash: binding.hash,
      expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
    },
    { rule: RATE_LIMITS.identityStart, subject: scope.ip, now },
  );
  return { ok: true, id, setCookies: binding.setCookies };
}

const retryOf = (row: VerificationRow): Retry => ({ purpose: row.purpose, returnTo: row.returnPath });

/** A row of this browser, or undefined: another browser's verification does not exist for it. */
async function ownRow(scope: IdentityScope, request: Request, id: string): Promise<VerificationRow | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const [row, hash] = await Promise.all([verificationById(scope.db, id), bindingHashOf(request)]);
  return ownedBy(row, hash);
}

/** The row when this browser's binding hash is the one it was started with. */
const ownedBy = (row: VerificationRow | undefined, hash: string | null) =>
  row && hash && row.bindingHash === hash ? row : undefined;

export type ProviderStep =
  | { state: "ready"; form: ProviderForm; retry: Retry }
  | { state: "expired" | "unavailable"; retry: Retry }
  | { state: "notFound" };

/**
 * The step after starting: the form that takes this browser to the provider for its pending
 * order. Each trip with a well-formed id counts against the client's limit (DomainError 429
 * once over it), whatever it finds: the count and the row share one D1 round trip.
 */
export async function providerStep(
  scope: ClientScope,
  request: Request,
  id: string,
  provider: IdentityProvider = identityProvider(scope.env),
): Promise<ProviderStep> {
  if (!ID_PATTERN.test(id)) return { state: "notFound" };
  const now = scope.now();
  const row = ownedBy(
    ...(await Promise.all([
      countedVerificationById(scope.db, id, { rule: RATE_LIMITS.identityStart, subject: scope.ip, now }),
      bindingHashOf(request),
    ])),
  );
  if (row?.status !== "PENDING" || row.provider !== provider.name) return { state: "notFound" };
  if (now >= row.expiresAt) return { state: "expired", retry: retryOf(row) };
  try {
    const answerUrl = new URL(RESPONSE_PATH, request.url).href;
    const form = await provider.start({ orderId: row.orderId, returnUrl: answerUrl }, now);
    return { state: "ready", form, retry: retryOf(row) };
  } catch (error) {
    if (error instanceof ProviderUnavailable) return { state: "unavailable", retry: retryOf(row) };
    throw error;
  }
}

export type SandboxOrder = { orderId: string; purpose: VerificationRow["purpose"] };

/**
 * The sandbox page: the pending sandbox order it stands in for (null when there is none) and,
 * locally and in tests, the seeded sample people to pick from (sandbox-people.server.ts), read
 * in the same round trip as the order.
 */
export async function sandboxPageData(
  scope: IdentityScope,
  orderId: string,
): Promise<{ order: SandboxOrder | null; people: SeededPerson[] }> {
  if (scope.env.IDENTITY_PROVIDER !== "sandbox" || !ID_PATTERN.test(orderId)) return { order: null, people: [] };
  const { row, people } = listsSeededPeople(scope.env)
    ? await orderWithSeededPeople(scope.db, orderId)
    : { row: await verificationByOrder(scope.db, orderId), people: [] };
  if (row?.provider !== "sandbox" || row.status !== "PENDING" || scope.now() >= row.expiresAt) {
    return { order: null, people: [] };
  }
  return { order: { orderId: row.orderId, purpose: row.purpose }, people };
}

const answerSchema = z.looseObject({
  ordr_idxx: z.string().regex(ID_PATTERN),
  res_cd: z.string().min(1).max(16),
});

export type Completion =
  | { kind: "done"; id: string; to: string | null }
  | { kind: "invalid"; fields: string[] }
  | { kind: "unknown" | "replayed" | "otherBrowser" };

/**
 * The provider's answer (KCP's cross-site POST, or the sandbox page's): it must come from the
 * browser that started the verification (its SameSite=None answer cookie, which a cross-site
 * POST carries) and name one of our orders of this provider that is still pending and not
 * expired; the provider then checks it (for KCP: CHK, then DEC) and the outcome is stored
 * once. An answer from any other browser is refused before the provider is asked and leaves
 * the row untouched, so whoever started it can claim nothing from it. A success answers `to`,
 * the return path with the verification id: the browser proved itself with the answer cookie,
 * so it goes there at once (the claim checks its binding again); a failure has `to` null.
 */
export async function completeVerification(
  scope: IdentityScope,
  request: Request,
  posted: PostedFields,
  provider: IdentityProvider = identityProvider(scope.env),
): Promise<Completion> {
  const parsed = answerSchema.safeParse(posted);
  if (!parsed.success) return { kind: "invalid", fields: invalidFields(parsed.error) };
  const [row, answerHash] = await Promise.all([
    verificationByOrder(scope.db, parsed.data.ordr_idxx),
    answerBindingHashOf(request),
  ]);
  if (!row || row.provider !== provider.name) return { kind: "unknown" };
  if (answerHash !== row.bindingHash) return { kind: "otherBrowser" };
  if (row.status !== "PENDING") return { kind: "replayed" };
  const fail = async (failureCode: FailureCode): Promise<Completion> =>
    (await settleVerification(scope.db, row.id, { status: "FAILED", failureCode }, scope.now()))
      ? { kind: "done", id: row.id, to: null }
      : { kind: "replayed" };
  if (scope.now() >= row.expiresAt) return fail("expired");

  const answer = await provider.finish(row.orderId, posted);
  if (!answer.ok) return fail(answer.code);
  const { ci, di, ...person } = answer.identity;
  const keys = await rotatingIdentityKeys(scope.env.IDENTITY_HMAC_KEYS, ci, di);
  const stored = await settleVerification(scope.db, row.id, { status: "VERIFIED", ...person, ...keys }, scope.now());
  return stored ? { kind: "done", id: row.id, to: returnUrl(row.returnPath, row.id) } : { kind: "replayed" };
}

export type Outcome =
  | { state: "verified"; to: string }
  | { state: "used"; retry: Retry }
  | { state: "failed"; code: FailureCode; retry: Retry }
  | { state: "notFound" };

/**
 * What the GET after the answer shows this browser: a fresh success goes back to the return
 * path with the verification id; a failure says why and offers to try again.
 */
export async function verificationOutcome(scope: IdentityScope, request: Request, id: string): Promise<Outcome> {
  const row = await ownRow(scope, request, id);
  if (!row) return { state: "notFound" };
  const now = scope.now().getTime();
  if (row.status === "VERIFIED") {
    const fresh = !row.claimedAt && row.verifiedAt && now < row.verifiedAt.getTime() + CLAIM_WINDOW_MS;
    return fresh
      ? { state: "verified", to: returnUrl(row.returnPath, row.id) }
      : { state: "used", retry: retryOf(row) };
  }
  const code: FailureCode =
    row.status === "FAILED"
      ? ((row.failureCode as FailureCode) ?? "refused")
      : now >= row.expiresAt.getTime()
        ? "expired"
        : "refused";
  return { state: "failed", code, retry: retryOf(row) };
}

/** Which fields a refused post got wrong: the pages name the problem by field, not by message. */
function invalidFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? "_")))];
}
