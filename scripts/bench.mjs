// npm run bench: page budgets (issues 3, 10 and 45), measured against the built worker.
// Prints, per public page, the client JavaScript a first visit loads (gzip) and the Lighthouse
// scores (mobile, simulated throttling) in Debian's Chromium; for a content page (no framework
// in the browser) also its plain twin, the same page with no script and every stylesheet an
// ordinary <link rel="stylesheet"> (worker/without-scripts.ts), measured in turns with it
// (ours, twin, ours, twin…) and compared by the medians of performance and TBT; then the
// throughput of a guide page, home, /application and /api/health (scripts/throughput.mjs).
// `-- --lang=ko|en|cn`: the pages in that language (default: the browser's, en-US).
// `-- --js-only`: JS sizes only; `-- --load-only`: throughput only; `-- --no-load`:
// no throughput; `-- /path ...`: only those pages; `-- --runs=N`: N Lighthouse runs per page
// (and per twin); `-- --content`: Lighthouse on content pages only (every page's JS size
// still); `-- --a11y`: Lighthouse's accessibility category only, on every page, no twin (a
// quick check of that budget); `-- --opening`: the application bench of the opening minute
// instead (scripts/bench-opening.mjs). At the end, one PASS/FAIL line per budget (BUDGETS) for
// what the run measured, and exit code 1 if any fails. The budgets measure
// 'npm run bench -- --runs=5 --lang=ko --no-load' (content pages against their twins:
// 'npm run bench -- --runs=5 --lang=ko --content --no-load').
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PAGES } from "./bench-pages.ts";
import { CHROMIUM_FLAGS } from "./chromium-flags.ts";
import { withBuiltServer } from "./lib.mjs";
import { pageScripts } from "./page-scripts.ts";
import { throughput } from "./throughput.mjs";

const args = process.argv.slice(2);
if (args.includes("--opening")) {
  // The opening minute of a round is its own bench: scripts/bench-opening.mjs.
  const { benchOpening } = await import("./bench-opening.mjs");
  await benchOpening(args);
  process.exit();
}
const only = args.filter((a) => a.startsWith("/"));
const pages = args.includes("--load-only") ? [] : only.length ? only : PAGES;
const skipLighthouse = args.includes("--js-only");
/** `--a11y`: Lighthouse's accessibility category alone, on every page, without twins. */
const a11yOnly = args.includes("--a11y");
/** `--content`: Lighthouse on content pages only, the ones its budgets are about. */
const contentOnly = args.includes("--content");
/**
 * The language the pages are measured in: the site picks it from Accept-Language (after the
 * `lng` cookie and query), and headless Chromium asks for en-US unless told otherwise.
 * `-- --lang=ko` (or cn) measures the pages that visitor gets.
 */
const lang = args.find((a) => a.startsWith("--lang="))?.slice("--lang=".length);
const ACCEPT_LANGUAGE = { ko: "ko-KR,ko;q=0.9", en: "en-US,en;q=0.9", cn: "zh-CN,zh;q=0.9" };
if (lang && !(lang in ACCEPT_LANGUAGE)) throw new Error(`--lang=${lang}: ko, en or cn`);
const extraHeaders = lang ? { "Accept-Language": ACCEPT_LANGUAGE[lang] } : undefined;
const load = !args.includes("--js-only") && !args.includes("--no-load");
/** Lighthouse's advice on variability: run it several times and take the median (here 1 run unless asked). */
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs=N: a whole number from 1");

/**
 * Gzip size of every script a first visit of the page loads (entry, preloads, route chunks, or
 * a content page's own scripts), and whether the page hydrates (carries React Router's data).
 */
async function clientJs(base, path) {
  const html = await (await fetch(base + path, { headers: extraHeaders })).text();
  const urls = pageScripts(html);
  let total = 0;
  for (const u of urls)
    total += gzipSync(Buffer.from(await (await fetch(base + u)).arrayBuffer()), { level: 9 }).length;
  return { files: urls.length, kb: total / 1024, hydrates: html.includes("__reactRouterContext") };
}

/** Asks a local deployment for the page's plain twin: no script, ordinary stylesheet links (worker/without-scripts.ts). */
const PLAIN_TWIN = { "x-bench-without-scripts": "1" };

/** The selector of the element Lighthouse took as the largest contentful paint. */
function lcpElement(lhr) {
  const items = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const selector = items.find((item) => item.type === "node")?.selector;
  return selector?.split(" > ").pop() ?? "n/a";
}

