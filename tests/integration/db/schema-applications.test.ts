import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import * as s from "../../../db/schema";
import { insertRound } from "../../support/rounds";

// Applications and their children; the other tables are in schema.test.ts.
const db = createDb(env.DB);
const at = (iso: string) => new Date(iso);

/** All messages of an error and its causes (drizzle wraps the D1 error). */
function messages(error: unknown): string {
  const out: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) out.push(e.message);
  return out.join(" | ");
}

function applicationRow(id: string, roundId: string, personKey: string) {
  return {
    id,
    roundId,
    personKey,
    terms: [{ code: "application", version: 1, agreedAt: "2026-03-03T00:00:00.000Z" }],
    name: "김하늘",
    phone: "01012345678",
    birth: "19950101",
    email: "sky@example.com",
    qualificationType: "MARRIED_TYPE" as const,
    supplyType: "SPECIAL_TYPE" as const,
    supplyCategory: "MARRIED" as const,
    submittedAt: at("2026-03-03T02:00:00Z"),
  };
}

describe("applications", () => {
  it("round-trips every applicant-form field, nullable booleans keeping null, true and false", async () => {
    await insertRound("round-b", 2);
    await db.insert(s.identityVerifications).values({
      id: "ver-b",
      orderId: "order-b",
      provider: "kcp",
      status: "VERIFIED",
      purpose: "application",
      expiresAt: at("2026-03-03T03:00:00Z"),
    });
    const full = {
      ...applicationRow("app-1", "round-b", "person-1"),
      verificationId: "ver-b",
      spouseName: "박바다",
      spousePhone: "0212345678",
      spouseBirth: "19940202",
      unitType: "36A" as const,
      earningRank: "FIRST" as const,
      regionRank: "THIRD" as const,
      marriageDate: "20220505",
      marriagePlanned: false,
      isHomeless: true,
      isAsset: false,
      isCar: true,
      carValue: 25_000_000,
      receiptNo: "H2-ABCD-EFGH",
      lang: "en" as const,
    };
    await db.insert(s.applications).values(full);
    await db.insert(s.applications).values({
      ...applicationRow("app-2", "round-b", "person-2"),
      isHomeless: false,
      isAsset: true,
    });
    const one = await db.select().from(s.applications).where(eq(s.applications.id, "app-1")).get();
    // A new row is a draft of an online application, never submitted yet.
    expect(one).toMatchObject({
      ...full,
      status: "DRAFT",
      version: 0,
      channel: "ONLINE",
      createdBy: null,
      draft: null,
    });
    const two = await db.select().from(s.applications).where(eq(s.applications.id, "app-2")).get();
    expect(two).toMatchObject({
      isHomeless: false,
      isAsset: true,
      isCar: null,
      carValue: null,
      spouseName: null,
      earningRank: null,
      lang: "ko",
      receiptNo: null,
    });
  });

  it("allows one application per person per round, and the same person in another round", async () => {
    await insertRound("round-c", 3);
    await insertRound("round-d", 4);
    await db.insert(s.applications).values(applicationRow("app-c1", "round-c", "person-x"));
    const error = await db
      .insert(s.applications)
      .values(applicationRow("app-c2", "round-c", "person-x"))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(messages(error)).toContain("UNIQUE constraint failed");
    await db.insert(s.applications).values(applicationRow("app-d1", "round-d", "person-x"));
    const rows = await db.select().from(s.applications).where(eq(s.applications.personKey, "person-x"));
    expect(rows.map((r) => r.id).sort()).toEqual(["app-c1", "app-d1"]);
  });

  it("refuses an application for an unknown round", async () => {
    const error = await db
      .insert(s.applications)
      .values(applicationRow("app-orphan", "no-such-round", "person-o"))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(messages(error)).toContain("FOREIGN KEY constraint failed");
  });

  it("round-trips documents, status history and versions, removed with their application", async () => {
    await insertRound("round-e", 5);
    await db.insert(s.applications).values(applicationRow("app-e", "round-e", "person-e"));
    await db.insert(s.applicationDocuments).values({
      id: "doc-1",
      applicationId: "app-e",
      name: "residence",
      kind: "residence",
      r2Key: "applications/app-e/doc-1",
      originalName: "주민등록등본.pdf",
      contentType: "application/pdf",
      size: 1234,
      sha256: "ab".repeat(32),
    });
    await db.insert(s.applicationStatusHistory).values({
      id: "hist-1",
      applicationId: "app-e",
      fromStatus: "SUBMITTED",
      toStatus: "FIX_REQUESTED",
      actor: "manager",
      note: "서류 보완",
    });
    const snapshot = { name: "김하늘", spouse: { name: "박바다" }, isCar: null, files: ["resident"] };
    await db
      .insert(s.applicationVersions)
      .values({ id: "ver-e1", applicationId: "app-e", version: 1, token: "t-1", snapshot });

    const doc = await db.select().from(s.applicationDocuments).where(eq(s.applicationDocuments.id, "doc-1")).get();
    expect(doc).toMatchObject({
      reviewState: "PENDING",
      reviewReason: null,
      fixDeadline: null,
      size: 1234,
      originalName: "주민등록등본.pdf",
    });
    const hist = await db
      .select()
      .from(s.applicationStatusHistory)
      .where(eq(s.applicationStatusHistory.id, "hist-1"))
      .get();
    expect(hist).toMatchObject({ fromStatus: "SUBMITTED", toStatus: "FIX_REQUESTED", actor: "manager" });
    const version = await db.select().from(s.applicationVersions).where(eq(s.applicationVersions.id, "ver-e1")).get();
    expect(version).toMatchObject({ snapshot, token: "t-1", actor: "applicant" });

    await db.delete(s.applications).where(eq(s.applications.id, "app-e"));
    const [docs] = await db
      .select({ n: count() })
      .from(s.applicationDocuments)
      .where(eq(s.applicationDocuments.applicationId, "app-e"));
    const [versions] = await db
      .select({ n: count() })
      .from(s.applicationVersions)
      .where(eq(s.applicationVersions.applicationId, "app-e"));
    expect([docs?.n, versions?.n]).toEqual([0, 0]);
  });
});

describe("enumerations of docs/product.md §3.2 on the columns", () => {
  it("uses the product's values", () => {
    expect(s.managers.type.enumValues).toEqual(["PERSON", "COMPANY", "MANAGER"]);
    expect(s.applications.supplyType.enumValues).toEqual(["SPECIAL_TYPE", "NORMAL_TYPE"]);
    expect(s.applications.supplyCategory.enumValues).toEqual(["YOUTH", "MARRIED"]);
    expect(s.applications.qualificationType.enumValues).toEqual(["YOUTH_TYPE", "MARRIED_TYPE"]);
    expect(s.registrations.qualificationType.enumValues).toEqual(["YOUTH_TYPE", "MARRIED_TYPE"]);
    expect(s.applications.earningRank.enumValues).toEqual(["FIRST", "SECOND", "THIRD"]);
    expect(s.applications.regionRank.enumValues).toEqual(["FIRST", "SECOND", "THIRD"]);
    expect(s.identityVerifications.gender.enumValues).toEqual(["MALE", "FEMALE"]);
  });
});
