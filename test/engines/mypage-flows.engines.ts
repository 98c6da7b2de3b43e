import { describe, expect, test } from 'vitest';
import { BEYOND_CHROMIUM } from './engines';
import { byName, problems, recordStatuses, settled, statusHeld, useEngine } from './flow-helpers';

// The member's folders and favourites in Chromium, Firefox and WebKit, each by its own input: folders
// reordered by keyboard and by pointer drag (@dnd-kit's sensors) and saved, renamed by typing; an item
// moved through its menu, deleted and brought back with Undo. What the fake store holds afterwards is read
// by loading the page again.

const FOLDERS = '/maniax/mypage/wishlist/folders/?lang=en';
const firstRow = () => document.querySelector('.sf-folders__row')?.textContent ?? '';
/** dnd-kit swallows the click that ends a drag for 50 ms after the drop; a person clicks later. */
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

// Chromium's proof: the story favorite-folders-management "reorder by keyboard and save the order",
// folders.e2e.ts (pointer drag of a handle), keyboard.e2e.ts
// (rename by typing, reorder and delete; an item moved, another deleted and undone), the stories
// favorite-item/actions "moved to another folder" and "deleted, then undone".
describe.each(BEYOND_CHROMIUM)('%s', (name) => {
  const { open } = useEngine(name);

  test('folders reordered by keyboard on the handle (Space, ArrowDown, Space) and saved', async () => {
    const p = await open(FOLDERS, { member: true });
    expect(await p.run(firstRow)).not.toContain('Voice?');
    const handle = '.sf-folders__row .sf-folders__handle';
    const pressed = (selector: string) =>
      document.querySelector(selector)?.getAttribute('aria-pressed') ?? null;
    const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    // Focused by script, as a keyboard leaves it: the first key must find the handle focused, and a click
    // also starts dnd-kit's pointer sensor (WebKit once waited 30 s for the lift on a loaded machine).
    await p.run((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), handle);
    // Each key once dnd-kit has taken the one before: lifted, moved (announced), dropped.
    await p.press(' ');
    await p.waitFor(
      (selector: string) => document.querySelector(selector)?.getAttribute('aria-pressed') === 'true',
      handle,
      'the folder lifted',
    );
    const lifted = await p.run(announced);
    await p.press('ArrowDown');
    await p.waitFor(
      (before: string) => (document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '') !== before,
      lifted,
      'the move announced',
    );
    await p.press(' ');
    await p.waitFor(
      (selector: string) =>
        !document.querySelector(selector)?.hasAttribute('aria-pressed') ||
        document.querySelector(selector)?.getAttribute('aria-pressed') !== 'true',
      handle,
      'the folder dropped',
    );
    expect(await p.run(pressed, handle)).not.toBe('true');
    await p.waitFor(() => (document.querySelector('.sf-folders__row')?.textContent ?? '').includes('Voice?'));
    await p.run(recordStatuses);
    await p.click(await byName(p, '[data-widget="favorite-folders"] button', 'Save sort order'));
    await p.waitFor(statusHeld, 'Saved and applied.', 'the order saved');
    await p.goto(FOLDERS);
    await p.waitFor(settled);
    expect(await p.run(firstRow)).toContain('Voice?');
    expect(await p.run(problems)).toEqual([]);
  });

  test('folders reordered by a pointer drag of the handle', async () => {
    const p = await open(FOLDERS, { member: true });
    await p.drag(
      '.sf-folders__row:nth-child(1) .sf-folders__handle',
      '.sf-folders__row:nth-child(2) .sf-folders__handle',
    );
    await p.waitFor(
      () => (document.querySelector('.sf-folders__row')?.textContent ?? '').includes('Voice?'),
      undefined,
      'the dragged folder second',
    );
    await pause(100);
    await p.run(recordStatuses);
    await p.click(await byName(p, '[data-widget="favorite-folders"] button', 'Save sort order'));
    await p.waitFor(statusHeld, 'Saved and applied.', 'the order saved');
    expect(await p.run(problems)).toEqual([]);
  });

  test('a folder renamed by typing', async () => {
    const p = await open(FOLDERS, { member: true });
    await p.click(await byName(p, '.sf-folders__row button', 'Rename'));
    await p.waitFor(() => document.activeElement?.getAttribute('aria-label') === 'Folder name');
    const length = await p.run(() => (document.activeElement as HTMLInputElement).value.length);
    await p.press('End');
    for (let i = 0; i < length; i++) await p.press('Backspace');
    await p.type('Renamed in every engine');
    await p.press('Enter');
    await p.waitFor(
      (text: string) => (document.querySelector('.sf-folders__row')?.textContent ?? '').includes(text),
      'Renamed in every engine',
      'the new name',
    );
    await p.goto(FOLDERS);
    await p.waitFor(settled);
    expect(await p.run(firstRow)).toContain('Renamed in every engine');
    expect(await p.run(problems)).toEqual([]);
  });

  test('an item moved to another folder through its menu', async () => {
    const folder = '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en';
    const p = await open(folder, { member: true });
    const title = () =>
      document.querySelector('[data-widget="favorite-item"] .store-item__title')?.textContent;
    const moved = await p.run(title);
    await p.click(await byName(p, '[data-widget="favorite-item"] button', 'Move or delete'));
    await p.waitFor(() => document.querySelector('[role="menu"]') !== null, undefined, 'the item menu');
    await p.run(recordStatuses);
    await p.click(await byName(p, '[role="menuitemradio"]', 'Unclassified', { partial: true }));
    await p.waitFor(statusHeld, 'Moved to Unclassified.', 'the row saying where the item went');
    await p.goto(folder);
    await p.waitFor(settled);
    const titles = await p.run(() =>
      [...document.querySelectorAll('[data-widget="favorite-item"] .store-item__title')].map(
        (t) => t.textContent,
      ),
    );
    expect(titles).not.toContain(moved);
    expect(await p.run(problems)).toEqual([]);
  });

  test('an item deleted and brought back with Undo', async () => {
    const p = await open('/maniax/mypage/wishlist/?lang=en', { member: true });
    const items = () => document.querySelectorAll('[data-widget="favorite-item"]').length;
    const count = await p.run(items);
    await p.click(await byName(p, '[data-widget="favorite-item"] button', 'Move or delete'));
    await p.waitFor(() => document.querySelector('[role="menu"]') !== null, undefined, 'the item menu');
    await p.click(await byName(p, '[role="menuitem"]', 'Delete'));
    const undo = await (async () => {
      await p.waitFor(
        () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Undo'),
        undefined,
        'Undo',
      );
      return byName(p, 'button', 'Undo');
    })();
    await p.click(undo);
    await p.waitFor(
      () =>
        [...document.querySelectorAll('[data-widget="favorite-item"] button')].filter(
          (b) => b.getAttribute('aria-label') === 'Move or delete' || b.textContent === 'Move or delete',
        ).length > 0 && ![...document.querySelectorAll('button')].some((b) => b.textContent === 'Undo'),
      undefined,
      'the row back',
    );
    await p.goto('/maniax/mypage/wishlist/?lang=en');
    await p.waitFor(settled);
    expect(await p.run(items)).toBe(count);
    expect(await p.run(problems)).toEqual([]);
  });
});