/**
 * The options of every Lighthouse run: mobile, simulated throttling, all four categories. The
 * back/forward cache check (a second navigation, weight 0) and the full-page screenshot count
 * for no score and are left out: they only lengthen a run.
 */
const LIGHTHOUSE_OPTIONS = {
  output: "json",
  logLevel: "error",
  skipAudits: ["bf-cache"],
  disableFullPageScreenshot: true,
  onlyCategories: a11yOnly ? ["accessibility"] : ["performance", "accessibility", "best-practices", "seo"],
  formFactor: "mobile",
  throttlingMethod: "simulate",
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  extraHeaders,
};

/**
 * One Lighthouse run of the page in a Chromium of its own, started for it and closed after it,
 * as the Lighthouse command line and PageSpeed Insights do: no run inherits a warm browser.
 * A run Lighthouse itself could not complete (a trace without its navigation start, say) is
 * tried once more; the row keeps what went wrong the first time.
 */
async function lighthouseRun(url, headers = {}) {
  const once = async () => {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const options = { ...LIGHTHOUSE_OPTIONS, extraHeaders: { ...extraHeaders, ...headers }, port: chrome.port };
      return (await lighthouse(url, options)).lhr;
    } finally {
      await chrome.kill();
    }
  };
  const first = await once();
  const failed = first.runtimeError?.code;
  return { lhr: failed ? await once() : first, failed };
}

/** The row of one run: the four scores, the paint and blocking figures, and what went wrong. */
function lighthouseRow(lhr, failed) {
  const c = lhr.categories;
  // A category Lighthouse could not score is printed as "n/a" with the reason, never as 0.
  const score = (k) => (c[k]?.score == null ? "n/a" : Math.round(c[k].score * 100));
  const broken = Object.values(lhr.audits).find((a) => a.errorMessage);
  const notes = [];
  if (failed) notes.push(`${failed}, tried again`);
  if (lhr.runtimeError || (c.performance?.score == null && broken))
    notes.push(lhr.runtimeError?.code ?? `${broken.id}: ${broken.errorMessage}`);
  // What costs a point outside performance: the failing audits by id, so a drop says why.
  for (const k of ["accessibility", "best-practices", "seo"]) {
    const failing = (c[k]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => {
        const node = lhr.audits[ref.id].details?.items?.[0]?.node;
        return node?.selector ? `${ref.id} (${node.selector})` : ref.id;
      });
    if (failing.length) notes.push(`${k}: ${failing.join(", ")}`);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    CLS: lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3),
    "FCP ms": Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    "LCP ms": Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    "TBT ms": Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    "LCP element": lcpElement(lhr),
    ...(notes.length ? { note: notes.join("; ") } : {}),
  };
}

/** The median run by performance score (then blocking time), and every run's score. */
function medianRun(rows) {
  const rank = (r) => (typeof r.performance === "number" ? r.performance : -1);
  const sorted = [...rows].sort((a, b) => rank(a) - rank(b) || b["TBT ms"] - a["TBT ms"]);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (rows.length === 1) return median;
  const notes = rows.map((r) => r.note).filter(Boolean);
  return {
    ...median,
    "runs (performance)": rows.map((r) => r.performance).join(" "),
    // A run Lighthouse could not score (its note says why) makes the lowest "n/a", never -1.
    lowest: rows.some((r) => rank(r) < 0) ? "n/a" : Math.min(...rows.map(rank)),
    ...(notes.length ? { note: notes.join("; ") } : {}),
  };
}

/** Pages whose first visit is checked against the forms' budget. */
const FORM_BUDGET_PAGES = ["/form/registration", "/form/application", "/member/join"];

/**
 * The budgets (issues 3, 10, 33 and 45): JS gzip -9 of a first visit (compared as printed, to
 * 0.1 kB); every content page's median performance within `points` and median TBT within
 * `tbtMs` of its plain twin's; accessibility 100 on every public page in every run;
 * throughput against /api/health.
 */
const BUDGETS = { guideKb: 10, homeKb: 45, formsKb: 124.3, points: 1, tbtMs: 50, throughput: 1.2 };

/** The median of the numbers among `values` (of an even count, the mean of the middle two), or "n/a". */
function median(values) {
  const numbers = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!numbers.length) return "n/a";
  const half = numbers.length / 2;
  return Number.isInteger(half) ? (numbers[half - 1] + numbers[half]) / 2 : numbers[Math.floor(half)];
}

