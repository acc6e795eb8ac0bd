// A progress line while a bench runs (to stderr, every few seconds): applicants done of the
// total, the rate over the last interval and overall, errors, requests in flight, and the
// heap, so a long run never sits silent and a leak shows as it grows.

/**
 * Starts printing; `read()` answers { done, failed, requests, serverErrors, networkErrors,
 * inFlight } at each tick. Answers stop(), which prints a last line and ends the timer.
 */
export function startProgress({ total, read, everyMs = 5000, write = (line) => process.stderr.write(`${line}\n`) }) {
  const t0 = performance.now();
  let last = { at: t0, done: 0, requests: 0 };
  const line = () => {
    const now = performance.now();
    const s = read();
    const span = (now - last.at) / 1000 || 1;
    const rate = (s.done - last.done) / span;
    const overall = s.done / ((now - t0) / 1000 || 1);
    const left = overall > 0 ? Math.round((total - s.done - s.failed) / overall) : "?";
    write(
      `[${((now - t0) / 1000).toFixed(0).padStart(5)} s] ${s.done}/${total} done` +
        ` · ${rate.toFixed(1)}/s now, ${overall.toFixed(1)}/s overall · ${((s.requests - last.requests) / span).toFixed(0)} req/s` +
        ` · ${s.inFlight} in flight · failed ${s.failed} · 5xx ${s.serverErrors} · network errors ${s.networkErrors}` +
        ` · heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB · ~${left} s left`,
    );
    last = { at: now, done: s.done, requests: s.requests };
  };
  const timer = setInterval(line, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    line();
  };
}
