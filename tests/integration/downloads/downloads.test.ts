import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager } from "../../support/console";
import { EXE_BYTES, fileOf, filesForm, PDF_BYTES, PNG_BYTES } from "../../support/files";

type FileJson = { id: string; name: string; url: string; contentType: string };
type Download = {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  pinned: boolean;
  fileCount: number;
  files: FileJson[];
};
type Body = {
  message?: string;
  errors?: Record<string, string>;
  download?: Download;
  items?: Download[];
  total?: number;
};
const call = callApi<Body>;
const BASE = "/api/console/center/downloads";

describe("downloads: console API and public API", () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    await createManager(env, { username: "downloader", scope: ["console", "centerDownloads"] });
    token = await accessTokenFor(env, "downloader");
  });

  it("creates an entry and adds files checked by content; the description stays plain text", async () => {
    const created = await call(token, "POST", BASE, {
      title: "청약 신청서 서식",
      description: "<script>alert(1)</script> 방문 접수용",
    });
    expect(created.status).toBe(201);
    id = created.body.download?.id ?? "";
    const form = filesForm(fileOf(PDF_BYTES, "청약 신청서.pdf"), fileOf(PNG_BYTES, "배치도.png"));
    form.set("confirmUnreadable", "true");
    const res = await api.request(`${BASE}/${id}/files`, { method: "POST", headers: bearer(token), body: form }, env);
    expect(res.status).toBe(201);
    const disguised = await api.request(
      `${BASE}/${id}/files`,
      { method: "POST", headers: bearer(token), body: filesForm(fileOf(EXE_BYTES, "서식.hwp")) },
      env,
    );
    expect(disguised.status).toBe(415);
  });

  it("lists, searches and serves files with their type and Korean name", async () => {
    await call(token, "POST", BASE, { title: "숨긴 서식", published: false });
    await call(token, "POST", BASE, { title: "동의서", pinned: true });
    const list = await call(null, "GET", "/api/v1/center/downloads");
    expect(list.body.items?.map((d) => [d.title, d.fileCount])).toEqual([
      ["동의서", 0],
      ["청약 신청서 서식", 2],
    ]);
    const found = await call(null, "GET", `/api/v1/center/downloads?q=${encodeURIComponent("방문")}`);
    expect(found.body.items?.map((d) => d.title)).toEqual(["청약 신청서 서식"]);

    const detail = await call(null, "GET", `/api/v1/center/downloads/${id}`);
    const [pdf, png] = detail.body.download?.files ?? [];
    const file = await api.request(pdf?.url ?? "", {}, env);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // Asked again each time, so an entry's unpublishing stops its files at once.
    expect(file.headers.get("cache-control")).toBe("private, no-cache");
    expect(file.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("청약 신청서.pdf")}`,
    );
    const image = await api.request(png?.url ?? "", {}, env);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("hides an unpublished entry and its files from visitors, and deletes with files", async () => {
    await call(token, "PATCH", `${BASE}/${id}`, { published: false });
    expect((await call(null, "GET", `/api/v1/center/downloads/${id}`)).status).toBe(404);
    expect((await call(token, "DELETE", `${BASE}/${id}`)).status).toBe(204);
    expect((await env.FILES.list({ prefix: `downloads/${id}/` })).objects).toEqual([]);
    expect((await call(null, "GET", "/api/v1/center/downloads?page=abc")).status).toBe(400);
  });

  it("filters the console's list by publication, and dates an entry anew when it is published", async () => {
    const titles = async (status: string) =>
      (await call(token, "GET", `${BASE}?status=${status}`)).body.items?.map((d) => d.title);
    expect(await titles("hidden")).toEqual(["숨긴 서식"]);
    expect(await titles("published")).toEqual(["동의서"]);
    expect(await titles("all")).toEqual(["동의서", "숨긴 서식"]);

    // The hidden entry was written long ago; publishing it moves its date to now. A later
    // change to a published entry keeps its date.
    await env.DB.prepare("update downloads set published_at = ? where title = ?").bind(1_000, "숨긴 서식").run();
    const hidden = (await call(token, "GET", `${BASE}?status=hidden`)).body.items?.[0];
    const before = Date.now();
    const published = await call(token, "PATCH", `${BASE}/${hidden?.id}`, { published: true });
    expect(published.status).toBe(200);
    const dated = Date.parse(published.body.download?.publishedAt ?? "");
    expect(dated).toBeGreaterThanOrEqual(before - 1_000);
    const again = await call(token, "PATCH", `${BASE}/${hidden?.id}`, { pinned: true });
    expect(again.body.download?.publishedAt).toBe(published.body.download?.publishedAt);
  });
});
