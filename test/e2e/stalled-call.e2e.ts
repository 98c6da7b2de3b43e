import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext } from './browser';

// Store calls have no timeout (docs/behaviour.md "Requests"): a call may never answer. It costs the islands
// that wait for it, and no others.

describe('a stalled call', () => {
  test('150 cards whose first product-info request never answers: the other 50 are ready', async () => {
    const context = await openContext();
    const held: Route[] = [];
    const gets: string[][] = [];
    await context.route(/\/product\/info\/ajax/, (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.continue();
      gets.push((new URL(request.url()).searchParams.get('product_id') ?? '').split(','));
      // The first is kept open for good: neither answered nor aborted.
      if (gets.length === 1) held.push(route);
      else return route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/maniax/preview/bench.html?n=150`);
    const ids = await page
      .locator('[data-widget="product-item"]')
      .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-product-id') ?? ''));
    expect(ids).toHaveLength(150);
    const last50 = '.store-list > li:nth-child(n+101) > [data-widget]';
    await page.waitForFunction(
      (selector) =>
        Array.from(document.querySelectorAll(selector)).every(
          (island) => island.getAttribute('data-widget-state') === 'ready',
        ),
      last50,
    );
    await expect(page.locator(`${last50}[data-widget-state="ready"]`).count()).resolves.toBe(50);
    // The first 100 still wait for their own request; nothing was asked twice.
    await expect(
      page.locator('.store-list > li:nth-child(-n+100) > [data-widget][data-widget-state]').count(),
    ).resolves.toBe(0);
    expect(held).toHaveLength(1);
    expect(gets).toEqual([ids.slice(0, 100), ids.slice(100)]);
    await context.close();
  });
});
