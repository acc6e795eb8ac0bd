import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { purgeVerifications } from "../../../app/features/identity/verification-store.server";
import { createDb } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, identityVerifications } from "../../../db/schema";
import { insertRound } from "../../support/rounds";

const db = createDb(env.DB);
const NOW = new Date("2026-05-11T18:00:00Z");
const HOUR = 3_600_000;

async function verificationBegun(hoursAgo: number): Promise<string> {
  const id = newId();
  const createdAt = new Date(NOW.getTime() - hoursAgo * HOUR);
  await db.insert(identityVerifications).values({
    id,
    orderId: newId(),
    provider: "sandbox",
    status: "VERIFIED",
    purpose: "application",
    returnPath: "/form/application",
    bindingHash: "b",
    name: "김하늘",
    phone: "01012345678",
    birth: "19950301",
    gender: "FEMALE",
    personKey: `p-${id}`,
    siteKey: `s-${id}`,
    verifiedAt: createdAt,
    expiresAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

describe("verification retention (daily maintenance)", () => {
  it("purges verifications begun more than 24 hours ago; an application keeps its own copy and loses only the link", async () => {
    await insertRound("retention-round", 7);
    const old = await verificationBegun(25);
    const young = await verificationBegun(23);
    const appId = newId();
    await db.insert(applications).values({
      id: appId,
      roundId: "retention-round",
      personKey: `p-${old}`,
      verificationId: old,
      terms: [],
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      email: "sky@example.com",
      qualificationType: "YOUTH_TYPE",
      supplyType: "NORMAL_TYPE",
      supplyCategory: "YOUTH",
      submittedAt: NOW,
    });

    expect(await purgeVerifications(db, NOW)).toBe(1);

    expect((await db.select().from(identityVerifications)).map((r) => r.id)).toEqual([young]);
    const [application] = await db.select().from(applications);
    expect(application).toMatchObject({ id: appId, verificationId: null, personKey: `p-${old}`, name: "김하늘" });
  });
});
