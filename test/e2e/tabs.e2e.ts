import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openContext, waitForIslands } from './browser';

// Issue 13: two pages of one site in one browser context (one shopper, two tabs). A change made in one shows
// in the other within a second, with no product-info request and no write from the receiving page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  // What this tab asks the store for from now on.
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'xhr' || request.resourceType() === 'fetch') requests.push(request);
  });
  return { page, requests };
}

const productInfoOrWrite = (requests: Request[]) =>
  requests.filter((r) => r.url().includes('/product/info/') || r.method() !== 'GET').map((r) => r.url());

async function twoTabs(
  path: string,
): Promise<{ context: BrowserContext; a: Page; b: Page; bRequests: Request[] }> {
  const context = await openContext(browser, { member: true });
  const first = await openTab(context, path);
  const second = await openTab(context, path);
  return { context, a: first.page, b: second.page, bRequests: second.requests };
}

describe('tabs in step (issue 13)', () => {
  test('a cart add in one tab makes the other tab\'s card read "In Cart"', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/preview/list.html?n=5&lang=en');
    const card = (page: Page) => page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
    await expect(card(b).getByRole('button', { name: 'Add to Cart' }).count()).resolves.toBe(1);
    await card(a).getByRole('button', { name: 'Add to Cart' }).click();
    await card(a).getByRole('link', { name: 'Added to Cart' }).waitFor();
    await card(b).getByRole('link', { name: 'In Cart' }).waitFor({ timeout: 1000 });
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a cart add on a Japanese page reads カートに入っています in the other tab', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/preview/list.html?n=5');
    const card = (page: Page) => page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
    await card(a).getByRole('button', { name: 'カートに入れる' }).click();
    await card(b).getByRole('link', { name: 'カートに入っています' }).waitFor({ timeout: 1000 });
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a favourite added on a work page reads Added in the other tab', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/work/=/product_id/RJ01000006.html?lang=en');
    const island = (page: Page) => page.locator('[data-widget="favorite-button"]');
    await island(a).getByRole('button', { name: 'Add to Favorites' }).click();
    await island(b).getByText('Added', { exact: true }).waitFor({ timeout: 1000 });
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a follow in one tab reads Already following in the other', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/work/=/product_id/RJ01000005.html?lang=en');
    const island = (page: Page) => page.locator('[data-widget="follow-button"]');
    await island(a).getByRole('button', { name: 'Follow' }).click();
    await island(a).getByRole('dialog').getByRole('button', { name: 'Follow' }).click();
    await island(a).getByRole('link', { name: 'Already following' }).waitFor();
    await island(b).getByRole('link', { name: 'Already following' }).waitFor({ timeout: 1000 });
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a folder shown on top in one my-page tab reloads the folder list of the other, once, and writes nothing', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/mypage/wishlist/folders/?lang=en');
    const box = (page: Page) =>
      page.locator('[data-widget="favorite-folders"]').getByRole('checkbox', { name: 'Show on top' }).first();
    const before = await box(b).isChecked();
    await box(a).click();
    await a.getByRole('status').filter({ hasText: 'Settings completed' }).waitFor();
    await expect.poll(() => box(b).isChecked(), { timeout: 1000 }).toBe(!before);
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    expect(bRequests.filter((r) => r.url().includes('/favorite/folder/ajax'))).toHaveLength(1);
    await context.close();
  });

  test('a malformed message changes nothing and is reported once', async () => {
    const context = await openContext(browser, { member: true });
    const { page } = await openTab(context, '/maniax/preview/list.html?n=5&lang=en');
    const inCart = await page.getByRole('link', { name: 'In Cart' }).count();
    await page.evaluate(() => {
      const reports: unknown[] = [];
      Object.assign(window, { ga: (...args: unknown[]) => reports.push(args), __reports: reports });
      const channel = new BroadcastChannel('storefront-islands:tabs');
      const own = { app: 'storefront-islands', site: 'maniax', version: window.storefront?.version };
      channel.postMessage({ ...own, change: { kind: 'cart', productId: 'RJ01000005' } });
      channel.postMessage({ ...own, change: { kind: 'cart', productId: 'RJ01000001', rentalId: 7 } });
      channel.postMessage('not a message');
      channel.close();
    });
    await page.waitForTimeout(300);
    const reports = await page.evaluate(() =>
      (window as unknown as { __reports: [string, { eventLabel: string }][] }).__reports.map(
        (r) => r[1].eventLabel,
      ),
    );
    expect(reports.filter((label) => label.includes('TabSyncError'))).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'In Cart' }).count()).resolves.toBe(inCart);
    await context.close();
  });
});
