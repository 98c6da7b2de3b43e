// Thousands of islands: script start to every island ready at 1000, 3000 and 5000 cards, no throttling,
// on a page without host CSS (`?host=none`: nothing contains the islands, every frame lays out the whole
// list) and with the documented host CSS (`?host=docs`). A load is given up after CAP_MS (reported as more
// than that, with the islands ready by then); a case that hits the cap is not run again.
import { RUNS, ctx, log, median, round } from '../lib/common.mjs';
import { openPage, waitMark } from '../lib/pages.mjs';

const COUNTS = (process.env.BENCH_THOUSANDS_N ?? '1000,3000,5000').split(',').map(Number);
const CAP_MS = 60_000;
/** The ratio the target is about, and its bound. */
export const THOUSANDS_TARGET = 6;

async function once(path) {
  const { context, page } = await openPage();
  await page.goto(`${ctx.base}${path}`);
  const done = await waitMark(page, 'storefront:ready', { timeout: CAP_MS, polling: 250 }).then(
    () => true,
    () => false,
  );
  const measured = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      ms: at('storefront:ready') - at('storefront:start'),
      ready: document.querySelectorAll('[data-widget][data-widget-state]').length,
    };
  });
  await context.close();
  return done ? measured : { ms: Infinity, ready: measured.ready };
}

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log(`thousands of islands (${RUNS} runs each, capped at ${CAP_MS / 1000} s)`);
  const hosts = { none: 'no host CSS', docs: 'documented host CSS' };
  ctx.results.thousands = [];
  for (const [host, label] of Object.entries(hosts)) {
    const rows = [];
    for (const n of COUNTS) {
      const path = `/maniax/preview/bench.html?n=${n}&host=${host}`;
      const list = [];
      // One warm-up below 5000 cards (the larger pages take long enough to warm themselves).
      for (let run = n < 5000 ? -1 : 0; run < RUNS; run++) {
        const measured = await once(path);
        // A warm-up that hits the cap counts: the case is not run again.
        if (run >= 0 || measured.ms === Infinity) list.push(measured);
        if (measured.ms === Infinity) break;
      }
      const capped = list.filter((r) => r.ms === Infinity);
      const row = {
        host,
        label,
        n,
        path,
        runs: list.length,
        readyMs: capped.length > 0 ? Infinity : round(median(list.map((r) => r.ms))),
        readyAtCap: capped[0]?.ready,
        runsMs: list.map((r) => (r.ms === Infinity ? null : round(r.ms))),
      };
      rows.push(row);
      log(`thousands ${host} n=${n}: ${JSON.stringify(row)}`);
    }
    const first = rows.find((r) => r.n === 1000);
    const last = rows.find((r) => r.n === 5000);
    ctx.results.thousands.push({
      host,
      label,
      rows,
      ratio5000To1000: first && last ? round(last.readyMs / first.readyMs, 2) : null,
    });
  }
}
