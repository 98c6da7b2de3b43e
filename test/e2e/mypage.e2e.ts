import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, waitForIslands } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('my-page items and folder menu (spec 4 "Move item", "Delete item and undo")', () => {
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
});
