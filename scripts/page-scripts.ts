/**
 * The scripts a first visit of a page loads, read from its HTML (npm run bench and the
 * browser suite's budget checks): the modules the server has the page preload once it has
 * painted (app/entry.server.tsx, AFTER_PAINT) and those its module script imports.
 */
export function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  const preloads = /\}\)\(\.\.\.(\["[^"]*",\[[^\]]*\]\])\)<\/script>/.exec(html);
  if (preloads?.[1]) for (const url of (JSON.parse(preloads[1]) as [string, string[]])[1]) urls.add(url);
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(m[1] ?? "");
  for (const m of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1] ?? "");
  return [...urls].filter((url) => url.startsWith("/assets/"));
}
