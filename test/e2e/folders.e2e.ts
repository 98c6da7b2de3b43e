import { describe, expect, test } from 'vitest';
import { openPage, twoFrames, waitForIslands } from './browser';
import { recordStatusTexts, statusShown } from './status-marks';

// The keyboard reorder and the order it saves: the story favorite-folders-management "reorder by keyboard and
// save the order" (and keyboard.e2e.ts's walkthrough).
describe('favorite-folders (docs/behaviour.md "Favourite folders": reorder)', () => {
  test('pointer drag-and-drop of a handle moves the folder, and Save sort order sends the new order', async () => {
    const opened = await openPage('/maniax/mypage/wishlist/folders/?lang=en', {
      member: true,
      clock: true,
    });
    const { page } = opened;
    await waitForIslands(page);
    const handles = page.getByRole('button', { name: 'Reorder' });
    await handles.nth(1).waitFor();
    const from = await handles.nth(0).boundingBox();
    const to = await handles.nth(1).boundingBox();
    if (!from || !to) throw new Error('the handles have no box');
    // A person drags in many small moves; dnd-kit re-measures collisions on each one.
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    const distance = to.y - from.y + 10;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(x, y + (distance * step) / 10);
      await twoFrames(page);
    }
    await page.mouse.up();
    // dnd-kit swallows the click that ends a drag for 50 ms after the drop; a person clicks Save later.
    await page.clock.fastForward(100);
    // Folder 12 ('お気に入りの声優 / Voice? …') is now the first row.
    await page.waitForFunction(
      () => document.querySelector('.sf-folders__row')?.textContent?.includes('Voice?') === true,
    );
    await recordStatusTexts(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/maniax/favorite/folder/ajax') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Save sort order' }).click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? '');
    expect([0, 1, 2, 3].map((i) => body.get(`folders[${i}][id]`))).toEqual(['12', '11', '13', '14']);
    await statusShown(page, 'Saved and applied.');
    await opened.context.close();
  });

  test('a mousedown outside the rename input cancels the edit: the name is restored and nothing is sent', async () => {
    const opened = await openPage('/maniax/mypage/wishlist/folders/?lang=en', { member: true });
    const { page, count } = opened;
    await waitForIslands(page);
    const firstRow = page.locator('.sf-folders__row').first();
    const original = await firstRow.innerText();
    await firstRow.getByRole('button', { name: 'Rename' }).click();
    const input = page.getByRole('textbox', { name: 'Folder name' });
    await input.fill('Changed name');
    const before = count('/favorite/folder/ajax');
    await page.mouse.click(5, 5);
    await input.waitFor({ state: 'detached' });
    expect(await firstRow.innerText()).toBe(original);
    expect(count('/favorite/folder/ajax')).toBe(before);
    await opened.context.close();
  });
});