/** Each metric's own median over the runs (scores, CLS and timings alike), as a row. */
function medians(rows) {
  const metrics = ["performance", "accessibility", "best-practices", "seo", "CLS", "FCP ms", "LCP ms", "TBT ms"];
  return Object.fromEntries(
    metrics.map((m) => {
      const v = median(rows.map((r) => Number(r[m])));
      return [m, m === "CLS" && typeof v === "number" ? v.toFixed(3) : v];
    }),
  );
}

/** Ours and the plain twin side by side (each metric's median), the delta, and every run. */
function printComparison(path, ours, twin) {
  const a = medians(ours);
  const b = medians(twin);
  const cell = (v) => String(v ?? "n/a").padStart(14);
  const lines = [`\n${path}: medians of ${ours.length} run${ours.length > 1 ? "s" : ""} each, in turns`];
  lines.push(`${"".padEnd(16)}${cell("ours")}${cell("plain twin")}${cell("delta")}`);
  for (const m of Object.keys(a)) {
    const delta = Number(a[m]) - Number(b[m]);
    const shown = Number.isFinite(delta) ? (m === "CLS" ? delta.toFixed(3) : String(Math.round(delta))) : "n/a";
    lines.push(`${m.padEnd(16)}${cell(a[m])}${cell(b[m])}${cell(shown)}`);
  }
  const runLine = (label, rows) =>
    `  ${label.padEnd(16)}${rows.map((r) => `${r.performance}/${r["TBT ms"]}/${r["LCP ms"]}/${r.CLS}`).join("  ")}`;
  lines.push("  every run (performance/TBT ms/LCP ms/CLS):");
  lines.push(runLine("ours", ours));
  lines.push(runLine("plain twin", twin));
  const notes = [...ours, ...twin].map((r) => r.note).filter(Boolean);
  if (notes.length) lines.push(`  notes: ${notes.join("; ")}`);
  console.log(lines.join("\n"));
}

/** Whether ours keeps within the budget of its twin: `points` of performance and `tbtMs` of TBT (medians). */
function nearTwin(ours, twin) {
  const [p, pt, t, tt] = [ours.performance, twin.performance, ours["TBT ms"], twin["TBT ms"]];
  if ([p, pt, t, tt].some((v) => typeof v !== "number")) return false;
  return p >= pt - BUDGETS.points && t <= tt + BUDGETS.tbtMs;
}

/**
 * One line per budget for what was measured: PASS, FAIL with the pages that miss it, or not
 * measured. Answers whether any failed.
 */
function printBudgets(rows, load) {
  const lines = [];
  let failed = false;
  const verdict = (name, checked, failures) => {
    if (checked.length && failures.length) failed = true;
    lines.push(
      checked.length === 0
        ? `n/a   ${name}: not measured in this run`
        : `${failures.length ? "FAIL" : "PASS"}  ${name}: ${checked.length} checked${failures.length ? `; ${failures.join(", ")}` : ""}`,
    );
  };
  const kb = (r) => Number(r["JS gzip kB"]);
  const js = (name, pages, limit) =>
    verdict(
      `${name} JS <= ${limit.toFixed(1)} kB gzip -9${pages.length ? ` (largest ${Math.max(...pages.map((r) => r.kb)).toFixed(2)} kB)` : ""}`,
      pages,
      pages.filter((r) => kb(r) > limit).map((r) => `${r.page} ${r.kb.toFixed(2)} kB`),
    );
  const content = rows.filter((r) => r.kind === "content");
  js(
    "content pages (guide, lists, details)",
    content.filter((r) => r.page !== "/"),
    BUDGETS.guideKb,
  );
  js(
    "home",
    content.filter((r) => r.page === "/"),
    BUDGETS.homeKb,
  );
  js(
    `forms (${FORM_BUDGET_PAGES.join(", ")})`,
    rows.filter((r) => FORM_BUDGET_PAGES.includes(r.page)),
    BUDGETS.formsKb,
  );
  const scored = rows.filter((r) => r.runs);
  verdict(
    "accessibility 100 (every Lighthouse run of every page)",
    scored,
    scored
      .filter((r) => r.runs.some((run) => run.accessibility !== 100))
      .map((r) => `${r.page} ${r.runs.map((run) => run.accessibility).join(" ")}`),
  );
  const compared = content.filter((r) => r.ours && r.twin);
  verdict(
    `content page within ${BUDGETS.points} point of performance and ${BUDGETS.tbtMs} ms of TBT of its plain twin (medians)`,
    compared,
    compared
      .filter((r) => !nearTwin(r.ours, r.twin))
      .map(
        (r) => `${r.page} ${r.ours.performance}/${r.ours["TBT ms"]} ms vs ${r.twin.performance}/${r.twin["TBT ms"]} ms`,
      ),
  );
  verdict(
    "best practices and SEO 100 (median run of each content page)",
    compared,
    compared
      .filter((r) => ["best-practices", "seo"].some((k) => r.ours[k] !== 100))
      .map((r) => `${r.page} ${r.ours["best-practices"]}/${r.ours.seo}`),
  );
  verdict(
    "CLS 0 (every run of each content page)",
    compared,
    compared
      .filter((r) => r.runs.some((run) => Number(run.CLS) !== 0))
      .map((r) => `${r.page} ${r.runs.map((run) => run.CLS).join(" ")}`),
  );
  const targets = (load ?? []).filter((t) => t.path !== "/api/health");
  verdict(
    `throughput of pages >= ${BUDGETS.throughput}x /api/health`,
    targets,
    targets.filter((t) => Number(t["x health"]) < BUDGETS.throughput).map((t) => `${t.path} ${t["x health"]}x`),
  );
  console.log(`\nBudgets:\n${lines.join("\n")}`);
  return failed;
}

