import { z } from "zod";
import type { ErrorCode } from "../../lib/domain-error";
import { GENDERS } from "../../lib/enums";
import { birthSchema, nameSchema, phoneSchema } from "../../lib/validation";

/** Result codes the sandbox page posts: success, or the tester's "cancel". */
export const SANDBOX_OK = "0000";
export const SANDBOX_CANCEL = "cancel";

/** Error codes of the sandbox form (texts in the `errors.identity` locale group). */
const sandboxMessages = {
  gender: "identity.sandboxGender",
  personId: "identity.sandboxPersonId",
} as const satisfies Record<string, ErrorCode>;

/**
 * The identity a tester picks on the sandbox page (client-safe: the page checks it too). The
 * person id stands in for KCP's ci/di: the same id is the same person.
 */
export const sandboxIdentitySchema = z.object({
  name: nameSchema,
  birth: birthSchema,
  phone: phoneSchema,
  gender: z.enum(GENDERS, { error: sandboxMessages.gender }),
  personId: z.string({ error: sandboxMessages.personId }).regex(/^[A-Za-z0-9_-]{1,32}$/, sandboxMessages.personId),
});
export type SandboxIdentity = z.infer<typeof sandboxIdentitySchema>;
