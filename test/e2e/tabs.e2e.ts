import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  installSuiteClock,
  launchBrowser,
  openContext,
  recordRequestStarts,
  requestStarts,
  twoFrames,
  waitForIslands,
  waitForQuiet,
} from './browser';
import { recordStatusTexts, statusShown } from './status-marks';

// Two pages of one site in one browser context (one shopper, two tabs). A change made in one shows in the
// other without a reload, with no product-info request and no write from the receiving page.

/**
 * Init script: notes when the page opens the tabs' channel. The bundle connects the tabs from a chunk of
 * its own once the page has been idle, which can be after the page is quiet: a message sent before then
 * is not one the page can hear.
 */
function recordTabChannel() {
  const Native = window.BroadcastChannel;
  window.BroadcastChannel = class extends Native {
    constructor(name: string) {
      super(name);
      if (name === 'storefront-islands:tabs') Object.assign(window, { __tabsConnected: true });
    }
  };
}

async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.addInitScript(recordTabChannel);
  await page.goto(`${baseUrl()}${path}`);
  await waitForQuiet(page);
  while (!(await page.evaluate(() => '__tabsConnected' in window))) await twoFrames(page);
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
  const context = await openContext({ member: true });
  const first = await openTab(context, path);
  const second = await openTab(context, path);
  return { context, a: first.page, b: second.page, bRequests: second.requests };
}

describe('tabs in step', () => {
  test('a cart add in one tab makes the other tab\'s card read "In Cart"', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/preview/list.html?n=5&lang=en');
    const card = (page: Page) => page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
    await expect(card(b).getByRole('button', { name: 'Add to Cart' }).count()).resolves.toBe(1);
    await card(a).getByRole('button', { name: 'Add to Cart' }).click();
    await card(a).getByRole('link', { name: 'Added to Cart' }).waitFor();
    await card(b).getByRole('link', { name: 'In Cart' }).waitFor();
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a favourite added and a follow on a work page read Added and Already following in the other tab', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/work/=/product_id/RJ01000006.html?lang=en');
    const favorite = (page: Page) => page.locator('[data-widget="favorite-button"]');
    await favorite(a).getByRole('button', { name: 'Add to Favorites' }).click();
    await favorite(b).getByText('Added', { exact: true }).waitFor();
    const follow = (page: Page) => page.locator('[data-widget="follow-button"]');
    await follow(a).getByRole('button', { name: 'Follow' }).click();
    await follow(a).getByRole('dialog').getByRole('button', { name: 'Follow' }).click();
    await follow(a).getByRole('link', { name: 'Already following' }).waitFor();
    await follow(b).getByRole('link', { name: 'Already following' }).waitFor();
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });

  test('a folder shown on top in one my-page tab reloads the folder list of the other, once, and writes nothing', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/mypage/wishlist/folders/?lang=en');
    const box = (page: Page) =>
      page.locator('[data-widget="favorite-folders"]').getByRole('checkbox', { name: 'Show on top' }).first();
    const before = await box(b).isChecked();
    await recordStatusTexts(a);
    await box(a).click();
    await statusShown(a, 'Settings completed');
    // No time budget of its own: polled until it shows (the test's timeout ends a real failure).
    await expect.poll(() => box(b).isChecked(), { timeout: 60_000 }).toBe(!before);
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    expect(bRequests.filter((r) => r.url().includes('/favorite/folder/ajax'))).toHaveLength(1);
    await context.close();
  });

  test('an item moved in one my-page tab leaves the other tab\'s list with "Moved to", writing nothing', async () => {
    const { context, a, b, bRequests } = await twoTabs(
      '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en',
    );
    const row = (page: Page) => page.locator('[data-widget="favorite-item"]').first();
    const title = await row(b).locator('.store-item__title').innerText();
    await row(a).getByRole('button', { name: 'Move or delete' }).click();
    await a.getByRole('menuitemradio', { name: /Unclassified/ }).click();
    await row(a).getByRole('status').filter({ hasText: 'Moved to Unclassified.' }).waitFor();
    await row(b).getByRole('status').filter({ hasText: 'Moved to Unclassified.' }).waitFor();
    await expect(row(b).locator('.store-item__title').isVisible()).resolves.toBe(false);
    expect(await row(b).locator('.store-item__title').innerText()).toBe(title);
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    // The folder counts follow: the list reloads once.
    await expect
      .poll(() => bRequests.filter((r) => r.url().includes('/favorite/folder/ajax')).length)
      .toBe(1);
    await context.close();
  });

  test('an item deleted in one tab reads "Deleted." in the other (Undo stays where it was deleted), and its undo brings the row back', async () => {
    const { context, a, b, bRequests } = await twoTabs('/maniax/mypage/wishlist/?lang=en');
    const row = (page: Page) => page.locator('[data-widget="favorite-item"]').first();
    await row(a).getByRole('button', { name: 'Move or delete' }).click();
    await a.getByRole('menuitem', { name: 'Delete' }).click();
    await row(b).getByRole('status').filter({ hasText: 'Deleted.' }).waitFor();
    await expect(row(b).getByRole('button', { name: 'Undo' }).count()).resolves.toBe(0);
    await row(a).getByRole('button', { name: 'Undo' }).click();
    await row(b).getByRole('button', { name: 'Move or delete' }).waitFor();
    expect(productInfoOrWrite(bRequests)).toEqual([]);
    await context.close();
  });
});

