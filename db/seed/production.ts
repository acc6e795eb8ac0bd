/**
 * The minimum a real (production) database needs, and nothing else: the first developer
 * account, the site settings as placeholders to complete, and the terms the forms ask for,
 * without any text (the managers publish it). No sample notice, application, question, round,
 * popup or file. `npm run setup` (scripts/setup.ts) turns these rows into SQL for wrangler.
 */
import { drizzle } from "drizzle-orm/d1";
import { z } from "zod";
import { refuseCommonPasswords } from "../../app/features/auth/common-passwords.server";
import { hashPassword } from "../../app/features/auth/password.server";
import { SITE_SETTINGS_KEY, type SiteSettings, siteSettingsSchema } from "../../app/features/settings/site-settings";
import { SCOPES } from "../../app/lib/enums";
import { passwordSchema } from "../../app/lib/validation";
import * as s from "../schema";
import { LOCAL_DEFAULTS } from "./index";

/** Marks every text the managers must replace before opening. */
export const PLACEHOLDER = "[입력 필요]";

/** Valid by the settings' own rules (the console opens it), visibly unfinished everywhere it shows. */
export const placeholderSiteSettings: SiteSettings = siteSettingsSchema.parse({
  complexName: `${PLACEHOLDER} 단지 이름`,
  operatorName: `${PLACEHOLDER} 운영 기관`,
  representative: `${PLACEHOLDER} 대표자`,
  businessNumber: "000-00-00000",
  phone: `${PLACEHOLDER} 대표 전화`,
  email: "placeholder@example.com",
  address: `${PLACEHOLDER} 주소`,
  copyright: `${PLACEHOLDER} 저작권 표시`,
  footerInfo: [],
  footerLinks: [],
  socialLinks: [],
  surveyUrl: "",
});

/**
 * The terms the application, interest registration and member forms ask for. They get no
 * version here: a term without a version in force is not offered, and the application journey
 * stays closed until privacy and application are published.
 */
export const REQUIRED_TERMS = [
  { code: "privacy", title: "개인정보처리방침", required: true },
  { code: "application", title: "청약 신청 개인정보 수집·이용 동의", required: true },
  { code: "marketing", title: "분양·임대 정보 수신 동의 (선택)", required: false },
] as const;

export class BootstrapRefused extends Error {}

/**
 * The developer's password and sub-password by the console's own rules (length, letters,
 * digits, symbols; not a common password), and never the documented local defaults. Answers
 * the reasons as error keys (`errors.validation.*`) by field; empty when both are fine.
 */
export async function passwordProblems(password: string, subPassword: string): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const check = z.object({ password: passwordSchema, subPassword: passwordSchema });
  const parsed = check.safeParse({ password, subPassword });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  }
  try {
    await refuseCommonPasswords({ password, subPassword });
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    for (const issue of error.issues) problems[String(issue.path[0])] ??= issue.message;
  }
  const local = new Set(Object.values(LOCAL_DEFAULTS));
  if (local.has(password)) problems.password ??= "validation.passwordCommon";
  if (local.has(subPassword)) problems.subPassword ??= "validation.passwordCommon";
  // The sub-password guards the draw, exports and downloads: it must be a second secret (as the console's form says).
  if (password === subPassword) problems.subPassword ??= "validation.manager.subPasswordSame";
  return problems;
}

/** What the database holds already, as `npm run setup` asks it before writing. */
export type ExistingState = { managers: number; settings: number; terms: string[] };

/** The query that answers ExistingState's numbers (one row: managers, settings, terms). */
export const EXISTING_STATE_SQL = `select (select count(*) from managers) as managers, (select count(*) from settings where key = '${SITE_SETTINGS_KEY}') as settings, (select coalesce(json_group_array(code), '[]') from terms) as terms`;

export type BootstrapPlan = { sql: string[]; done: string[] };

// Statements are only built here, never run: the stub client is never called.
const builder = drizzle({} as D1Database);

/**
 * The SQL for what is missing, and what it does in words. The account only when the database
 * has no account at all; settings and terms only where absent (and "or ignore", so a second
 * run that raced the first changes nothing).
 */
export async function bootstrapPlan(
  existing: ExistingState,
  developer: { username: string; password: string; subPassword: string } | null,
  options: { now?: Date; iterations?: number } = {},
): Promise<BootstrapPlan> {
  const now = options.now ?? new Date();
  const sql: string[] = [];
  const done: string[] = [];
  if (existing.managers === 0) {
    if (!developer) throw new BootstrapRefused("the developer's password and sub-password are needed");
    const problems = await passwordProblems(developer.password, developer.subPassword);
    if (Object.keys(problems).length) throw new BootstrapRefused(JSON.stringify(problems));
    const [passwordHash, subPasswordHash] = await Promise.all([
      hashPassword(developer.password, options.iterations),
      hashPassword(developer.subPassword, options.iterations),
    ]);
    sql.push(
      inline(
        builder
          .insert(s.managers)
          .values({
            username: developer.username,
            displayName: "개발 관리자",
            passwordHash,
            subPasswordHash,
            type: "MANAGER",
            scope: [...SCOPES],
            createdAt: now,
            updatedAt: now,
          })
          .toSQL(),
      ),
    );
    done.push(`developer account "${developer.username}" created (all scopes)`);
  } else {
    done.push(`developer account not created: the database already has ${existing.managers} account(s)`);
  }
  if (existing.settings === 0) {
    sql.push(
      inline(
        builder
          .insert(s.settings)
          .values({ key: SITE_SETTINGS_KEY, value: placeholderSiteSettings, sample: true, updatedAt: now })
          .onConflictDoNothing()
          .toSQL(),
      ),
    );
    done.push(`site settings created as placeholders (${PLACEHOLDER}): complete them in the console (설정)`);
  } else {
    done.push("site settings already present: unchanged");
  }
  const missing = REQUIRED_TERMS.filter((t) => !existing.terms.includes(t.code));
  for (const term of missing) {
    sql.push(
      inline(
        builder
          .insert(s.terms)
          .values({ ...term, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .toSQL(),
      ),
    );
  }
  done.push(
    missing.length
      ? `terms created without text: ${missing.map((t) => t.code).join(", ")}; publish their first versions in the console (약관); applications stay closed until privacy and application are published`
      : "terms already present: unchanged",
  );
  return { sql, done };
}

/** A statement with its parameters written in as SQLite literals (a --file for wrangler). */
export function inline({ sql, params }: { sql: string; params: unknown[] }): string {
  let i = 0;
  const text = sql.replace(/\?/g, () => literal(params[i++]));
  if (i !== params.length) throw new Error("parameter count does not match the statement");
  return `${text};`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`cannot write a ${typeof value} as SQL`);
}
