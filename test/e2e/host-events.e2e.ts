import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIdleWork, waitForIslands } from './browser';

// Events for the host page (production build): after each confirmed change one CustomEvent on document,
// with ids and flags only; a change made in another tab is announced there too, marked remote; never an
// event for a failed write. The preview page's header keeps its cart count from them. Each kind of change's
// event and its detail: test/events/host-events.test.ts (follows, folder and item changes, a refused change,
// a create from an item's popup) and the stories favorite-button "member adds a favourite", follow-button
// "member follows, ..." and islands-together (a cart add).

const NAMES = [
  'storefront:cart-added',
  'storefront:favorite-added',
  'storefront:follow-changed',
  'storefront:folders-changed',
];

interface Recorded {
  type: string;
  detail: Record<string, unknown>;
}

async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { hostEvents: unknown[] };
    w.hostEvents = [];
    for (const name of names)
      document.addEventListener(name, (event) =>
        w.hostEvents.push({ type: event.type, detail: (event as CustomEvent).detail }),
      );
  }, NAMES);
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  return page;
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostEvents: Recorded[] }).hostEvents);
const cartCount = (page: Page) => page.locator('[data-preview-cart-count]').innerText();
const fault = (page: Page, call: string, kind: string) =>
  page.request.post(`${baseUrl()}/__mock/fault?call=${call}&fault=${kind}`);

describe('events for the host', () => {
  test('a cart add: one storefront:cart-added; the header counts it; a failed add sends none', async () => {
    const context = await openContext({ member: true });
    const page = await openTab(context, '/maniax/preview/list.html?n=13&lang=en');
    const card = (id: string) => page.locator(`[data-widget="product-item"][data-product-id="${id}"]`);
    const before = Number(await cartCount(page));
    await card('RJ01000005').getByRole('button', { name: 'Add to Cart' }).click();
    await card('RJ01000005').getByRole('link', { name: 'Added to Cart' }).waitFor();
    await expect(events(page)).resolves.toEqual([
      {
        type: 'storefront:cart-added',
        detail: { site: 'maniax', remote: false, productId: 'RJ01000005', rentalId: null },
      },
    ]);
    await expect(cartCount(page)).resolves.toBe(String(before + 1));

    await fault(page, 'cart', 'http500');
    await card('RJ01000006').getByRole('button', { name: 'Add to Cart' }).click();
    await card('RJ01000006').getByRole('alert').waitFor();
    await expect(events(page)).resolves.toHaveLength(1);
    await expect(cartCount(page)).resolves.toBe(String(before + 1));
    await context.close();
  });

  test('a rental put in the cart names its rental', async () => {
    const context = await openContext({ member: true });
    const page = await openTab(context, '/maniax/preview/list.html?n=13&lang=en');
    const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000013"]');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await card.getByRole('dialog').getByRole('button', { name: /7/ }).click();
    await card.getByRole('link', { name: 'Added to Cart' }).waitFor();
    await expect(events(page)).resolves.toEqual([
      {
        type: 'storefront:cart-added',
        detail: { site: 'maniax', remote: false, productId: 'RJ01000013', rentalId: 'RT000006' },
      },
    ]);
    await context.close();
  });

  test('a create whose move fails: folder-created here, and the other tab hears of it', async () => {
    const context = await openContext({ member: true });
    const path = '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en';
    const a = await openTab(context, path);
    const b = await openTab(context, path);
    // Tabs connect once the page has been idle (their own chunk).
    await waitForIdleWork(a);
    await waitForIdleWork(b);
    await fault(a, 'itemAction', 'http500');
    const island = a.locator('[data-widget="favorite-item"]').first();
    await island.getByRole('button', { name: 'Move or delete' }).click();
    await a.getByRole('menuitem', { name: 'Create new folder' }).click();
    await a.getByRole('textbox', { name: 'Folder name' }).fill('Later');
    await a.getByRole('textbox', { name: 'Folder name' }).press('Enter');
    await island.getByRole('alert').waitFor();
    const recorded = await events(a);
    expect(recorded).toEqual([
      {
        type: 'storefront:folders-changed',
        detail: {
          site: 'maniax',
          remote: false,
          favoriteType: 'wishlist',
          change: 'folder-created',
          folderId: recorded[0]?.detail.folderId,
        },
      },
    ]);
    expect(typeof recorded[0]?.detail.folderId).toBe('string');
    await b.waitForFunction(() => (window as unknown as { hostEvents: unknown[] }).hostEvents.length > 0);
    await expect(events(b)).resolves.toEqual([
      {
        type: 'storefront:folders-changed',
        detail: { site: 'maniax', remote: true, favoriteType: 'wishlist', change: 'changed' },
      },
    ]);
    await context.close();
  });

  test('a cart add in another tab is announced in this one, marked remote', async () => {
    const context = await openContext({ member: true });
    const a = await openTab(context, '/maniax/preview/list.html?n=5&lang=en');
    const b = await openTab(context, '/maniax/preview/list.html?n=5&lang=en');
    // Tabs connect once the page has been idle (their own chunk).
    await waitForIdleWork(a);
    await waitForIdleWork(b);
    const before = Number(await cartCount(b));
    const card = (page: Page) => page.locator('[data-widget="product-item"][data-product-id="RJ01000005"]');
    await card(a).getByRole('button', { name: 'Add to Cart' }).click();
    await card(b).getByRole('link', { name: 'In Cart' }).waitFor();
    await expect(events(b)).resolves.toEqual([
      {
        type: 'storefront:cart-added',
        detail: { site: 'maniax', remote: true, productId: 'RJ01000005', rentalId: null },
      },
    ]);
    await expect(cartCount(b)).resolves.toBe(String(before + 1));
    await expect(events(a)).resolves.toHaveLength(1);
    await context.close();
  });
});
