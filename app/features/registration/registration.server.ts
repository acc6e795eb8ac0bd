import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { outbox, registrations } from "../../../db/schema";
import type { AgreedTerm } from "../../../db/schema/registrations";
import type { ActionRefusal } from "../../lib/action-result";
import type { RequestScope } from "../../lib/context";
import type { DomainStatus } from "../../lib/domain-error";
import { formFailure, refusal } from "../../lib/form-failure.server";
import { type FormValues, formValues } from "../../lib/form-values";
import { createI18n } from "../../lib/i18n/i18n.server";
import type { Language } from "../../lib/i18n/languages";
import { deliverPendingMessages } from "../messaging/outbox-delivery.server";
import { consume, RATE_LIMITS } from "../rate-limit/rate-limit.server";
import { assertPrivacyTermInForce, listCurrentTerms, type TermView } from "../terms/terms.server";
import { REGISTRATION_LIST_FIELDS, REGISTRATION_TERM_CODES } from "./registration-field-names";
import { type RegistrationInput, registrationSchema } from "./registration-schema";

/** The terms the form asks for, in their versions in force, in the form's order. */
export async function registrationTerms(db: Db, now: Date): Promise<TermView[]> {
  const current = await listCurrentTerms(db, now);
  return REGISTRATION_TERM_CODES.flatMap((code) => current.filter((t) => t.code === code));
}

/**
 * Stores an interest registration. One per phone number counts: the new one supersedes any
 * current one with the same phone, which stays as history (docs/product.md §13). The answer
 * and the confirmation are the same whether the number was registered before, so the form
 * tells nobody who is registered. The agreed terms are kept with the version in force and
 * the time; the confirmation goes to the outbox in the same batch, with no personal data
 * beyond the number it is sent to.
 */
export async function saveRegistration(
  db: Db,
  input: RegistrationInput,
  offered: readonly TermView[],
  context: { now: Date; lang: Language },
): Promise<void> {
  const { now, lang } = context;
  const agreedAt = now.toISOString();
  const terms: AgreedTerm[] = offered
    .filter((t) => input.terms.includes(t.code))
    .map((t) => ({ code: t.code, version: t.version, agreedAt }));
  const t = createI18n(lang).t;
  await db.batch([
    db
      .update(registrations)
      .set({ supersededAt: now, updatedAt: now })
      .where(and(eq(registrations.phone, input.phone), isNull(registrations.supersededAt))),
    db.insert(registrations).values({
      id: newId(),
      phone: input.phone,
      name: input.name,
      birth: input.birth,
      email: input.email,
      qualificationType: input.qualificationType,
      unitTypes: input.unitTypes,
      terms,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(outbox).values({ channel: "SMS", to: input.phone, body: t("forms.registration.sms"), createdAt: now }),
  ]);
}

/** A submission's outcome; a refusal is the form's ActionResult with the status to answer. */
export type RegistrationSubmission = { ok: true } | (ActionRefusal<FormValues> & { status: DomainStatus });

export type RegistrationContext = { now: Date; lang: Language; ip: string };

/**
 * The action's work: validate the posted form with the shared schema, count it against the
 * per-phone and per-client limits (each stored registration queues a text message), then
 * store it. Over a limit nothing is written: the phone's limit is shown at the phone field,
 * the client's for the whole form.
 */
export async function submitRegistration(
  db: Db,
  data: FormData,
  context: RegistrationContext,
): Promise<RegistrationSubmission> {
  const offered = await registrationTerms(db, context.now);
  const values = formValues(data, REGISTRATION_LIST_FIELDS);
  try {
    assertPrivacyTermInForce(offered, "registration.termsMissing");
    const input = registrationSchema(offered).parse(values);
    const { registrationClient, registrationPhone } = RATE_LIMITS;
    await consume(
      db,
      [
        [registrationClient, context.ip],
        [registrationPhone, input.phone],
      ],
      context.now,
    );
    await saveRegistration(db, input, offered, context);
    return { ok: true };
  } catch (error) {
    const failure = formFailure(error, context.lang);
    return { ...refusal(failure, { values, wholeFormUnder: "_" }), status: failure.status };
  }
}

/**
 * The registration page's action: submits with the request's scope and, once stored, starts
 * delivering the queued confirmation without holding up the answer (the every-minute cron
 * retries what this misses).
 */
export async function registrationAction(scope: RequestScope, data: FormData) {
  const result = await submitRegistration(scope.db, data, { now: scope.now(), lang: scope.lang, ip: scope.ip });
  if (result.ok) scope.waitUntil(deliverPendingMessages(scope.env, scope.db, scope.now));
  return result;
}
