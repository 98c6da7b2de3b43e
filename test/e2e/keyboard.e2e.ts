import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { keyboardMoveDown, openPage, waitForIslands } from './browser';
import { recordStatusTexts, statusShown } from './status-marks';

// Keyboard-only walkthroughs. Each starts by focusing one control (as Tab would) and then uses
// the keyboard alone; focus must be visible, move into each popup and come back when it closes.

/** What has focus: its role-ish tag and text, and whether the browser paints it as focus-visible. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', text: '', visible: false, inDialog: false };
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      visible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      inDialog: el.closest('[role="dialog"], [role="menu"]') !== null,
    };
  });

/** Presses Tab until the focused element's text matches, at most `max` times. */
async function tabTo(page: Page, text: RegExp, max = 12) {
  for (let i = 0; i < max; i++) {
    if (text.test((await focused(page)).text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focusable element matching ${String(text)} within ${max} Tab presses`);
}

describe('keyboard-only walkthroughs', () => {
  test('add a rental to the cart through the card popup', async () => {
    const opened = await openPage('/maniax/preview/list.html?n=13&lang=en', { member: true });
    const { page } = opened;
    await waitForIslands(page);
    const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000013"]');
    await card.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await card.getByRole('dialog').waitFor();
    expect(await focused(page)).toMatchObject({ inDialog: true, visible: true });
    await tabTo(page, /7\s?days/i);
    await page.keyboard.press('Enter');
    const added = card.getByRole('link', { name: 'Added to Cart' });
    await added.waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Added to Cart', visible: true });
    await opened.context.close();
  });

  test('follow a maker', async () => {
    const opened = await openPage('/maniax/work/=/product_id/RJ01000005.html?lang=en', {
      member: true,
    });
    const { page } = opened;
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Follow' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await focused(page)).toMatchObject({ inDialog: true, visible: true });
    await tabTo(page, /^Follow$/);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Already following' }).waitFor();
    expect(await focused(page)).toMatchObject({ text: 'Already following', visible: true });
    await opened.context.close();
  });

  test('rename, reorder and delete a folder', async () => {
    const opened = await openPage('/maniax/mypage/wishlist/folders/?lang=en', { member: true });
    const { page, requests } = opened;
    await waitForIslands(page);
    const posts = () =>
      requests.filter((r) => r.method() === 'POST').map((r) => new URLSearchParams(r.postData() ?? ''));

    // Rename the first folder.
    await page.getByRole('button', { name: 'Rename' }).first().focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'input' });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Renamed by keyboard');
    await page.keyboard.press('Enter');
    await page.locator('.sf-folders__name', { hasText: 'Renamed by keyboard' }).waitFor();
    expect(posts().at(-1)?.get('folders[0][name]')).toBe('Renamed by keyboard');

    // Reorder: lift the first handle, move it down one place, drop it, save.
    const handle = page.getByRole('button', { name: 'Reorder' }).first();
    await handle.focus();
    expect((await focused(page)).visible).toBe(true);
    await keyboardMoveDown(page, handle);
    await page.getByRole('button', { name: 'Save sort order' }).focus();
    await recordStatusTexts(page);
    await page.keyboard.press('Enter');
    await statusShown(page, 'Saved and applied.');
    expect(posts().at(-1)?.get('folders[0][id]')).toBe('12');

    // Delete the last folder through its dialog.
    const deleteButtons = page.getByRole('button', { name: 'Delete' });
    await deleteButtons.last().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await focused(page)).toMatchObject({ inDialog: true, visible: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ text: 'Delete', visible: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, /^Delete$/);
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(posts().at(-1)?.get('action')).toBe('delete');
    // The opener left with the row: once the list has reloaded, focus is on the handle now in its place.
    await page.waitForFunction(
      () => document.activeElement?.classList.contains('sf-folders__handle') === true,
    );
    expect(await focused(page)).toMatchObject({ text: 'Reorder' });
    await opened.context.close();
  });

  test('move an item, delete another and undo', async () => {
    const opened = await openPage('/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en', {
      member: true,
    });
    const { page } = opened;
    await waitForIslands(page);
    const items = page.locator('[data-widget="favorite-item"]');
    const first = items.nth(0);
    await first.getByRole('button', { name: 'Move or delete' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await focused(page)).toMatchObject({ inDialog: true, visible: true });
    for (let i = 0; i < 8 && !/Unclassified/.test((await focused(page)).text); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await first.getByRole('status').filter({ hasText: 'Moved to Unclassified.' }).waitFor();
    // The popup is gone with the row: focus lands on the notice, not on the page.
    expect(await focused(page)).not.toMatchObject({ tag: 'body' });

    const second = items.nth(1);
    await second.getByRole('button', { name: 'Move or delete' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    for (let i = 0; i < 12 && (await focused(page)).text !== 'Delete'; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const undo = second.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    expect(await focused(page)).toMatchObject({ text: 'Undo', visible: true });
    await page.keyboard.press('Enter');
    await second.getByRole('button', { name: 'Move or delete' }).waitFor();
    expect(await focused(page)).toMatchObject({ text: 'Move or delete', visible: true });
    await opened.context.close();
  });
});
