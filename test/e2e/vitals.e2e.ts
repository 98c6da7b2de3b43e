import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIslands } from './browser';

// The shoppers' Web Vitals (production build, `"vitals": true` by the preview's `?vitals=1`): Google's
// web-vitals library in a chunk of its own, asked for once the page is idle; each report one
// `storefront:vitals` on document naming the island. Google's Web Vitals event sent to `ga` for each report,
// and each report's detail: test/vitals/start-vitals.test.ts and vitals-report.test.ts (the library's observers
// stood in for); the card's language or shopper changes nothing of what is measured, so one card is clicked.

interface Report {
  name: string;
  widget: string | null;
  value: number;
  attribution: Record<string, unknown>;
}

async function open(path: string): Promise<Page> {
  const context = await openContext({ member: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { reports: Report[] };
    w.reports = [];
    document.addEventListener('storefront:vitals', (event) => w.reports.push((event as CustomEvent).detail));
    // A slow tap, as a loaded phone gives one: Event Timing reports an interaction from 40 ms on.
    document.addEventListener(
      'pointerdown',
      () => {
        const end = performance.now() + 80;
        while (performance.now() < end);
      },
      { capture: true },
    );
    const seen = window as unknown as { interactions: number };
    seen.interactions = 0;
    new PerformanceObserver((list) => {
      seen.interactions += list
        .getEntries()
        .filter((e) => (e as PerformanceEventTiming).interactionId > 0).length;
    }).observe({ type: 'event', durationThreshold: 40 });
  });
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  return page;
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: Report[] }).reports);

/** The vitals chunk has run (it is asked for once the page is idle): its observers see every interaction. */
const vitalsLoaded = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('storefront:vitals-start', 'mark').length === 1);

/**
 * The browser has delivered the click's Event Timing entries (after the frame it painted) and an idle period
 * has passed, in which the library takes in what it was delivered: a shopper hides a page later than that.
 */
const interactionMeasured = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { interactions: number }).interactions > 0)
    .then(() => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve))));

/** The page hidden, as a shopper's switching tabs hides it: INP and CLS are reported then. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('field Web Vitals by widget', () => {
  test('a click on a card’s add to cart, then the page hidden: one INP report naming product-item', async () => {
    const page = await open('/maniax/preview/list.html?n=13&lang=en&vitals=1');
    await vitalsLoaded(page);
    const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await card.getByRole('link', { name: 'Added to Cart' }).waitFor();
    await interactionMeasured(page);
    await hide(page);
    await page.waitForFunction(() =>
      (window as unknown as { reports: Report[] }).reports.some((r) => r.name === 'INP'),
    );
    const inp = (await reports(page)).filter((r) => r.name === 'INP');
    expect(inp).toHaveLength(1);
    expect(inp[0]?.widget).toBe('product-item');
    expect(inp[0]?.attribution.target).toMatch(/^\[data-widget="product-item"\]>.*button/);
    expect(inp[0]?.value).toBeGreaterThanOrEqual(80);
    await page.context().close();
  });

  /** The chunks the page asks for, in the order it asks, until the tab connection's chunk is asked for. */
  async function chunksUntilTabsConnect(path: string): Promise<string[]> {
    const context = await openContext({ member: true });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = /\/chunks\/([a-z-]+)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (file) asked.push(file);
    });
    const connect = page.waitForRequest(/\/chunks\/connect-[\w-]+\.js$/);
    await page.goto(`${baseUrl()}${path}`);
    await connect;
    await context.close();
    return asked;
  }

  // The tab connection's chunk is asked for once the islands have their states and the page is idle, after
  // the idle callback that would ask for the vitals chunk: by then the vitals chunk has been asked for or never
  // will be.
  test('asked for: the vitals chunk is asked for before the tab connection’s', async () => {
    const asked = await chunksUntilTabsConnect('/maniax/preview/list.html?n=13&lang=en&vitals=1');
    expect(asked).toContain('start-vitals');
    expect(asked.indexOf('start-vitals')).toBeLessThan(asked.indexOf('connect'));
  });

  test('off by default: no vitals chunk is asked for, and no report', async () => {
    const asked = await chunksUntilTabsConnect('/maniax/preview/list.html?n=13&lang=en');
    expect(asked).toContain('connect');
    expect(asked).not.toContain('start-vitals');
    const page = await open('/maniax/preview/list.html?n=13&lang=en');
    await page.getByRole('heading', { name: 'Works' }).click();
    await hide(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(reports(page)).resolves.toEqual([]);
    await page.context().close();
  });
});
