// The benchmark's pages: a fresh browser context per load (a member of a fresh fake-store session), the
// instrument every page runs before its scripts, and the harness's readiness marks the sections read
// (scripts/harness/readiness.mjs: storefront:on-screen, storefront:ready, storefront:painted).
import { recordReadiness, sessionCookies } from '../../scripts/harness/index.mjs';
import { ctx, log, round } from './common.mjs';
import { emulatePhone } from './throttle.mjs';

/**
 * Runs in every page before its scripts: its long tasks, its long animation frames (what ran in each: the
 * scripts over 5 ms by file, how they were called, and the frame's rendering), when its first island had a
 * state, and its layout shifts without recent input.
 */
export function instrument() {
  const bench = { cls: 0, longTasks: [], frames: [], firstIslandAt: null };
  window.__bench = bench;
  // When the first island has a state: from then on a tap can meet the page's tasks.
  const states = new MutationObserver(() => {
    bench.firstIslandAt = performance.now();
    states.disconnect();
  });
  states.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // A file by its name, without the content hash of a built chunk.
  const file = (url) => (url.split('/').pop() ?? '').split('?')[0].replace(/-[\w-]{8}\.js$/, '.js');
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: entry.scripts.map((script) => ({
            start: script.startTime,
            duration: script.duration,
            what: `${file(script.sourceURL) || 'the page'} ${script.invoker || script.invokerType}`,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The main thread's work from `from` to `to` (page ms) in its long frames, by script, rendering and rest. */
export function busyWith(frames, from, to) {
  const parts = new Map();
  const within = (start, end) => Math.max(0, Math.min(end, to) - Math.max(start, from));
  const add = (what, ms) => ms > 0 && parts.set(what, (parts.get(what) ?? 0) + ms);
  for (const frame of frames.filter((f) => within(f.start, f.start + f.duration) > 0)) {
    const end = frame.start + frame.duration;
    const rendering = frame.renderStart > 0 ? frame.renderStart : end;
    const layout = frame.styleAndLayoutStart > 0 ? frame.styleAndLayoutStart : end;
    for (const script of frame.scripts)
      add(script.what, within(script.start, script.start + script.duration));
    add('rendering: frame callbacks, observers', within(rendering, layout));
    add('rendering: style, layout, paint', within(layout, end));
    // Task time no script over 5 ms accounts for (smaller scripts, the browser's own tasks, gaps).
    const scripts = frame.scripts.reduce(
      (sum, s) => sum + within(s.start, Math.min(s.start + s.duration, rendering)),
      0,
    );
    add('unattributed', within(frame.start, rendering) - scripts);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).map(([what, ms]) => [what, round(ms)]);
}

export async function openPage({ member = true, contextOptions = {} } = {}) {
  const context = await ctx.browser.newContext(contextOptions);
  await context.addCookies(sessionCookies({ tool: 'bench', member, url: ctx.base }));
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.addInitScript(instrument);
  // The floors are pages of the bench's own, without the preview's head.
  await page.addInitScript(recordReadiness);
  return { context, page };
}

/** A page on `phone` (a tier of tiers.mjs: its screen, network and CPU rate), or a desktop one for null. */
export async function openPhonePage(phone) {
  const { context, page } = await openPage({ contextOptions: phone?.contextOptions ?? {} });
  const cdp = await context.newCDPSession(page);
  if (phone) await emulatePhone(cdp, phone);
  // The CPU rate set back before the context closes.
  const close = () =>
    cdp
      .send('Emulation.setCPUThrottlingRate', { rate: 1 })
      .catch(() => {})
      .then(() => context.close());
  return { context, page, close };
}

/** Waits for the performance mark `mark` (a readiness mark of the harness) in `page`. */
export const waitMark = (page, mark, options = {}) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout: 120_000,
    ...options,
  });

export const waitReady = (page) => waitMark(page, 'storefront:painted');

/** Loads `path` in `page`, then waits for every island ready and the network idle (the data after ready). */
export async function loadSettled(page, path) {
  await page.goto(`${ctx.base}${path}`);
  await waitReady(page);
  await page.waitForLoadState('networkidle');
}

/** Milliseconds from the entry's first statement (mark storefront:start) to every island settled. */
export const mountTime = (page) =>
  page.evaluate(() => {
    const [start] = performance.getEntriesByName('storefront:start');
    const [ready] = performance.getEntriesByName('storefront:ready');
    const [painted] = performance.getEntriesByName('storefront:painted');
    // A page that commits everything at once (the floors) has its screen ready when all is ready.
    const [onScreen = ready] = performance.getEntriesByName('storefront:on-screen');
    return {
      ms: (ready?.startTime ?? NaN) - (start?.startTime ?? NaN),
      onScreenMs: (onScreen?.startTime ?? NaN) - (start?.startTime ?? NaN),
      paintedMs: (painted?.startTime ?? NaN) - (start?.startTime ?? NaN),
      cls: window.__bench?.cls ?? 0,
    };
  });

/** Tags the island of the first plain add-to-cart button (its button turns into a link once added). */
export async function markTarget(page, tag = 0) {
  await page.evaluate((value) => {
    const button = document.querySelector(
      '[data-widget]:not([data-bench-target]) button.sf-product-item__action--cart:not([aria-haspopup])',
    );
    button?.closest('[data-widget]')?.setAttribute('data-bench-target', String(value));
  }, tag);
  const island = page.locator(`[data-bench-target="${tag}"]`);
  return { island, button: island.locator('button.sf-product-item__action--cart') };
}
