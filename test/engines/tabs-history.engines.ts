import { describe, expect, test } from 'vitest';
import { BEYOND_CHROMIUM } from './engines';
import { byName, problems, settled, useEngine } from './flow-helpers';

// Two tabs kept in step (BroadcastChannel) and Back to a page from the back/forward cache, in Chromium,
// Firefox and WebKit.

const TABS_CHANNEL = 'storefront-islands:tabs';
const connected = (name: string) =>
  ((window as unknown as { __previewChannels?: string[] }).__previewChannels ?? []).includes(name);
const card = '[data-widget="product-item"][data-product-id="RJ01000005"]';

// Chromium's proof: tabs.e2e.ts, the same two flows by name (its Back test with the back/forward cache on).
describe.each(BEYOND_CHROMIUM)('%s', (name) => {
  const { open, openTabs } = useEngine(name);

  test('a cart add in one tab makes the other tab\'s card read "In Cart"', async () => {
    const [a, b] = await openTabs('/maniax/preview/list.html?n=5&lang=en', { member: true });
    // The bundle connects its tabs once a page has been idle: a message before then is not heard.
    for (const tab of [a, b]) await tab.waitFor(connected, TABS_CHANNEL, 'the tabs channel');
    await a.click(`${card} button.sf-product-item__action--cart`);
    await a.waitFor(
      (selector: string) => document.querySelector(`${selector} .sf-product-item__action--added`) !== null,
      card,
      'Added to Cart in the first tab',
    );
    await b.waitFor(
      (selector: string) =>
        document.querySelector(`${selector} .sf-product-item__action--in-cart`)?.textContent === 'In Cart',
      card,
      'In Cart in the other tab',
    );
    expect(await b.run(problems)).toEqual([]);
  });

  test('Back to a cached work page after buying the work elsewhere shows its Download link', async () => {
    const p = await open('/maniax/work/=/product_id/RJ01000006.html?lang=en', { member: true });
    await byName(p, '[data-widget="price-box"] button', 'Add to Cart');
    // The page is left once its idle work is done (the tabs channel's chunk loaded): Firefox keeps no page
    // in its back/forward cache while a request of it is open (seen beside a loaded machine).
    await p.waitFor(connected, TABS_CHANNEL, 'the tabs channel');
    // A mark in this page's own memory: a page restored from the cache still has it, a loaded one not.
    await p.run(() => void ((window as unknown as { __leftOnce: boolean }).__leftOnce = true));
    await p.goto('/maniax/preview/list.html?n=3&lang=en');
    await p.waitFor(settled);
    // The purchase happens meanwhile (another tab's checkout).
    await p.run(() => fetch('/__mock/purchase?product_id=RJ01000006', { method: 'POST' }).then(() => true));
    await p.back();
    // Restored, the page runs before its pageshow event says so: the record is read once that came.
    type Marks = { __leftOnce?: boolean; __previewRestored: boolean };
    await p.waitFor(
      () =>
        'storefront' in window &&
        location.pathname.includes('RJ01000006') &&
        (!(window as unknown as Marks).__leftOnce || (window as unknown as Marks).__previewRestored),
      undefined,
      'the work page, and its pageshow where it was restored',
    );
    const restored = await p.run(() => (window as unknown as Marks).__previewRestored);
    await p.waitFor(
      () =>
        [...document.querySelectorAll('[data-widget="price-box"] a')].some(
          (link) => link.textContent === 'Download',
        ),
      undefined,
      'the Download link',
    );
    // Each engine keeps the page in its back/forward cache here; the link shows either way.
    expect(restored).toBe(true);
    expect(await p.run(problems)).toEqual([]);
  });
});
