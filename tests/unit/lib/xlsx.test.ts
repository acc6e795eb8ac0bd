import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { batchedRows, columnName, escapeXml, xlsxResponse, xlsxStream } from "../../../app/lib/xlsx.server";

async function* rowsOf<T>(rows: T[]) {
  yield* rows;
}

async function unzip(stream: ReadableStream<Uint8Array>) {
  return unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("xlsx writer", () => {
  it("names columns as spreadsheets do", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">&\u0001\uD800ok`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;ok");
  });

  it("writes a workbook whose sheet has the header, text as inline strings (never formulas) and numbers", async () => {
    const files = await unzip(
      xlsxStream({
        name: "관심/고객",
        columns: [{ header: "이름", width: 20 }, { header: "수" }],
        rows: rowsOf([
          ['=HYPERLINK("x")', 3],
          ["김<하늘>", null],
        ]),
      }),
    );
    expect(Object.keys(files).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(strFromU8(files["xl/workbook.xml"] as Uint8Array)).toContain('<sheet name="관심 고객"');
    const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] as Uint8Array);
    expect(sheet).toContain('<row r="1"><c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">이름</t></is></c>');
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;x&quot;)</t></is></c><c r="B2"><v>3</v></c></row>',
    );
    expect(sheet).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">김&lt;하늘&gt;</t></is></c></row>',
    );
    expect(sheet).not.toContain("<f>");
    expect(sheet.endsWith("</sheetData></worksheet>")).toBe(true);
  });

  it("pulls rows only as the reader reads, and stops reading rows when the download is cancelled", async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 100_000; i++) {
        produced++;
        yield [`row ${i} ${"x".repeat(40)}`];
      }
    }
    const reader = xlsxStream({ name: "s", columns: [{ header: "h" }], rows: many() }).getReader();
    await reader.read();
    await reader.read();
    expect(produced).toBeLessThan(5_000);
    await reader.cancel();
    const after = produced;
    await new Promise((r) => setTimeout(r, 10));
    expect(produced).toBe(after);
  });

  it("answers a download that is never cached", () => {
    const res = xlsxResponse("list 2026.xlsx", { name: "s", columns: [], rows: rowsOf([]) });
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="list_2026.xlsx"');
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("reads a long list in batches after the last row of the one before", async () => {
    const calls: (number | undefined)[] = [];
    const all = Array.from({ length: 25 }, (_, i) => i);
    const fetchBatch = async (after: number | undefined, limit: number) => {
      calls.push(after);
      return all.filter((n) => after === undefined || n > after).slice(0, limit);
    };
    const seen: number[] = [];
    for await (const n of batchedRows(fetchBatch, (n) => n, 10)) seen.push(n);
    expect(seen).toEqual(all);
    expect(calls).toEqual([undefined, 9, 19]);
  });
});
