// The benchmark's pages: a fresh browser context per load (a member of a fresh fake-store session), the
// instrument every page runs before its scripts, and the marks the sections read.
import { sessionCookies } from '../preview-server.mjs';
import { ctx, log } from './common.mjs';

/** Runs in every page before its scripts: layout shifts without recent input, and a mark once every island is settled. */
export function instrument() {
  const bench = { cls: 0, ready: false, longTasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // The islands still without a state, listed at the first change: each change then takes its island off,
  // so the measuring costs the page one query, not one per batch of changes (~50 ms at 1000 cards).
  let waiting = null;
  // "On screen": the islands inside the first viewport, listed at the first change (the page is laid out by
  // then), marked storefront:on-screen once they all have a state: what a shopper waits for.
  let onScreen = null;
  const checkOnScreen = () => {
    if (!onScreen) return;
    for (const island of onScreen) {
      if (!island.hasAttribute('data-widget-state')) return;
      onScreen.delete(island);
    }
    onScreen = null;
    performance.mark('storefront:on-screen');
  };
  const check = (records) => {
    if (bench.ready) return;
    if (!waiting) {
      waiting = new Set(document.querySelectorAll('[data-widget]:not([data-widget-state])'));
      onScreen = new Set(
        [...document.querySelectorAll('[data-widget]')].filter((island) => {
          const rect = island.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight && rect.height > 0;
        }),
      );
    }
    checkOnScreen();
    for (const record of records) waiting.delete(record.target);
    for (const island of waiting) {
      if (!island.hasAttribute('data-widget-state')) return;
      waiting.delete(island);
    }
    bench.ready = true;
    performance.mark('storefront:ready');
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-widget-state'],
  });
  // Ready is marked when the last island commits, before the browser has laid out and painted it (a page
  // that commits everything at once, like the floor, has all its layout still to come). "Painted": the
  // first task after the next frame's rendering, where the shopper sees every island.
  new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'storefront:ready')) return;
    requestAnimationFrame(() => setTimeout(() => performance.mark('storefront:painted'), 0));
  }).observe({ type: 'mark' });
}

let session = 0;
export async function openPage({ member = true, contextOptions = {} } = {}) {
  const context = await ctx.browser.newContext(contextOptions);
  await context.addCookies(sessionCookies(ctx.base, `bench-${process.pid}-${session++}`, { member }));
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.addInitScript(instrument);
  return { context, page };
}

export const waitReady = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('storefront:painted').length > 0, null, {
    timeout: 120_000,
  });

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
