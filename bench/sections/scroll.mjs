// A shopper's jump down a long list: 1000 cards with the documented host CSS (`?host=docs`: cells as size
// containers, heights reserved). Once the islands on the first screen are ready (mark storefront:on-screen),
// the page jumps to card 600 (a fling, an anchor); measured: ms from the jump until every island intersecting
// the new viewport has a state, and how many islands still had none at the jump. On each phone of
// BENCH_TIERS (bench/lib/tiers.mjs, as the mobile section) and on desktop (no throttling).
import { RUNS, ctx, log, median, phones, round } from '../lib/common.mjs';
import { openPhonePage } from '../lib/pages.mjs';
import { describe } from '../lib/tiers.mjs';

export const SCROLL_PATH = '/maniax/preview/bench.html?n=1000&host=docs';
export const SCROLL_TO = 600;

/** In the page: waits for the first screen, jumps to card `to` and times the new viewport's islands. */
function jump(to) {
  return new Promise((resolve) => {
    const go = () => {
      const islands = document.querySelectorAll('[data-widget]');
      const queued = [...islands].filter((island) => !island.hasAttribute('data-widget-state')).length;
      const started = performance.now();
      islands[to - 1].scrollIntoView({ block: 'start' });
      const visible = new Set(
        [...islands].filter((island) => {
          const rect = island.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight && rect.height > 0;
        }),
      );
      const count = visible.size;
      const check = () => {
        for (const island of visible) {
          if (!island.hasAttribute('data-widget-state')) return false;
          visible.delete(island);
        }
        return true;
      };
      if (check()) return resolve({ ms: 0, queued, visible: count });
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        resolve({ ms: performance.now() - started, queued, visible: count });
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
    };
    const onScreen = () => performance.getEntriesByName('storefront:on-screen').length > 0;
    if (onScreen()) return go();
    const marks = new PerformanceObserver(() => {
      if (!onScreen()) return;
      marks.disconnect();
      go();
    });
    marks.observe({ type: 'mark' });
  });
}

/** `phone`: a profile of bench/lib/tiers.mjs, or null for desktop. */
async function once(phone) {
  const { page, close } = await openPhonePage(phone);
  await page.goto(`${ctx.base}${SCROLL_PATH}`);
  const measured = await page.evaluate(jump, SCROLL_TO);
  await close();
  return measured;
}

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log(`scroll: jump to card ${SCROLL_TO} of 1000 (${RUNS} runs each)`);
  const profiles = [...phones(), null];
  const runs = profiles.map(() => []);
  for (let run = -1; run < RUNS; run++)
    for (const [p, phone] of profiles.entries()) {
      const measured = await once(phone);
      if (run >= 0) runs[p].push(measured);
    }
  ctx.results.scroll = runs.map((list, p) => ({
    profile: profiles[p]?.name ?? 'desktop',
    label: profiles[p] ? describe(profiles[p]) : 'desktop (no throttling)',
    cpuRate: profiles[p]?.cpu ?? 1,
    path: SCROLL_PATH,
    readyMs: round(median(list.map((r) => r.ms))),
    queuedAtJump: round(median(list.map((r) => r.queued)), 0),
    visible: round(median(list.map((r) => r.visible)), 0),
    runs: list.map((r) => ({ ms: round(r.ms), queued: r.queued, visible: r.visible })),
  }));
  log(`scroll: ${JSON.stringify(ctx.results.scroll)}`);
}
