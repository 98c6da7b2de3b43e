import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIslands } from './browser';

// The store's own list markup (production build, /maniax/preview/store-list.html): the server renders each
// work's title and maker and wraps a `data-render="actions"` island around its no-script fallback links
// (`btn_cart`, `btn_favorite`). The island draws only the card's actions and hides the fallback; one
// purchase control and one favourite control per work, in both languages, for a guest and a member.

const LABELS = {
  en: {
    add: 'Add to Cart',
    added: 'Added to Cart',
    favorite: 'Add to Favorites',
    inFavorites: 'Favorites',
    favoriteAdded: 'Added',
    ended: 'Sales Ended',
  },
  jp: {
    add: 'カートに入れる',
    added: 'カートに追加しました',
    favorite: 'お気に入りに追加',
    inFavorites: 'お気に入り',
    favoriteAdded: '追加済み',
    ended: '販売終了',
  },
} as const;

const PLAIN = { id: 'RJ01000005', name: '秋の音色 Autumn Tones (30% OFF)' };
const ENDED = { id: 'RJ01000004', name: '販売終了作品 Discontinued Work' };

async function open(lang: 'en' | 'jp', member: boolean, before?: (page: Page) => Promise<void>) {
  const context = await openContext({ member });
  const page = await context.newPage();
  if (before) await before(page);
  await page.goto(`${baseUrl()}/maniax/preview/store-list.html?n=8&lang=${lang}`);
  await waitForIslands(page);
  return page;
}

const island = (page: Page, id: string) =>
  page.locator(`[data-widget="product-item"][data-product-id="${id}"]`);
/** The favourite controls: offering the add, or (a member's favourite already) linking to the favourites. */
async function favoriteControls(scope: Locator, labels: { favorite: string; inFavorites: string }) {
  let n = 0;
  for (const name of [labels.favorite, labels.inFavorites])
    for (const role of ['button', 'link'] as const)
      n += await scope.getByRole(role, { name, exact: true }).count();
  return n;
}

describe('product-item data-render="actions" on the store’s own list markup', () => {
  describe.each(['en', 'jp'] as const)('%s', (lang) => {
    const labels = LABELS[lang];
    test.each([false, true])('member %s: the actions alone, the fallback hidden', async (member) => {
      const page = await open(lang, member);
      const item = page.locator(`li[data-list-id="${PLAIN.id}"]`);
      const plain = island(page, PLAIN.id);
      await expect(plain.getAttribute('data-widget-state')).resolves.toBe('ready');
      const group = plain.getByRole('group', { name: PLAIN.name });
      // One purchase control and one favourite control for the work, on the whole list item.
      await expect(group.getByRole('button', { name: labels.add }).isEnabled()).resolves.toBe(true);
      await expect(item.getByRole('button', { name: labels.add }).count()).resolves.toBe(1);
      // The favourite: a control, or (a member's favourite already) the store's "added" text.
      const favorite =
        (await favoriteControls(item, labels)) +
        (await group.getByText(labels.favoriteAdded, { exact: true }).count());
      expect(favorite).toBe(1);
      await expect(plain.locator('a.btn_cart').isVisible()).resolves.toBe(false);
      await expect(plain.locator('a.btn_favorite').isVisible()).resolves.toBe(false);
      // No second card: the server's title is the only one, and the island draws no work link.
      await expect(item.getByRole('link', { name: PLAIN.name }).count()).resolves.toBe(1);
      await expect(plain.locator('article').count()).resolves.toBe(0);

      // A work off sale: its sales ended, no purchase.
      const ended = island(page, ENDED.id);
      await expect(ended.getByText(labels.ended).isVisible()).resolves.toBe(true);
      await expect(ended.getByRole('button', { name: labels.add }).count()).resolves.toBe(0);

      // An add confirms itself, for a guest as for a member; the store's fallback link stays hidden.
      await group.getByRole('button', { name: labels.add }).click();
      await group.getByRole('link', { name: labels.added }).waitFor();
      await expect(plain.locator('a.btn_cart').isVisible()).resolves.toBe(false);
      await page.context().close();
    });
  });

  test('the product info failing: every island in error, the store’s fallback links shown', async () => {
    const page = await open('jp', false, async (p) => {
      await p.request.post(`${baseUrl()}/__mock/fault?call=productInfo&fault=http500`);
    });
    const plain = island(page, PLAIN.id);
    await expect(plain.getAttribute('data-widget-state')).resolves.toBe('error');
    await expect(plain.locator('a.btn_cart').isVisible()).resolves.toBe(true);
    await expect(plain.locator('a.btn_favorite').isVisible()).resolves.toBe(true);
    await expect(plain.getByRole('group').count()).resolves.toBe(0);
    await page.context().close();
  });
});