await withBuiltServer({ prefix: "bench", stdio: ["ignore", "ignore", "inherit"] }, async (base) => {
  const rows = [];
  /** Every measured page with its runs and medians, for the budgets. */
  const measured = [];
  for (const path of pages) {
    const js = await clientJs(base, path);
    const row = {
      page: path,
      kind: js.hydrates ? "hydrated" : "content",
      "JS gzip kB": js.kb.toFixed(1),
      "JS files": js.files,
    };
    const entry = { page: path, kind: row.kind, "JS gzip kB": row["JS gzip kB"], kb: js.kb };
    if (!skipLighthouse && !(contentOnly && js.hydrates)) {
      const ours = [];
      const twin = [];
      const withTwin = !js.hydrates && !a11yOnly;
      // Taking turns, so that a change of the machine's load touches both alike.
      for (let i = 0; i < runs; i++) {
        const { lhr, failed } = await lighthouseRun(`${base}${path}`);
        ours.push(lighthouseRow(lhr, failed));
        if (!withTwin) continue;
        const plain = await lighthouseRun(`${base}${path}`, PLAIN_TWIN);
        twin.push(lighthouseRow(plain.lhr, plain.failed));
      }
      Object.assign(row, medianRun(ours));
      if (runs > 1) row["accessibility (runs)"] = ours.map((r) => r.accessibility).join(" ");
      entry.runs = ours;
      if (twin.length) {
        const [a, b] = [medians(ours), medians(twin)];
        Object.assign(row, {
          "perf. median": a.performance,
          "twin perf.": b.performance,
          "TBT median": a["TBT ms"],
          "twin TBT": b["TBT ms"],
        });
        Object.assign(entry, { ours: a, twin: b });
        printComparison(path, ours, twin);
      }
    }
    rows.push(row);
    measured.push(entry);
    console.log(JSON.stringify(row));
  }
  if (rows.length) {
    console.table(rows);
    console.log(
      `Pages measured in ${lang ? `the ${lang} version (Accept-Language: ${extraHeaders["Accept-Language"]})` : "the browser's default language (headless Chromium: en-US, so the English pages)"}` +
        (skipLighthouse
          ? "."
          : `; ${runs} Lighthouse run${runs > 1 ? "s" : ""} per page, each in a new Chromium${runs > 1 ? ", the median run shown" : ""}.`),
    );
  }
  let loadRows;
  if (load) {
    // Every Chromium is closed by now: none competes with the load for the CPU.
    console.log("\nThroughput (16 connections, loopback; median of 3 rounds of 5 s per target):");
    loadRows = await throughput(base);
    console.table(loadRows);
    for (const t of loadRows)
      if (t.path !== "/api/health") console.log(`${t.path}: ${t["x health"]}x the requests per second of /api/health`);
  }
  if (printBudgets(measured, loadRows)) process.exitCode = 1;
});
