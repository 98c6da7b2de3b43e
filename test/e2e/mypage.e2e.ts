import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForIslands } from './browser';

// The item row's fade in the browser. The moves, deletes and undos themselves (their calls, notices and focus):
// the stories of src/workshop/stories/favorite-item-actions.stories.tsx; the folder menu's current entry:
// test/widgets/favorite-folder-menu/favorite-folder-menu.test.tsx.
describe('my-page items (docs/behaviour.md "Favourite items")', () => {
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
      const opened = await openPage('/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en', {
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
