import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, outbox, settings } from "../../../db/schema";
import { formatDateTime } from "../../lib/format";
import { escapeHtml } from "../../lib/html";
import type { TFunction } from "../../lib/i18n/client";
import { createI18n, resources } from "../../lib/i18n/i18n.server";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { calendarLinks } from "../calendar/calendar-events";
import { kakaoMessageRow } from "../messaging/messaging.server";
import { unitParts } from "../selection/unit-draw";
import { getSiteSettings } from "../settings/settings.server";
import {
  fillTemplate,
  type MessageTemplate,
  type MessageTemplates,
  messageTemplatesSchema,
  STATUS_MESSAGE_TEMPLATES_KEY,
} from "./message-templates";
import type { MessageStatus } from "./status-workflow";

/*
 * The notices an applicant gets when a manager's change concerns them (docs/product.md §12.5):
 * an e-mail and a KakaoTalk message (its SMS text sent instead when KakaoTalk cannot deliver
 * it) through the outbox, in the language they applied in, queued in the
 * same batch as the change. They carry the receipt number, the link and (for a fix request)
 * the deadline, (for the unit draw's notice) the unit only: no name, no answers. A member whose password was reset or changed gets
 * the PASSWORD_CHANGED notice the same way (members/password-message.server.ts): when, and
 * whom to contact.
 */

/** The default template of a status in a language, from the locale files. */
export function defaultTemplate(status: MessageStatus, lang: Language): MessageTemplate {
  return { ...resources[lang].translation.application.statusMessage[status] };
}

/** The managers' overrides; an unreadable row counts as none (the defaults still go out). */
export async function loadMessageTemplates(db: Db): Promise<MessageTemplates> {
  const row = await db.select().from(settings).where(eq(settings.key, STATUS_MESSAGE_TEMPLATES_KEY)).get();
  if (!row) return {};
  const parsed = messageTemplatesSchema.safeParse(row.value);
  if (!parsed.success) console.error("status notice templates do not match their schema");
  return parsed.success ? parsed.data : {};
}

/** Every template in force, per status and language, and whether it is a manager's. */
export function effectiveTemplates(overrides: MessageTemplates) {
  return Object.fromEntries(
    (Object.keys(resources.ko.translation.application.statusMessage) as MessageStatus[]).map((status) => [
      status,
      Object.fromEntries(
        LANGUAGES.map((lang) => {
          const own = overrides[status]?.[lang];
          return [lang, { ...(own ?? defaultTemplate(status, lang)), custom: own !== undefined }];
        }),
      ),
    ]),
  ) as Record<MessageStatus, Record<Language, MessageTemplate & { custom: boolean }>>;
}

/** Saves every override (validated again here, whoever calls), audited in the same batch. */
export async function saveMessageTemplates(db: Db, input: unknown, by: AuditActor): Promise<MessageTemplates> {
  const value = messageTemplatesSchema.parse(input);
  await db.batch([
    db
      .insert(settings)
      .values({ key: STATUS_MESSAGE_TEMPLATES_KEY, value, updatedAt: by.now, updatedBy: by.principal.username })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: by.now, updatedBy: by.principal.username },
      }),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.update",
        targetType: "setting",
        targetId: STATUS_MESSAGE_TEMPLATES_KEY,
      },
      by.origin,
    ),
  ]);
  return value;
}

/** The values a notice's placeholders take: an application's, or a password notice's. */
export type MessageVars =
  | {
      receipt: string;
      url: string;
      deadline?: Date | null;
      /** The draw's waiting number (WAITING). */
      number?: number | null;
    }
  | {
      /** DRAW_FROZEN: the frozen list's digest, the beacon round that will draw it, and the page that explains how to check. */
      receipt: string;
      url: string;
      digest: string;
      beaconRound: number;
      beaconAt: Date;
      verifyUrl: string;
    }
  | { time: Date; contact: string }
  | {
      /** CONTRACT_BOOKED, CONTRACT_REMINDER: the appointment's start and place. */
      receipt: string;
      url: string;
      appointment: Date;
      place: string;
    }
  | {
      /** UNIT_ASSIGNED: the unit the unit draw gave, as stored ("101-1203"; shown "101동 1203호"). */
      receipt: string;
      url: string;
      unit: string;
    };

/** A notice's placeholder values as its template and its KakaoTalk variables take them (each kind keeps its own). */
function messageValues(vars: MessageVars, lang: Language): Record<string, string> {
  if ("time" in vars) return { time: formatDateTime(vars.time), contact: vars.contact };
  if ("appointment" in vars) {
    return { receipt: vars.receipt, url: vars.url, appointment: formatDateTime(vars.appointment), place: vars.place };
  }
  if ("unit" in vars) return { receipt: vars.receipt, url: vars.url, unit: unitLabel(vars.unit, lang) };
  if ("digest" in vars) {
    return {
      receipt: vars.receipt,
      url: vars.url,
      // The first 16 hex digits: enough to compare with the published digest by eye.
      digest: vars.digest.slice(0, 16),
      beaconRound: String(vars.beaconRound),
      beaconTime: formatDateTime(vars.beaconAt),
      verifyUrl: vars.verifyUrl,
    };
  }
  return {
    receipt: vars.receipt,
    url: vars.url,
    deadline: vars.deadline ? formatDateTime(vars.deadline) : "",
    number: vars.number ? String(vars.number) : pendingNumber(lang),
  };
}

