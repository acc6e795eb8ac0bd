import { describe, expect, it } from "vitest";
import { bareDocument, html, Markup } from "../../../app/lib/bare-document.server";

describe("html", () => {
  it("escapes every value put in, in text and in attributes", () => {
    const value = `"><script>alert('x')</script>&`;
    const made = html`<p title="${value}">${value}</p>`;
    expect(made.text).toBe(
      '<p title="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;">&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;</p>',
    );
  });

  it("puts in markup it made as it is, lists item after item, and nothing for null, undefined or false", () => {
    const items = ["a<", "b"].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.text).toBe("<ul><li>a&#60;</li><li>b</li></ul>0");
    expect(html`${new Markup("<b>kept</b>")}`.text).toBe("<b>kept</b>");
  });
});

describe("bareDocument", () => {
  const doc = {
    lang: "cn" as const,
    title: "标题 <1>",
    description: '설명 "인용"',
    nonce: "n0nce",
    stylesheets: ["/assets/a.css", "/assets/b.css"],
    scripts: ["/assets/step.js"],
    body: html`<main id="main"><h1>제목</h1></main>`,
    status: 410,
  };

  it("is a whole document: language, title, description, not indexed, its status, scripts with the nonce", async () => {
    const res = await bareDocument(doc, { assets: undefined, origin: "https://example.test" });
    expect(res.status).toBe(410);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const text = await res.text();
    expect(text.startsWith('<!DOCTYPE html>\n<html lang="zh-CN">')).toBe(true);
    expect(text).toContain("<title>标题 &#60;1&#62;</title>");
    expect(text).toContain('<meta name="description" content="설명 &#34;인용&#34;">');
    expect(text).toContain('<meta name="robots" content="noindex">');
    expect(text).toContain(
      '<body><main id="main"><h1>제목</h1></main><script type="module" src="/assets/step.js" nonce="n0nce"></script></body>',
    );
    // Without the assets binding, each stylesheet stays a link.
    expect(text).toContain(
      '<link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"></head>',
    );
  });

  it("inlines each built stylesheet the assets binding has, and links the one it cannot read", async () => {
    const assets = {
      fetch: async (url: string | URL) =>
        new URL(url).pathname === "/assets/a.css" ? new Response(".a{color:red}") : new Response("", { status: 404 }),
    } as unknown as Fetcher;
    const text = await (await bareDocument(doc, { assets, origin: "https://example.test" })).text();
    expect(text).toContain('<style>.a{color:red}</style><link rel="stylesheet" href="/assets/b.css"></head>');
  });
});
