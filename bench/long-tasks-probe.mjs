// `node bench/long-tasks-probe.mjs`: the long tasks of one bench list page of the production build (dist/,
// build it first) while it fills in, as a member, on a phone tier or a desktop: the time until every island
// has a state, the entry's own task, the longest task after it, the tasks over 50 and 100 ms after it and
// the total blocking time (each task's time over 50 ms), from the Long Tasks API, one JSON line per load.
// For A/B runs of two builds: put each build's dist/ in place in turn and run this between.
//
// Environment: N (cards, default 1000), HOST (none | docs, default none), TIER (mid | low; the CPU rate from
// the host's benchmark index, see lib/tiers.mjs, with TIER_INDEX to fix it; none: a 1280 x 900 desktop,
// no throttling), NETWORK (off: the tier's CPU rate and screen without its network), RUNS (loads, default
// 1), ATTRIBUTE (1: also each long animation frame over 50 ms after the entry's task, with its scripts:
// what invoked each, its file and ms), CHROMIUM_PATH.
import { previewWithChromium, sessionCookies } from '../scripts/harness/index.mjs';
import { emulatePhone } from './lib/throttle.mjs';
import { profiles, calibrate } from './lib/tiers.mjs';

const n = Number(process.env.N ?? 1000);
const host = process.env.HOST ?? 'none';
const runs = Number(process.env.RUNS ?? 1);
const { base, browser, close } = await previewWithChromium();

/** Runs in the page before its scripts: the long tasks and the long animation frames. */
function instrument() {
  const probe = { tasks: [], frames: [] };
  window.__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        rendering: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          file: (script.sourceURL || '').split('/').pop(),
          ms: Math.round(script.duration),
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

try {
  const tier = process.env.TIER ? profiles(process.env.TIER, await calibrate(browser), 'TIER')[0] : null;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(
      tier ? tier.contextOptions : { viewport: { width: 1280, height: 900 } },
    );
    await context.addCookies(sessionCookies({ tool: 'probe', url: base }));
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    if (tier && process.env.NETWORK !== 'off') await emulatePhone(cdp, tier);
    else if (tier) await cdp.send('Emulation.setCPUThrottlingRate', { rate: tier.rate });
    await page.goto(`${base}/maniax/preview/bench.html?n=${n}&host=${host}`);
    await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, {
      timeout: 300_000,
      polling: 500,
    });
    await page.waitForTimeout(500);
    const measured = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const start = at('storefront:start');
      const ready = at('storefront:ready');
      const tasks = window.__probe.tasks.filter(([s, d]) => s + d > start && s < ready);
      const entry = tasks.find(([s]) => s <= start);
      const after = tasks.filter((task) => task !== entry).map(([, d]) => d);
      const frames = window.__probe.frames
        .filter((frame) => frame.start > start + (entry?.[1] ?? 0) && frame.start < ready)
        .map((frame) => ({
          at: Math.round(frame.start - start),
          ms: Math.round(frame.duration),
          renderingMs: Math.round(frame.rendering),
          scripts: frame.scripts.filter((script) => script.ms >= 5),
        }));
      return {
        frames,
        readyMs: Math.round(ready - start),
        entryTaskMs: Math.round(entry?.[1] ?? 0),
        longestAfterMs: Math.round(Math.max(0, ...after)),
        over50: after.length,
        over100: after.filter((d) => d > 100).length,
        tbtMs: Math.round(tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
      };
    });
    const { frames, ...counts } = measured;
    console.log(JSON.stringify({ n, host, tier: tier?.name ?? 'desktop', rate: tier?.rate ?? 1, ...counts }));
    if (process.env.ATTRIBUTE === '1')
      for (const frame of frames.filter((f) => f.ms > 50)) console.log(`  ${JSON.stringify(frame)}`);
    await context.close();
  }
} finally {
  await close();
}
