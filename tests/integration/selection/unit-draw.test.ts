import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { localSource } from "../../../app/features/selection/beacon-source.server";
import { verifyUnitAudit } from "../../../app/features/selection/draw-audit";
import {
  addUnits,
  freezeUnitDraw,
  publishUnitDraw,
  unitAuditFile,
  unitOf,
} from "../../../app/features/selection/unit-draw.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import { auditLog, unitAssignments } from "../../../db/schema";
import { db, NOW } from "../../support/applicant";
import { SEEDED } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { fixtureId } from "../../support/review-fixtures";
import { winnerSql } from "../../support/winner-fixtures";

/*
 * 동·호 배정 추첨 (docs/product/units.md §18.7) on the test D1: the units, the freeze of the
 * winners at PASSED with the units, the publish once the local beacon's round is out, and the
 * audit file that the same verification as `npm run draw:verify` re-runs.
 */

const LOCAL = localSource();
const actor = (now = NOW): AuditActor => ({
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now,
  developerUsername: "developer",
});
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const sub = { subPassword: SEEDED.subPassword };

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("the unit draw", () => {
  let roundId = "";
  const passed: string[] = [];
  beforeAll(async () => {
    await seedTestDb(NOW);
    roundId = (await env.DB.prepare("select id from rounds where round = 2").first<{ id: string }>())?.id ?? "";
    for (const [i, stage] of (["PASSED", "PASSED", "PASSED", "SUBMITTED", "REFUSED"] as const).entries()) {
      const id = fixtureId();
      if (stage === "PASSED") passed.push(id);
      const receiptNo = `H2-UDRW-${String(i + 1).padStart(4, "0")}`;
      await env.DB.batch(
        (await winnerSql({ id, personId: `unit-${i}-${id.slice(0, 6)}`, receiptNo, stage })).map((s) =>
          env.DB.prepare(s),
        ),
      );
    }
  });

  it("freezes the winners at PASSED with the units, publishes after the beacon round, and the file re-runs", async () => {
    expect(
      (await refusal(freezeUnitDraw(db, roundId, sub, actor(), { chain: LOCAL.chain, delaySeconds: 6 }))).code,
    ).toBe("units.noUnits");
    await addUnits(
      db,
      roundId,
      [
        { dong: "101", ho: "1201", floor: 12, unitType: "36A" },
        { dong: "101", ho: "301", floor: 3, unitType: "36A" },
        { dong: "102", ho: "501", floor: 5, unitType: "36A" },
        { dong: "102", ho: "502", floor: 5, unitType: "36A" },
      ],
      actor(),
    );
    expect(
      (await refusal(addUnits(db, roundId, [{ dong: "101", ho: "301", floor: 3, unitType: "36A" }], actor()))).code,
    ).toBe("units.duplicate");
    expect(
      (
        await refusal(
          freezeUnitDraw(db, roundId, { subPassword: "wrong" }, actor(), { chain: LOCAL.chain, delaySeconds: 6 }),
        )
      ).code,
    ).toBe("console.subPasswordWrong");

    const frozen = await freezeUnitDraw(db, roundId, sub, actor(), { chain: LOCAL.chain, delaySeconds: 6 });
    // Only the three at PASSED are in the list; the units can no longer change.
    expect(frozen).toMatchObject({ winners: 3, units: 4 });
    expect(frozen.beaconAt.getTime()).toBeGreaterThan(NOW.getTime() + 6000);
    expect(
      (await refusal(addUnits(db, roundId, [{ dong: "103", ho: "101", floor: 1, unitType: "36A" }], actor()))).code,
    ).toBe("units.frozen");
    // Before the beacon round appears nothing is drawn.
    expect((await refusal(publishUnitDraw(db, roundId, sub, actor(later(1)), LOCAL))).code).toBe("draw.beaconNotYet");

    const result = await publishUnitDraw(db, roundId, sub, actor(later(10)), LOCAL);
    expect(result).toHaveLength(1);
    expect(result[0]?.places.map((p) => p.unit)).toEqual(["101-301", "101-1201", "102-501"]);
    const assigned = await db.select().from(unitAssignments).where(eq(unitAssignments.roundId, roundId));
    expect(assigned.map((a) => a.applicationId).sort()).toEqual([...passed].sort());
    expect(new Set(await Promise.all(passed.map((id) => unitOf(db, id))))).toEqual(
      new Set(["101-301", "101-1201", "102-501"]),
    );
    expect((await refusal(publishUnitDraw(db, roundId, sub, actor(later(12)), LOCAL))).code).toBe(
      "units.alreadyPublished",
    );

    // The audit file re-runs with the verification npm run draw:verify runs, and names a moved unit.
    const file = await unitAuditFile(db, roundId);
    expect(JSON.stringify(file)).not.toMatch(/김하늘|010\d{8}/);
    expect(await verifyUnitAudit(file, { digest: frozen.digest, allowLocal: true })).toMatchObject({
      ok: true,
      local: true,
    });
    const moved = structuredClone(file);
    const first = moved.result[0]?.places[0];
    if (!first) throw new Error("no place");
    first.unit = "102-502";
    expect((await verifyUnitAudit(moved, { allowLocal: true })).ok).toBe(false);

    const audits = await db.select().from(auditLog).where(eq(auditLog.targetType, "unitDraw"));
    expect(audits.map((a) => a.action)).toEqual(["record.create", "record.update"]);
  });
});
