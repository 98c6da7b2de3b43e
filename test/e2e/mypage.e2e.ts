import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { sharedBrowser, openPage, waitForIslands } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

describe('my-page items and folder menu (docs/behaviour.md "Favourite items")', () => {
  test('the folder menu marks the current folder; moving an item fades its row into a "moved" row', async () => {
    const opened = await openPage(browser, '/maniax/mypage/wishlist/folder/=/folder_id/11', { member: true });
    const { page } = opened;
    await waitForIslands(page);
    const current = page.locator('[data-widget="favorite-folder-menu"] [aria-current="page"]');
    await expect(current.getAttribute('href')).resolves.toBe('/maniax/mypage/wishlist/folder/=/folder_id/11');

    const firstItem = page.locator('[data-widget="favorite-item"]').first();
    const title = await firstItem.locator('.store-item__title').innerText();
    await firstItem.getByRole('button', { name: '移動・削除' }).click();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/maniax/mypage/wishlist/ajax')),
      page.getByRole('menuitemradio', { name: /未分類/ }).click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('type')).toBe('1');
    expect(body.get('action')).toBe('move');
    expect(body.has('dst_folder')).toBe(false);
    await page.getByRole('status').filter({ hasText: '未分類に移動しました。' }).waitFor();

    // The server now holds the move: after a reload the item is no longer in folder 11.
    await page.reload();
    await waitForIslands(page);
    await expect(page.locator('.store-item__title', { hasText: title }).count()).resolves.toBe(0);
    await opened.context.close();
  });

  test('deleting an item shows Undo, and Undo brings the row back', async () => {
    const opened = await openPage(browser, '/maniax/mypage/wishlist/?lang=en', { member: true });
    const { page } = opened;
    await waitForIslands(page);
    const firstItem = page.locator('[data-widget="favorite-item"]').first();
    await firstItem.getByRole('button', { name: 'Move or delete' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    const [request] = await Promise.all([
      page.waitForRequest((r) => (r.postData() ?? '').includes('action=delete_recovery')),
      page.getByRole('button', { name: 'Undo' }).click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('relation_id')).toBeTruthy();
    await firstItem.getByRole('button', { name: 'Move or delete' }).waitFor();
    await opened.context.close();
  });

  /** Records, in order, when the item's row starts leaving, when it is hidden and when the notice appears. */
  async function watchRowSwap(page: Page, index: number) {
    await page.evaluate((i) => {
      const island = document.querySelectorAll('[data-widget="favorite-item"]')[i];
      const events: string[] = [];
      (window as unknown as { rowEvents: string[] }).rowEvents = events;
      if (!island) return;
      new MutationObserver(() => {
        const add = (name: string, on: boolean) => on && !events.includes(name) && events.push(name);
        add('leaving', island.classList.contains('sf-favorite-item-row--leaving'));
        add('hidden', island.classList.contains('sf-favorite-item-row--hidden'));
        add('notice', (island.querySelector('[role="status"]')?.textContent ?? '') !== '');
      }).observe(island, { attributes: true, childList: true, subtree: true });
    }, index);
  }

  for (const reducedMotion of [false, true]) {
    test(`a moved row fades out before the "moved" row fades in (reduced motion: ${reducedMotion})`, async () => {
      const opened = await openPage(browser, '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en', {
        member: true,
        reducedMotion,
      });
      const { page } = opened;
      await waitForIslands(page);
      const island = page.locator('[data-widget="favorite-item"]').first();
      const row = island.locator(':scope > :not(.sf-favorite-item)').first();
      // docs/behaviour.md "Favourite items": the row's fade lasts 300 ms and the notice fades in; none of it
      // under reduced motion.
      const expected = reducedMotion ? '0s' : '0.3s';
      await expect(row.evaluate((el) => getComputedStyle(el).transitionDuration)).resolves.toBe(expected);
      await watchRowSwap(page, 0);
      await island.getByRole('button', { name: 'Move or delete' }).click();
      await page.getByRole('menuitemradio', { name: /Unclassified/ }).click();
      const notice = island.getByRole('status');
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toBe('Moved to Unclassified.');
      await expect(notice.evaluate((el) => getComputedStyle(el).animationDuration)).resolves.toBe(expected);
      await expect(
        page.evaluate(() => (window as unknown as { rowEvents: string[] }).rowEvents),
      ).resolves.toEqual(['leaving', 'hidden', 'notice']);
      await expect(row.isVisible()).resolves.toBe(false);
      await opened.context.close();
    });
  }
});