const pendingNumbers = new Map<Language, string>();
/** "추후 안내" in `lang`, made once per isolate (a draw renders thousands of notices). */
function pendingNumber(lang: Language): string {
  let text = pendingNumbers.get(lang);
  if (text === undefined) {
    text = createI18n(lang).t("application.waitingNumberPending");
    pendingNumbers.set(lang, text);
  }
  return text;
}

/** A unit as the applicant's pages name it in `lang`: "101-1203" is "101동 1203호". */
const unitLabel = (unit: string, lang: Language): string =>
  createI18n(lang).t("applicant.result.unitName", unitParts(unit));

/** The notice as sent: the subject on one line, the body as escaped paragraphs, the SMS text. */
export function renderMessage(template: MessageTemplate, vars: MessageVars, lang: Language) {
  return renderWith(template, messageValues(vars, lang));
}

function renderWith(template: MessageTemplate, values: Record<string, string>) {
  const fill = (text: string) => fillTemplate(text, values);
  const lines = fill(template.body)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    subject: fill(template.subject).replace(/\s*[\r\n]+\s*/g, " "),
    /** The body's paragraphs as text (the console's preview). */
    lines,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
    sms: fill(template.sms),
  };
}

/**
 * The fix notice e-mail's last paragraph: the fix deadline as a Google Calendar link, built
 * like the pages' "add to calendar" link, in the notice's language. E-mail only: KakaoTalk
 * and SMS texts stay the template's.
 */
function fixDeadlineCalendarHtml(deadline: Date, lang: Language): string {
  const i18n = createI18n(lang);
  const t: TFunction = (key, vars) => i18n.t(key, vars ?? {});
  const { google } = calendarLinks({ kind: "fix", at: deadline }, t);
  return `<p>${escapeHtml(t("application.calendar.addFix"))} <a href="${escapeHtml(google)}">${escapeHtml(t("application.calendar.google"))}</a></p>`;
}

export type MessageRecipient = { email: string | null; phone: string; lang: Language };

/** The contacts of applications by id, for their notices: 90 ids a query, under D1's 100 bound parameters. */
export async function recipientsOf(db: Db, ids: readonly string[]): Promise<Map<string, MessageRecipient>> {
  const contacts = new Map<string, MessageRecipient>();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await db
      .select({ id: applications.id, email: applications.email, phone: applications.phone, lang: applications.lang })
      .from(applications)
      .where(inArray(applications.id, ids.slice(i, i + 90)));
    for (const r of rows) contacts.set(r.id, r);
  }
  return contacts;
}

/** Whom a notice tells the person to contact: the customer centre's phone and e-mail (console → setting). */
export async function messageContact(db: Db): Promise<string> {
  const site = await getSiteSettings(db);
  return [site.phone, site.email].filter(Boolean).join(", ");
}

/**
 * The outbox rows of one notice, to put in the batch of the change, each with its id (for the
 * outbox queue). No e-mail when the recipient has no address (a paper application may not).
 */
export function statusMessageRows(
  overrides: MessageTemplates,
  to: MessageRecipient,
  status: MessageStatus,
  vars: MessageVars,
  now: Date,
): (typeof outbox.$inferInsert & { id: string })[] {
  const template = overrides[status]?.[to.lang] ?? defaultTemplate(status, to.lang);
  const values = messageValues(vars, to.lang);
  const notice = renderWith(template, values);
  const sms = {
    ...kakaoMessageRow({
      to: to.phone,
      kind: `status.${status}`,
      // Only the kind's template variables are kept (the password notice's: none).
      variables: values,
      subject: notice.subject,
      sms: notice.sms,
      now,
    }),
    id: newId(),
  };
  if (!to.email) return [sms];
  const deadline = status === "FIX_REQUESTED" && "deadline" in vars ? vars.deadline : null;
  const body = deadline ? notice.html + fixDeadlineCalendarHtml(deadline, to.lang) : notice.html;
  return [{ id: newId(), channel: "EMAIL", to: to.email, subject: notice.subject, body, createdAt: now }, sms];
}

/** The insert statements of `statusMessageRows`; their ids are pushed to `queued` when given. */
export function statusMessageStatements(
  db: Db,
  overrides: MessageTemplates,
  to: MessageRecipient,
  status: MessageStatus,
  vars: MessageVars,
  now: Date,
  queued?: string[],
) {
  return statusMessageRows(overrides, to, status, vars, now).map((row) => {
    queued?.push(row.id);
    return db.insert(outbox).values(row);
  });
}
