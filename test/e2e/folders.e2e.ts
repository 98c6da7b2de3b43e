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

describe('favorite-folders (spec 4 "Reorder folders", contract 4)', () => {
  test('keyboard reorder with the handle (Space, ArrowDown, Space), then Save sort order sends the new order', async () => {
    const opened = await openPage(browser, '/maniax/mypage/wishlist/folders/', { member: true });
    const { page } = opened;
    await waitForIslands(page);
    const handles = page.getByRole('button', { name: '並び替え' });
    await handles.first().waitFor();
    await handles.first().focus();
    // dnd-kit measures the rows after the lift and animates the move: let each step settle, as a person would.
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/maniax/favorite/folder/ajax') && r.method() === 'POST'),
      page.getByRole('button', { name: '並び順を保存' }).click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? '');
    // The fixtures order wishlist folders 11, 12, 13, 14: the first moved down one place.
    expect([0, 1, 2, 3].map((i) => body.get(`folders[${i}][id]`))).toEqual(['12', '11', '13', '14']);
    expect([0, 1, 2, 3].map((i) => body.get(`folders[${i}][sort_no]`))).toEqual(['0', '1', '2', '3']);
    await page.getByRole('status').filter({ hasText: '保存して反映しました。' }).waitFor();
    await opened.context.close();
  });
});
