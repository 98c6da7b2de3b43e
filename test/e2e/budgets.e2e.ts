import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, openContext, openPage, pageProblems, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';

// The budgets that are counts (the times are only reported, by `npm run bench`).

beforeAll(() => {
  // The bench build of the bundle (a Profiler per island), served by the preview server under /cdn/bench/,
  // built before the suites by scripts/build-for-suites.mjs.
  if (!existsSync(resolve(import.meta.dirname, '../../bench/dist/product')))
    throw new Error('no bench build in bench/dist/product/: run node scripts/build-for-suites.mjs bench');
});

describe('budgets', () => {
  test('1000 cacheable cards of 1000 works: 10 product-info requests, each list call at most once', async () => {
    const opened = await openPage('/maniax/preview/bench.html?n=1000', { member: true });
    await waitForQuiet(opened.page);
    await expect(opened.page.locator('[data-widget-state="ready"]').count()).resolves.toBe(1000);
    await expect(pageProblems(opened.page, '1000 cards')).resolves.toEqual([]);
    const info = opened.requests.filter((r) => r.url().includes('/product/info/ajax'));
    expect(info).toHaveLength(10);
    const ids = info.flatMap((r) => (new URL(r.url()).searchParams.get('product_id') ?? '').split(','));
    expect(new Set(ids).size).toBe(1000);
    for (const call of [
      '/load/member/status',
      '/load/bought/product',
      '/load/favorite/product',
      '/load/member/uninterest',
      '/api/=/coupon.json',
    ]) {
      expect(opened.count(call), call).toBeLessThanOrEqual(1);
    }
    await opened.context.close();
  });

  test('a cart add on a page of 100 cards re-renders only the islands showing that work', async () => {
    // 25 works, 4 cards each; the bench build counts each island's commits.
    const opened = await openPage('/maniax/preview/bench.html?n=100&works=25&build=bench', {
      member: true,
    });
    const { page } = opened;
    await waitForQuiet(page);
    await expect(pageProblems(page, '100 cards')).resolves.toEqual([]);
    const productId = await page.evaluate(() => {
      const button = document.querySelector('button.sf-product-item__action--cart:not([aria-haspopup])');
      const island = button?.closest('[data-widget]');
      island?.setAttribute('data-target', '');
      window.__sfBenchRenders?.clear();
      return island?.getAttribute('data-product-id') ?? '';
    });
    expect(productId).not.toBe('');
    await page.locator('[data-target] button.sf-product-item__action--cart').click();
    await page.locator('[data-target] .sf-product-item__action--added').waitFor();
    await waitForQuiet(page);
    const rendered = await page.evaluate(() =>
      [...(window.__sfBenchRenders ?? new Map<HTMLElement, number>()).keys()].map((island) =>
        Array.from(document.querySelectorAll('[data-widget]')).indexOf(island),
      ),
    );
    const showing = await page.evaluate(
      (id) =>
        Array.from(document.querySelectorAll('[data-widget]'))
          .map((island, index) => (island.getAttribute('data-product-id') === id ? index : -1))
          .filter((index) => index >= 0),
      productId,
    );
    expect(showing).toHaveLength(4);
    expect(rendered.sort((a, b) => a - b)).toEqual(showing);
    await opened.context.close();
  });

  test('mounting a list page of 100 cards shifts no layout', async () => {
    const context = await openContext({ member: true });
    const page = await context.newPage();
    await page.addInitScript(recordBoxes);
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=100`);
    await waitForQuiet(page);
    await expect(pageProblems(page, '100 cards')).resolves.toEqual([]);
    expect(await movedBoxes(page)).toEqual([]);
    await context.close();
  });
});
