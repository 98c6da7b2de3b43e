// Long tasks while a list of BENCH_LONGTASKS_N cards fills in and AFTER_MS after, on the desktop and each
// phone of BENCH_TIERS, with the host CSS of BENCH_LONGTASKS_HOSTS, on each build (BENCH_BEFORE): the entry's
// task apart, the longest, those over 50 and 100 ms, the blocking time; from the first island's state on,
// the longest and what the long frames went to (busyWith); docs/performance.md.
import { BUILDS, ctx, list, log, median, onBuild, phones, round, RUNS } from '../lib/common.mjs';
import { busyWith, openPhonePage, waitMark } from '../lib/pages.mjs';
import { describe } from '../lib/tiers.mjs';

const SIZES = list('BENCH_LONGTASKS_N', '30,1000').map(Number);
const HOSTS = list('BENCH_LONGTASKS_HOSTS', 'none');
/** The seconds after every island is ready in which the page's idle work runs (tab sync, vitals, merges). */
const AFTER_MS = 3000;

/** In the page, AFTER_MS after ready: its long tasks and frames, ms, from the entry's first statement. */
function measure(afterMs) {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const start = at('storefront:start');
  const end = at('storefront:ready') + afterMs;
  const { longTasks, frames, firstIslandAt } = window.__bench;
  const tasks = longTasks.filter((t) => t.start + t.duration > start && t.start < end);
  const entry = tasks.find((t) => t.start <= start);
  const after = tasks.filter((t) => t !== entry);
  const fromFirst = after.filter((t) => t.start + t.duration > firstIslandAt);
  return {
    readyMs: at('storefront:ready') - start,
    entryTaskMs: entry?.duration ?? 0,
    longestAfterEntryMs: Math.max(0, ...after.map((t) => t.duration)),
    over50: after.length,
    over100: after.filter((t) => t.duration > 100).length,
    tbtMs: after.reduce((sum, t) => sum + t.duration - 50, 0),
    longestFromFirstMs: Math.max(0, ...fromFirst.map((t) => t.duration)),
    firstIslandAt,
    end,
    frames: frames.filter((f) => f.duration > 50 && f.start + f.duration > firstIslandAt && f.start < end),
  };
}

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  const devices = [null, ...phones()];
  log(`long tasks: ${SIZES.join(', ')} cards, host CSS ${HOSTS.join(', ')}, builds ${BUILDS.join(', ')}`);
  ctx.results.longTasks = [];
  for (const device of devices)
    for (const n of SIZES)
      for (const host of HOSTS) {
        const runs = new Map(BUILDS.map((build) => [build, []]));
        // One warm-up load, then RUNS timed ones, the builds in turn.
        for (let run = -1; run < RUNS; run++)
          for (const build of BUILDS) {
            const { page, close } = await openPhonePage(device);
            await page.goto(`${ctx.base}${onBuild(`/maniax/preview/bench.html?n=${n}&host=${host}`, build)}`);
            await waitMark(page, 'storefront:ready', { timeout: 300_000 });
            await page.waitForTimeout(AFTER_MS + 200);
            const { frames, firstIslandAt, end, ...measured } = await page.evaluate(measure, AFTER_MS);
            await close();
            if (run >= 0) runs.get(build).push({ ...measured, busy: busyWith(frames, firstIslandAt, end) });
          }
        for (const build of BUILDS) {
          const taken = runs.get(build);
          const med = (key) => round(median(taken.map((r) => r[key])));
          // The long frames' time by what it went to, summed over the runs, per run.
          const busy = new Map();
          for (const [what, ms] of taken.flatMap((r) => r.busy)) busy.set(what, (busy.get(what) ?? 0) + ms);
          const row = {
            device: device ? describe(device) : 'desktop',
            n,
            host,
            build,
            ...Object.fromEntries(
              [
                'readyMs',
                'entryTaskMs',
                'longestAfterEntryMs',
                'over50',
                'over100',
                'tbtMs',
                'longestFromFirstMs',
              ].map((key) => [key, med(key)]),
            ),
            busy: [...busy]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 5)
              .map(([what, ms]) => [what, round(ms / taken.length)]),
            runs: taken,
          };
          ctx.results.longTasks.push(row);
          log(
            `long tasks ${row.device} n=${n} ${host} ${build}: ${JSON.stringify({ ...row, runs: undefined })}`,
          );
        }
      }
}
