import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
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
import { publicUnitAuditFile, publicUnitDrawOfRound } from "../../../app/features/selection/unit-draw-public.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import { CONTENT_VERSION_KEY } from "../../../app/lib/public-content.server";
import { loader as publicFileLoader } from "../../../app/routes/site/application/competition-units";
import { auditLog, outbox, rounds, settings, unitAssignments } from "../../../db/schema";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { SEEDED } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";
import { fixtureId } from "../../support/review-fixtures";
import { winnerSql } from "../../support/winner-fixtures";

/*
 * 동·호 배정 추첨 (docs/product/units.md §18.7) on the test D1: the units, the freeze of the
 * winners at PASSED with the units, the publish once the local beacon's round is out, and the
 * audit file that the same verification as `npm run draw:verify` re-runs; the public file and
 * verify page's figures, each assigned winner's notice, and the public content version.
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

/** GET /application/competition/:round/units, its loader called as React Router calls it. */
async function publicFileOf(round: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/application/competition/${round}/units`);
  const args = { request, context: contextFor(request), params: { round }, url: new URL(request.url), pattern: "" };
  return publicFileLoader(args as unknown as Parameters<typeof publicFileLoader>[0]);
}

/** What a file-not-found answer is (the site's, for any resource route). */
async function notFoundOf(res: Response) {
  return [res.status, res.headers.get("content-type"), await res.text()];
}
const NOT_FOUND = [404, "text/plain; charset=utf-8", "Not Found"];

/** The public content version the page cache keys shared pages by. */
async function contentVersion(): Promise<string | undefined> {
  const row = await db.select().from(settings).where(eq(settings.key, CONTENT_VERSION_KEY)).get();
  return row ? String(row.value) : undefined;
}

const setShown = (shows: boolean) => db.update(rounds).set({ shows }).where(eq(rounds.round, 2));

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
  /** Each winner's phone, language and e-mail (the second applied in English, the third gave no e-mail). */
  const contact = new Map<string, { phone: string; lang: "ko" | "en"; email: string | null }>();
  beforeAll(async () => {
    await seedTestDb(NOW);
    roundId = (await env.DB.prepare("select id from rounds where round = 2").first<{ id: string }>())?.id ?? "";
    // Five at PASSED for four units of their type: one is left without a unit.
    const stages = ["PASSED", "PASSED", "PASSED", "PASSED", "PASSED", "SUBMITTED", "REFUSED"] as const;
    for (const [i, stage] of stages.entries()) {
      const id = fixtureId();
      const person = {
        phone: `0109000000${i}`,
        lang: i === 1 ? "en" : "ko",
        email: i === 2 ? null : `u${i}@example.com`,
      } as const;
      if (stage === "PASSED") passed.push(id);
      contact.set(id, person);
      const receiptNo = `H2-UDRW-${String(i + 1).padStart(4, "0")}`;
      await env.DB.batch(
        (await winnerSql({ id, personId: `unit-${i}-${id.slice(0, 6)}`, receiptNo, stage, ...person })).map((s) =>
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

    // Nothing public before the freeze: no figures on the verify page, no file.
    expect(await publicUnitDrawOfRound(db, 2)).toBeNull();
    expect(await notFoundOf(await publicFileOf("2"))).toEqual(NOT_FOUND);
    const beforeFreeze = await contentVersion();

    const frozen = await freezeUnitDraw(db, roundId, sub, actor(), { chain: LOCAL.chain, delaySeconds: 6 });
    // Only the five at PASSED are in the list; the units can no longer change.
    expect(frozen).toMatchObject({ winners: 5, units: 4 });
    // The freeze changed what the verify page shows, so the shared pages' version moved with it.
    const afterFreeze = await contentVersion();
    expect(afterFreeze).toBeDefined();
    expect(afterFreeze).not.toBe(beforeFreeze);
    expect(await publicUnitDrawOfRound(db, 2)).toEqual({
      roundNo: 2,
      listDigest: frozen.digest,
      frozenAt: NOW.toISOString(),
      winners: 5,
      units: 4,
      beacon: { network: "local", round: frozen.beaconRound, at: frozen.beaconAt.toISOString() },
      publishedAt: null,
    });
    // Frozen is not published: still no file.
    expect(await notFoundOf(await publicFileOf("2"))).toEqual(NOT_FOUND);
    expect(frozen.beaconAt.getTime()).toBeGreaterThan(NOW.getTime() + 6000);
    expect(
      (await refusal(addUnits(db, roundId, [{ dong: "103", ho: "101", floor: 1, unitType: "36A" }], actor()))).code,
    ).toBe("units.frozen");
    // Before the beacon round appears nothing is drawn.
    expect((await refusal(publishUnitDraw(db, roundId, sub, actor(later(1)), LOCAL, ORIGIN))).code).toBe(
      "draw.beaconNotYet",
    );
    expect(await contentVersion()).toBe(afterFreeze);

    const queued: string[] = [];
    const result = await publishUnitDraw(db, roundId, sub, actor(later(10)), LOCAL, ORIGIN, (ids) =>
      queued.push(...ids),
    );
    expect(result).toHaveLength(1);
    expect(result[0]?.places.map((p) => p.unit)).toEqual(["101-301", "101-1201", "102-501", "102-502", null]);
    const assigned = await db.select().from(unitAssignments).where(eq(unitAssignments.roundId, roundId));
    expect(assigned.map((a) => a.applicationId).sort()).toEqual([...passed].sort());
    const unitOfWinner = new Map(await Promise.all(passed.map(async (id) => [id, await unitOf(db, id)] as const)));
    expect(new Set(unitOfWinner.values())).toEqual(new Set(["101-301", "101-1201", "102-501", "102-502", null]));
    // The publish changed the verify page (published, the file's link): a new version again.
    expect(await contentVersion()).not.toBe(afterFreeze);

    // Each winner given a unit is told it once, e-mail (when they gave one) and 알림톡, in their
    // language, with the contract page's link; the winner left without a unit is told nothing.
    const notices = await db.select().from(outbox).where(eq(outbox.kind, "status.UNIT_ASSIGNED"));
    const mails = await db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, "EMAIL"),
          inArray(
            outbox.to,
            [...contact.values()].flatMap((c) => (c.email ? [c.email] : [])),
          ),
        ),
      );
    expect(queued.sort()).toEqual([...notices, ...mails].map((n) => n.id).sort());
    for (const id of passed) {
      const person = contact.get(id);
      const unit = unitOfWinner.get(id);
      if (!person) throw new Error("no contact");
      const kakao = notices.filter((n) => n.to === person.phone);
      const mail = mails.filter((m) => m.to === person.email);
      if (!unit) {
        expect([kakao, mail]).toEqual([[], []]);
        continue;
      }
      const [dong, ho] = unit.split("-");
      const shown = person.lang === "en" ? `Building ${dong}, unit ${ho}` : `${dong}동 ${ho}호`;
      expect(kakao).toHaveLength(1);
      expect(kakao[0]?.channel).toBe("KAKAO");
      expect(kakao[0]?.variables).toEqual({
        receipt: expect.stringMatching(/^H2-UDRW-/),
        unit: shown,
        url: `${ORIGIN}/application/contract`,
      });
      expect(kakao[0]?.body).toContain(shown);
      expect(mail).toHaveLength(person.email ? 1 : 0);
      if (person.email) {
        expect(mail[0]?.body).toContain(shown);
        expect(mail[0]?.body).toContain(`${ORIGIN}/application/contract`);
      }
    }
    expect(notices).toHaveLength(4);

    // A second publish is refused, and tells no one again.
    expect((await refusal(publishUnitDraw(db, roundId, sub, actor(later(12)), LOCAL, ORIGIN))).code).toBe(
      "units.alreadyPublished",
    );
    expect(await db.select().from(outbox).where(eq(outbox.kind, "status.UNIT_ASSIGNED"))).toHaveLength(4);

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

    // The public file is the console's, as a download named for its round; the verify page
    // shows when it was published.
    expect(await publicUnitAuditFile(db, 2)).toEqual(file);
    const download = await publicFileOf("2");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="unit-draw-round-2.json"');
    expect(await download.json()).toEqual(JSON.parse(JSON.stringify(file)));
    expect((await publicUnitDrawOfRound(db, 2))?.publishedAt).toBe(later(10).toISOString());
    for (const missing of ["902", "first"]) expect(await notFoundOf(await publicFileOf(missing))).toEqual(NOT_FOUND);
    // A round the site hides shows nothing of it.
    await setShown(false);
    try {
      expect(await notFoundOf(await publicFileOf("2"))).toEqual(NOT_FOUND);
      expect(await publicUnitDrawOfRound(db, 2)).toBeNull();
    } finally {
      await setShown(true);
    }

    const audits = await db.select().from(auditLog).where(eq(auditLog.targetType, "unitDraw"));
    expect(audits.map((a) => a.action)).toEqual(["record.create", "record.update"]);
  });
});
