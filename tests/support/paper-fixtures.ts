/**
 * Paper applications in integration tests: the form's values for a youth and a newlywed
 * applicant, and the three API calls of a paper entry (draft, documents, registration) as a
 * manager with the `application` scope. The clock is the applicant fixtures' NOW (round 2 of
 * the seed is open then).
 */
import { env } from "cloudflare:test";
import { api } from "../../worker/api/app";
import { multipart, NOW } from "./applicant";
import { bearer } from "./console";

export const SEED_ROUND_2 = "seed-round-2";
export const PAPER_NOW = NOW;

/** A youth applicant in general supply, without a car: needs an ID card and a residence abstract. */
export function youthPaper(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    roundId: SEED_ROUND_2,
    receivedAt: "2026-05-09T15:30",
    name: "박종이",
    birth: "19960315",
    phone: "01055556666",
    lang: "ko",
    identityConfirmed: "true",
    email: "paper@example.com",
    qualificationType: "YOUTH_TYPE",
    unitType: "18A",
    supplyType: "NORMAL_TYPE",
    supplyCategory: "YOUTH",
    isHomeless: "true",
    isAsset: "false",
    isCar: "false",
    terms: ["privacy", "application"],
    ...overrides,
  };
}

/** A newlywed in special supply with a car: also marriage, income and car documents. */
export function marriedPaper(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return youthPaper({
    name: "최신혼",
    birth: "19900101",
    phone: "01077778888",
    qualificationType: "MARRIED_TYPE",
    unitType: "36A",
    supplyType: "SPECIAL_TYPE",
    supplyCategory: "MARRIED",
    earningRank: "FIRST",
    regionRank: "SECOND",
    isCar: true,
    carValue: "2500",
    spouseName: "한배우",
    spousePhone: "01099990000",
    spouseBirth: "19910202",
    marriage: "married",
    marriageDate: "20240505",
    ...overrides,
  });
}

const at = (now: Date) => ({ "x-test-now": now.toISOString() });

async function json<T>(res: Response): Promise<{ status: number; body: T }> {
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

export type PaperDraftBody = {
  application?: { id: string; status: string; channel: string; missing: string[] };
  message?: string;
  errors?: Record<string, string>;
};

/** POST /api/console/application: the paper draft. */
export async function postPaper(token: string, values: unknown, now = PAPER_NOW) {
  const res = await api.request(
    "/api/console/application",
    {
      method: "POST",
      headers: { ...bearer(token), ...at(now), "content-type": "application/json" },
      body: JSON.stringify(values),
    },
    env,
  );
  return json<PaperDraftBody>(res);
}

/** POST /api/console/application/:id/documents: one file into a slot. */
export async function uploadPaper(token: string, id: string, slot: string, bytes: Uint8Array, now = PAPER_NOW) {
  const body = await multipart([
    ["name", slot],
    ["upload", new File([bytes as Uint8Array<ArrayBuffer>], `${slot}.pdf`)],
  ]);
  const res = await api.request(
    `/api/console/application/${id}/documents`,
    {
      method: "POST",
      headers: {
        ...bearer(token),
        ...at(now),
        "content-type": body.contentType,
        "content-length": String(body.bytes.length),
      },
      body: body.bytes,
    },
    env,
  );
  return json<{ document?: { name: string; size: number }; message?: string }>(res);
}

/** POST /api/console/application/:id/submit: the registration. */
export async function submitPaper(token: string, id: string, now = PAPER_NOW) {
  const res = await api.request(
    `/api/console/application/${id}/submit`,
    { method: "POST", headers: { ...bearer(token), ...at(now) } },
    env,
  );
  return json<{ id?: string; receiptNo?: string; version?: number; message?: string; errors?: Record<string, string> }>(
    res,
  );
}
