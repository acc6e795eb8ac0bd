import { z } from "zod";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { MESSAGE_STATUSES, type MessageStatus } from "./status-workflow";

/*
 * Status notice templates (docs/product.md §12.5), client-safe: the console form checks them
 * in the browser with the same schema the server stores them by. Defaults live in the locale
 * files (application.statusMessage.*); a manager's overrides, per status and language, in the
 * `settings` row STATUS_MESSAGE_TEMPLATES_KEY.
 */

export const STATUS_MESSAGE_TEMPLATES_KEY = "statusNoticeTemplates";

/** A notice: the e-mail's subject and body (plain text, one paragraph a line) and the SMS. */
export type MessageTemplate = { subject: string; body: string; sms: string };
export type MessageTemplates = Partial<Record<MessageStatus, Partial<Record<Language, MessageTemplate>>>>;

export const MESSAGE_LIMITS = { subject: 200, body: 2000, sms: 300 } as const;

/**
 * What a template may name: the receipt number and the link, for a fix request its
 * deadline, for the waiting list the waiting number, for the unit draw's notice the unit
 * (동·호); for a password notice only when it
 * happened and whom to contact (no link, no username: nothing that opens anything).
 * Nothing else (no name, no answers): a notice carries no more personal data than it needs.
 */
export const MESSAGE_PLACEHOLDERS: Record<MessageStatus, readonly string[]> = {
  FIX_REQUESTED: ["receipt", "url", "deadline"],
  ELIGIBLE: ["receipt", "url"],
  INELIGIBLE: ["receipt", "url"],
  SELECTED: ["receipt", "url"],
  WAITING: ["receipt", "url", "number"],
  NOT_SELECTED: ["receipt", "url"],
  DRAW_FROZEN: ["receipt", "url", "digest", "beaconRound", "beaconTime", "verifyUrl"],
  PASSWORD_CHANGED: ["time", "contact"],
  WINNER_DOCUMENTS: ["receipt", "url", "deadline"],
  WINNER_PASSED: ["receipt", "url"],
  WINNER_REFUSED: ["receipt", "url", "deadline"],
  PROMOTION_OFFER: ["receipt", "url", "deadline"],
  WAITING_MOVED: ["receipt", "url", "number"],
  UNIT_ASSIGNED: ["receipt", "url", "unit"],
  CONTRACT_BOOKED: ["receipt", "url", "appointment", "place"],
  CONTRACT_REMINDER: ["receipt", "url", "appointment", "place"],
};

/** The message naming the placeholders a kind allows, when a template names another. */
function placeholderMessage(allowed: readonly string[]) {
  if (allowed.includes("deadline")) return "validation.applicationFlow.placeholderFix";
  if (allowed.includes("digest")) return "validation.applicationFlow.placeholderFrozen";
  if (allowed.includes("number")) return "validation.applicationFlow.placeholderWaiting";
  if (allowed.includes("time")) return "validation.applicationFlow.placeholderPassword";
  if (allowed.includes("appointment")) return "validation.applicationFlow.placeholderContract";
  if (allowed.includes("unit")) return "validation.applicationFlow.placeholderUnit";
  return "validation.applicationFlow.placeholder";
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, e.g. ["receipt", "url"]. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
}

/** The text with each known placeholder replaced (templates are checked, so none is unknown). */
export function fillTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars[name] ?? whole);
}

function field(limit: number, code: "subject" | "body" | "sms", allowed: readonly string[]) {
  return z
    .string({ error: `validation.applicationFlow.${code}` })
    .trim()
    .min(1, `validation.applicationFlow.${code}`)
    .max(limit, `validation.applicationFlow.${code}`)
    .refine((text) => placeholdersIn(text).every((name) => allowed.includes(name)), placeholderMessage(allowed));
}

/**
 * What a notice must say, whoever edits it: the freeze notice is how every entrant learns the
 * list's digest, the beacon round and where to check (docs/product/selection.md §18.2).
 */
export const REQUIRED_PLACEHOLDERS: Partial<Record<MessageStatus, readonly string[]>> = {
  DRAW_FROZEN: ["digest", "beaconRound", "beaconTime", "verifyUrl"],
};

/** One template of `status`, fields in the order the form shows them. */
export function messageTemplateSchema(status: MessageStatus) {
  const allowed = MESSAGE_PLACEHOLDERS[status];
  const required = REQUIRED_PLACEHOLDERS[status] ?? [];
  const complete = (field: z.ZodType<string>) =>
    field.refine(
      (text) => required.every((name) => placeholdersIn(text).includes(name)),
      "validation.applicationFlow.placeholderRequiredFrozen",
    );
  return z.object({
    subject: field(MESSAGE_LIMITS.subject, "subject", allowed),
    body: complete(field(MESSAGE_LIMITS.body, "body", allowed)),
    sms: complete(field(MESSAGE_LIMITS.sms, "sms", allowed)),
  });
}

const perLanguage = (status: MessageStatus) =>
  z.strictObject(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, messageTemplateSchema(status).optional()])) as Record<
      Language,
      z.ZodOptional<ReturnType<typeof messageTemplateSchema>>
    >,
    { error: "validation.applicationFlow.templates" },
  );

/** Every override (the settings row and the API's PUT): only known statuses and languages. */
export const messageTemplatesSchema = z.strictObject(
  Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, perLanguage(status).optional()])) as Record<
    MessageStatus,
    z.ZodOptional<ReturnType<typeof perLanguage>>
  >,
  { error: "validation.applicationFlow.templates" },
);

/** The console form's choice of one template: ?status=&lang=. */
export const templateChoiceSchema = z.object({
  status: z.enum(MESSAGE_STATUSES).catch("FIX_REQUESTED"),
  lang: z.enum(LANGUAGES).catch("ko"),
});
