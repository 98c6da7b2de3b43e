import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openContext, waitForIslands } from './browser';

// The first seconds of a page: the entry is in and `window.storefront` works, while the runtime's chunk
// (React DOM, the islands runtime) is still on its way, as on a phone or behind a slow CDN edge. The
// runtime is held back by the test until the page has done what it does at DOMContentLoaded. An island whose
// attributes change after the entry's read is read as it is then: test/boot/early-reading.test.ts.

const RUNTIME = /\/chunks\/runtime-[^/]*\.js/;

/** Holds the runtime's chunk back until `release()`; `requested` resolves once the page has asked for it. */
async function holdRuntime(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  await page.route(RUNTIME, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { release, requested };
}

const state = (page: Page, selector: string) => page.locator(selector).getAttribute('data-widget-state');

describe('while the runtime is on its way', () => {
  test('an unmount(box) and a new island in box at DOMContentLoaded: the new island is mounted, the old one not', async () => {
    const context = await openContext({ member: false });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const list = document.querySelector('.store-list') as HTMLElement;
        (list.querySelector('[data-widget]') as HTMLElement).id = 'old';
        // The host takes the list's islands down and puts a new one in (pjax, a tab switch).
        window.storefront?.unmount(list);
        list.insertAdjacentHTML(
          'afterbegin',
          '<li><div id="swapped" data-widget="product-item" data-product-id="RJ01000002"></div></li>',
        );
      });
    });
    const held = await holdRuntime(page);
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=1&lang=en`);
    await held.requested;
    await page.locator('#swapped').waitFor({ state: 'attached' });
    held.release();
    await page.locator('#swapped[data-widget-state="ready"]').waitFor({ state: 'attached' });
    await expect(page.locator('#swapped').getByRole('link').first().isVisible()).resolves.toBe(true);
    // Unmounted before the runtime came: it stays as the server rendered it, with no state, once the
    // runtime has mounted everything else (the page's header islands).
    await waitForIslands(page, '[data-widget]:not(#old)');
    expect(await state(page, '#old')).toBeNull();
    await context.close();
  });

  test('the runtime gone for good: islands added later get error too, and mount() settles', async () => {
    const context = await openContext({ member: false });
    const page = await context.newPage();
    await page.route(RUNTIME, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=2&lang=en`);
    await waitForIslands(page);
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-widget-state')));
    expect(states).toEqual(['error', 'error']);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="added" data-widget="product-item" data-product-id="RJ01000002"><p>server</p></div>',
      ),
    );
    await page.locator('#added[data-widget-state="error"]').waitFor({ state: 'attached' });
    await expect(page.locator('#added').innerHTML()).resolves.toBe('<p>server</p>');
    const settled = await page.evaluate(async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="box"><div data-widget="favorite-button"></div></div>',
      );
      await window.storefront?.mount(document.getElementById('box') as HTMLElement);
      window.storefront?.unmount(document.getElementById('box') as HTMLElement);
      return Object.keys(window.storefront ?? {}).sort();
    });
    // settle() is not the page's to call.
    expect(settled).toEqual(['mount', 'ready', 'unmount', 'version']);
    await context.close();
  });
});

// The return watcher: a page restored from the back/forward cache reloads the member's lists, from the
// entry's first task on (not only once the page has gone idle and the tab-sync chunk is in).
describe('back soon after arriving', () => {
  let bfcacheBrowser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    bfcacheBrowser = await launchBrowser({ backForwardCache: true });
  });
  afterAll(async () => {
    await context?.close();
    await bfcacheBrowser.close();
  });

  test('a list left as soon as its cards showed, a purchase elsewhere, Back: the card shows Download', async () => {
    context = await openContext({ browser: bfcacheBrowser, member: true });
    const page = await context.newPage();
    // A page that never reaches the tab-sync chunk (left before it went idle; on a busy phone that takes
    // seconds): the chunk never arrives here.
    await page.route(/\/chunks\/connect-[^/]*\.js/, (route) => route.abort());
    await page.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      }),
    );
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=12&lang=en`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
    await addToCart.waitFor();
    const card = page.locator('[data-widget="product-item"]', { has: addToCart });
    const productId = await card.first().getAttribute('data-product-id');
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=1&lang=en`);
    await page.request.post(`${baseUrl()}/__mock/purchase?product_id=${productId ?? ''}`);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => 'restored' in window);
    expect(await page.evaluate(() => (window as unknown as { restored: boolean }).restored)).toBe(true);
    const restored = page
      .locator(`[data-widget="product-item"][data-product-id="${productId ?? ''}"]`)
      .first();
    await restored.getByRole('link', { name: 'Download' }).waitFor();
  });
});
