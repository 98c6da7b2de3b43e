import { describe, expect, test } from 'vitest';
import { openPage, waitForIslands } from './browser';

describe('requests per page (budgets)', () => {
  test('30 cacheable product cards send one product-info request and each list call at most once', async () => {
    const opened = await openPage('/maniax/preview/list.html?n=30', { member: true });
    await waitForIslands(opened.page);
    await expect(opened.page.locator('[data-widget-state="ready"]').count()).resolves.toBe(30);
    expect(opened.count('/product/info/ajax')).toBe(1);
    const info = opened.requests.find((r) => r.url().includes('/product/info/ajax'));
    expect(info?.method()).toBe('GET');
    expect(new URL(info?.url() ?? 'http://x/').searchParams.get('cdn_cache')).toBe('3');
    for (const call of [
      '/load/member/status',
      '/load/bought/product',
      '/load/favorite/product',
      '/load/member/uninterest',
    ]) {
      expect(opened.count(call), call).toBe(1);
    }
    await opened.context.close();
  });

  test('150 cards are one request per 100 ids, and cards added later join a pooled request', async () => {
    const opened = await openPage('/books/preview/list.html?n=150');
    await waitForIslands(opened.page);
    // The fixtures have 10 books works, so 150 cards hold 10 distinct ids: one request.
    expect(opened.count('/product/info/ajax')).toBe(1);
    await opened.page.evaluate(() => {
      const list = document.querySelector('.store-list');
      for (const id of ['BJ02000001', 'RJ_LATE_1', 'RJ_LATE_2']) {
        const item = document.createElement('li');
        item.innerHTML = `<div class="late" data-widget="product-item" data-product-id="${id}"></div>`;
        list?.append(item);
      }
    });
    await waitForIslands(opened.page, '.late');
    // The already-loaded id is not asked again; the two new ones share one request.
    expect(opened.count('/product/info/ajax')).toBe(2);
    const last = opened.requests.filter((r) => r.url().includes('/product/info/ajax')).at(-1);
    expect(new URL(last?.url() ?? 'http://x/').searchParams.get('product_id')).toBe('RJ_LATE_1,RJ_LATE_2');
    await opened.context.close();
  });

  test('non-cacheable cards post one id each', async () => {
    const opened = await openPage('/maniax/preview/list.html?n=3&cacheable=false');
    await waitForIslands(opened.page);
    const posts = opened.requests.filter((r) => r.url().includes('/product/info/ajax'));
    expect(posts.map((r) => r.method())).toEqual(['POST', 'POST', 'POST']);
    await opened.context.close();
  });
});
