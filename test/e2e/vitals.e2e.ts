import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIslands } from './browser';

// The shoppers' Web Vitals (production build, `"vitals": true` by the preview's `?vitals=1`): Google's
// web-vitals library in a chunk of its own, asked for once the page is idle; each report one
// `storefront:vitals` on document naming the island, and Google's Web Vitals event where `ga` is there.

interface Recorded {
  reports: { name: string; widget: string | null; value: number; attribution: Record<string, unknown> }[];
  ga: unknown[][];
}

async function open(path: string, member: boolean, withGa: boolean): Promise<Page> {
  const context = await openContext({ member });
  const page = await context.newPage();
  await page.addInitScript((ga: boolean) => {
    const w = window as unknown as { recorded: Recorded; ga?: unknown };
    w.recorded = { reports: [], ga: [] };
    document.addEventListener('storefront:vitals', (event) =>
      w.recorded.reports.push((event as CustomEvent).detail),
    );
    if (ga) w.ga = (...args: unknown[]) => w.recorded.ga.push(args);
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
  }, withGa);
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  return page;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

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
  test.each([
    { lang: 'en', member: true, label: 'Add to Cart', added: 'Added to Cart', id: 'RJ01000005' },
    { lang: 'jp', member: true, label: 'カートに入れる', added: 'カートに追加しました', id: 'RJ01000005' },
    { lang: 'jp', member: false, label: 'カートに入れる', added: 'カートに追加しました', id: 'RJ01000006' },
  ])(
    'a click on a card’s add to cart, then the page hidden: one INP report naming product-item ($lang, member $member)',
    async ({ lang, member, label, added, id }) => {
      const page = await open(`/maniax/preview/list.html?n=13&lang=${lang}&vitals=1`, member, true);
      await vitalsLoaded(page);
      const card = page.locator(`[data-widget="product-item"][data-product-id="${id}"]`);
      await card.getByRole('button', { name: label }).click();
      await card.getByRole('link', { name: added }).waitFor();
      await interactionMeasured(page);
      await hide(page);
      await page.waitForFunction(() =>
        (window as unknown as { recorded: Recorded }).recorded.reports.some((r) => r.name === 'INP'),
      );
      const { reports, ga } = await recorded(page);
      const inp = reports.filter((r) => r.name === 'INP');
      expect(inp).toHaveLength(1);
      expect(inp[0]?.widget).toBe('product-item');
      expect(inp[0]?.attribution.target).toMatch(/^\[data-widget="product-item"\]>.*button/);
      expect(inp[0]?.value).toBeGreaterThanOrEqual(80);
      // Every report went to ga as Google's documented event, once.
      expect(ga.filter(([, , fields]) => (fields as { eventAction?: string }).eventAction === 'INP')).toEqual(
        [
          [
            'send',
            'event',
            expect.objectContaining({
              eventCategory: 'Web Vitals',
              nonInteraction: true,
              transport: 'beacon',
            }),
          ],
        ],
      );
      expect(ga).toHaveLength(reports.length);
      await page.context().close();
    },
  );

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
    const page = await open('/maniax/preview/list.html?n=13&lang=en', true, false);
    await page.getByRole('heading', { name: 'Works' }).click();
    await hide(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(recorded(page)).resolves.toEqual({ reports: [], ga: [] });
    await page.context().close();
  });
});