// Coming back. The back/forward cache needs Chromium without playwright's default
// --disable-back-forward-cache (test/e2e/browser.ts, `backForwardCache`).
describe('coming back to a page', () => {
  let bfcacheBrowser: Browser;
  beforeAll(async () => {
    bfcacheBrowser = await launchBrowser({ backForwardCache: true });
  });
  afterAll(async () => {
    await bfcacheBrowser.close();
  });

  const memberListCalls = (requests: Request[]) =>
    requests.filter((r) => /\/load\/(?:member\/status|bought\/product|favorite\/product)/.test(r.url()))
      .length;

  test('Back to a cached work page after buying the work elsewhere shows its Download link', async () => {
    const context = await openContext({ browser: bfcacheBrowser, member: true });
    // Records whether the page came back from the back/forward cache (pageshow with persisted).
    await context.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        (window as unknown as { __restored: boolean }).__restored = event.persisted;
      }),
    );
    const { page } = await openTab(context, '/maniax/work/=/product_id/RJ01000006.html?lang=en');
    const box = page.locator('[data-widget="price-box"]');
    await box.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=3&lang=en`);
    await waitForIslands(page);
    // The purchase happens meanwhile (another tab's checkout).
    await page.request.post(`${baseUrl()}/__mock/purchase?product_id=RJ01000006`);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => 'storefront' in window);
    expect(await page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored)).toBe(true);
    await box.getByRole('link', { name: 'Download' }).waitFor();
    await context.close();
  });

  /**
   * Init script: notes when the page starts listening for its tab being shown again (only the return
   * watcher listens to `visibilitychange`). Read with returnsWatched().
   */
  function recordReturnWatcher() {
    const add = document.addEventListener;
    document.addEventListener = function (this: Document, ...args: Parameters<typeof add>) {
      if (args[0] === 'visibilitychange') Object.assign(window, { __watchingReturns: true });
      return add.apply(this, args);
    } as typeof add;
  }

  /**
   * Resolves once the page listens for returns, checked each frame pair without a time budget: a tab
   * hidden and shown before then is not a return the page can notice, whatever the test then expects.
   */
  const returnsWatched = async (page: Page) => {
    while (!(await page.evaluate(() => '__watchingReturns' in window))) await twoFrames(page);
  };

  /** The tab hidden for `hiddenMs` of the page's time (its clock is Playwright's: no real wait), then shown. */
  const hideAndShow = async (page: Page, hiddenMs: number) => {
    const setVisibility = (state: string) =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.fastForward(hiddenMs);
    await setVisibility('visible');
  };

  /** A tab on the suite's clock, once it watches for returns, with the requests it starts recorded. */
  async function watchedTab(path: string, { member = true } = {}) {
    const context = await openContext({ member });
    await installSuiteClock(context);
    await context.addInitScript(recordRequestStarts);
    await context.addInitScript(recordReturnWatcher);
    const { page, requests } = await openTab(context, path);
    await returnsWatched(page);
    return { context, page, requests };
  }

  test('a tab shown after longer than the threshold reloads the lists once; a short hide reloads nothing', async () => {
    const { context, page, requests } = await watchedTab(
      '/maniax/preview/list.html?n=3&lang=en&refreshAfterHiddenMs=200',
    );
    const startedBefore = (await requestStarts(page)).length;
    // A reload starts within two frames of the tab showing (the long hide below shows it does).
    await hideAndShow(page, 50);
    await twoFrames(page);
    expect((await requestStarts(page)).slice(startedBefore)).toEqual([]);
    await hideAndShow(page, 400);
    await twoFrames(page);
    expect((await requestStarts(page)).length - startedBefore).toBe(3);
    await waitForQuiet(page);
    expect(memberListCalls(requests)).toBe(3);
    expect(productInfoOrWrite(requests)).toEqual([]);
    await context.close();
  });

  test("a guest's tab shown again sends nothing", async () => {
    const { context, page, requests } = await watchedTab(
      '/maniax/preview/list.html?n=3&lang=en&refreshAfterHiddenMs=0',
      { member: false },
    );
    const startedBefore = (await requestStarts(page)).length;
    // A member's reload starts within two frames of the tab showing (the test above).
    await hideAndShow(page, 50);
    await twoFrames(page);
    expect((await requestStarts(page)).slice(startedBefore)).toEqual([]);
    await waitForQuiet(page);
    expect(requests.map((r) => r.url())).toEqual([]);
    await context.close();
  });

  test("logged out in another tab: on return the islands show a guest's controls, without errors or requests", async () => {
    const { context, page, requests } = await watchedTab(
      '/maniax/work/=/product_id/RJ01000006.html?lang=en&refreshAfterHiddenMs=0',
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const favorite = page.locator('[data-widget="favorite-button"]');
    await favorite.getByRole('button', { name: 'Add to Favorites' }).waitFor();
    await context.clearCookies({ name: 'uhashen' });
    await context.clearCookies({ name: 'uhashjp' });
    await hideAndShow(page, 20);
    // docs/behaviour.md "Favourites": a guest's favourite button is a link to the wishlist page.
    await favorite.getByRole('link', { name: 'Add to Favorites' }).waitFor();
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
