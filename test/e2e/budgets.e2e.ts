import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, openPage, pageProblems, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';

// The budgets that are counts on a whole page (the times are only reported, by `npm run bench`). Which
// islands a cart add re-renders is render-count.test.tsx's (and the bench's renders section reports it on the
// production build); the pooler's request shapes are product-pooler.test.ts's.

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
