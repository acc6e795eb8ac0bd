import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import type { Principal } from "../../../app/features/auth/scopes";
import { listUnits } from "../../../app/features/selection/unit-draw.server";
import { importUnits, unitSheetTemplate } from "../../../app/features/selection/unit-import.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import { LANGUAGES } from "../../../app/lib/i18n/languages";
import { type XlsxCell, xlsxStream } from "../../../app/lib/xlsx.server";
import { action as unitsAction } from "../../../app/routes/console/round-units";
import { loader as templateLoader } from "../../../app/routes/console/unit-template";
import { auditLog } from "../../../db/schema";
import { db, NOW } from "../../support/applicant";
import { contextFor, seedTestDb } from "../../support/integration";

/*
 * A round's units imported from an xlsx sheet (docs/product/units.md §18.7): a good file
 * adds every unit and is audited; a file with bad rows adds nothing and names each row and
 * why, in Korean on the console page; a file that is no sheet or names no columns is refused.
 * The sheets are written by the project's own xlsx writer, as a manager's spreadsheet saves them.
 */

const actor: AuditActor = {
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now: NOW,
  developerUsername: "developer",
};
const manager: Principal = { managerId: "", username: "units-manager", scope: ["console", "application"] };
const HEADER = ["동", "호", "층", "주택형"];

async function sheet(
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
): Promise<Uint8Array<ArrayBuffer>> {
  async function* all() {
    yield* rows;
  }
  const stream = xlsxStream({ name: "세대", columns: header.map((h) => ({ header: h })), rows: all() });
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("importing a round's units from xlsx", () => {
  let roundId = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    roundId = (await env.DB.prepare("select id from rounds where round = 2").first<{ id: string }>())?.id ?? "";
  });

  it("adds every unit of a good file, in any column order, with 동/호 suffixes dropped, and audits it", async () => {
    // More rows than one insert may bind (D1's 100 parameters), the columns in another order, an extra column.
    const rows: XlsxCell[][] = [["36A", 12, "101동", "1201호", "남향"]];
    for (let floor = 1; floor <= 30; floor++) rows.push(["39A", floor, "103", `${floor}02`, ""]);
    const bytes = await sheet(["주택형", "층", "동", "호", "메모"], rows);
    expect(await importUnits(db, roundId, bytes, actor)).toEqual({ added: 31, problems: [] });
    const units = await listUnits(db, roundId);
    expect(units).toHaveLength(31);
    expect(units[0]).toMatchObject({ dong: "101", ho: "1201", floor: 12, unitType: "36A" });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "roundUnit"), eq(auditLog.targetId, roundId)))
      .all();
    expect(audit.map((a) => a.detail)).toEqual([{ units: 31, source: "xlsx" }]);
  });

  it("adds nothing from a file with bad rows and names each row and why", async () => {
    const before = (await listUnits(db, roundId)).length;
    const bytes = await sheet(HEADER, [
      ["104", "101", 1, "18A"], // row 2: fine
      ["104", "102", 0, "18A"], // row 3: floor 0
      ["104", "103", 1, "99Z"], // row 4: no such unit type
      ["101", "1201", 12, "36A"], // row 5: already registered
      ["104", "101", 1, "18A"], // row 6: row 2 again
      ["10-4", "", 2, "18B"], // row 7: 동 with a hyphen, no 호
    ]);
    const result = await importUnits(db, roundId, bytes, actor);
    expect(result).toEqual({
      added: 0,
      problems: [
        { row: 3, field: "floor", code: "validation.units.floor" },
        { row: 4, field: "unitType", code: "validation.units.unitType" },
        { row: 5, field: "ho", code: "units.importExisting" },
        { row: 6, field: "ho", code: "units.importRepeated" },
        { row: 7, field: "dong", code: "validation.units.dong" },
        { row: 7, field: "ho", code: "validation.units.ho" },
      ],
    });
    expect(await listUnits(db, roundId)).toHaveLength(before);
  });

  it("refuses a file that is no xlsx, one without the column names, and one with no unit", async () => {
    const notXlsx = new TextEncoder().encode("동,호,층,주택형\n101,101,1,36A\n");
    expect((await refusal(importUnits(db, roundId, notXlsx, actor))).code).toBe("units.importUnreadable");
    const noHeader = await sheet(["동", "호", "층"], [["101", "101", 1]]);
    expect((await refusal(importUnits(db, roundId, noHeader, actor))).code).toBe("units.importHeader");
    const empty = await sheet(HEADER, []);
    expect((await refusal(importUnits(db, roundId, empty, actor))).code).toBe("units.importEmpty");
  });

  it("offers a blank sheet in each console language whose columns the import reads", async () => {
    for (const lang of LANGUAGES) {
      const template = unitSheetTemplate(lang);
      const blank = new Uint8Array(await new Response(xlsxStream(template)).arrayBuffer());
      // The columns are found: only the missing rows are refused.
      expect((await refusal(importUnits(db, roundId, blank, actor))).code).toBe("units.importEmpty");
      const filled = await sheet(
        template.columns.map((c) => c.header),
        [[`9${LANGUAGES.indexOf(lang)}1`, "101", 1, "36A"]],
      );
      expect(await importUnits(db, roundId, filled, actor)).toEqual({ added: 1, problems: [] });
    }
    const request = new Request(`http://localhost/console/application/units/${roundId}/template`);
    const response = (await templateLoader({
      request,
      context: contextFor(request, manager),
      params: { roundId },
    } as never)) as Response;
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    expect(response.headers.get("content-disposition")).toContain("units-template.xlsx");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await refusal(importUnits(db, roundId, bytes, actor))).code).toBe("units.importEmpty");
  });

  it("answers the console page's import with each bad row in Korean, and nothing added", async () => {
    const before = (await listUnits(db, roundId)).length;
    const body = new FormData();
    body.set("intent", "import");
    const bytes = await sheet(HEADER, [["105", "101", 100, "36A"]]);
    body.set("file", new File([bytes], "세대.xlsx"));
    const path = `http://localhost/console/application/units/${roundId}`;
    const request = new Request(path, { method: "POST", body });
    const answer = (await unitsAction({
      request,
      context: contextFor(request, manager),
      params: { roundId },
    } as never)) as { data: { message: string; problems: string[] }; init: { status: number } };
    expect(answer.init.status).toBe(422);
    expect(answer.data.message).toBe(
      "1건의 문제가 있어 아무 세대도 가져오지 않았습니다. 아래 행을 고친 뒤 다시 올려주세요.",
    );
    expect(answer.data.problems).toEqual(["2행: 층은 1에서 99 사이의 정수로 입력해주세요"]);
    expect(await listUnits(db, roundId)).toHaveLength(before);

    // No file chosen: said next to the file field.
    const none = new FormData();
    none.set("intent", "import");
    const empty = new Request(path, { method: "POST", body: none });
    const refused = (await unitsAction({
      request: empty,
      context: contextFor(empty, manager),
      params: { roundId },
    } as never)) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({ file: "가져올 xlsx 파일을 골라주세요" });
  });
});
