// Long tasks: the longest main-thread task after the entry starts, until every island is
// ready and the page has settled (the data that arrives after ready re-renders too). The task that runs
// the entry (library evaluation included) is reported apart.
import { RUNS, ctx, log, median, round } from '../lib/common.mjs';
import { loadSettled, openPage } from '../lib/pages.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('long tasks');
  ctx.results.longTasks = [];
  for (const n of [30, 100, 1000]) {
    const runs = [];
    for (let run = -1; run < RUNS; run++) {
      const { context, page } = await openPage();
      await loadSettled(page, `/maniax/preview/bench.html?n=${n}`);
      await page.waitForTimeout(300);
      const measured = await page.evaluate(() => {
        const start = performance.getEntriesByName('storefront:start')[0]?.startTime ?? 0;
        const tasks = window.__bench.longTasks.filter((t) => t.start + t.duration > start);
        const entryTask = tasks.find((t) => t.start <= start);
        const others = tasks.filter((t) => t !== entryTask);
        return {
          longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
          entryTaskMs: entryTask?.duration ?? 0,
          longestAfterEntryMs: Math.max(0, ...others.map((t) => t.duration)),
          count: tasks.length,
          // Each long task as [start, duration], ms from the entry's start, and the ready mark: where they fall.
          tasks: tasks.map((t) => [Math.round(t.start - start), Math.round(t.duration)]),
          readyMs: Math.round(
            (performance.getEntriesByName('storefront:ready')[0]?.startTime ?? NaN) - start,
          ),
        };
      });
      await context.close();
      if (run >= 0) runs.push(measured);
    }
    const med = (key) => round(median(runs.map((r) => r[key])));
    ctx.results.longTasks.push({
      n,
      longestMs: med('longestMs'),
      entryTaskMs: med('entryTaskMs'),
      longestAfterEntryMs: med('longestAfterEntryMs'),
      count: med('count'),
      runs,
    });
    log(`long tasks n=${n}: ${JSON.stringify(ctx.results.longTasks.at(-1))}`);
  }
}
