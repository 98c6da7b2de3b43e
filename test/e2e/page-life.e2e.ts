import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext } from './browser';

// Islands through a page's life (production build, an 80-card list with the README's host CSS): a list
// swapped out or unmounted while its far islands wait in the render queue. A second mount() while the first
// is loading and an island in error tried again once its attributes are fixed: test/islands/runtime.test.tsx;
// the unclassified folder's label over the server's name: favorite-folders.test.tsx and favorite-item.test.tsx.

const LIST = '/maniax/preview/list.html?n=80&lang=en';

/**
 * Opens the list and, the moment its first island has content (the first slice is committed; the far
 * islands wait for an idle period), takes the list away: removed from the page (`remove`), or
 * `storefront.unmount(list)`. Not at the first state: a member's card is ready only once the member's lists
 * are in, and on a loaded machine those came after every far island had rendered. Then a far island is
 * added below a tall spacer: it renders after everything queued before it, and a member's card is ready
 * only once the lists are in, so once it is ready the queue has passed the list and every answer is in.
 */
async function takeListAwayWhileWaiting(
  how: 'remove' | 'unmount',
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await openContext({ member: true });
  const page = await context.newPage();
  await page.addInitScript((mode: string) => {
    const w = window as unknown as {
      takenAway?: { list: Element; withState: number; withContent: number };
      storefront?: { unmount: (root: ParentNode) => void };
    };
    const observer = new MutationObserver(() => {
      const list = document.querySelector('.store-list');
      if (!list || !Array.from(list.querySelectorAll('[data-widget]')).some((el) => el.hasChildNodes()))
        return;
      observer.disconnect();
      w.takenAway = {
        list,
        withState: list.querySelectorAll('[data-widget-state]').length,
        withContent: Array.from(list.querySelectorAll('[data-widget]')).filter((el) => el.hasChildNodes())
          .length,
      };
      if (mode === 'remove') list.remove();
      else w.storefront?.unmount(list);
      const spacer = document.createElement('div');
      spacer.style.height = '5000px';
      const sentinel = document.createElement('div');
      sentinel.id = 'sentinel';
      sentinel.setAttribute('data-widget', 'product-item');
      sentinel.setAttribute('data-product-id', 'RJ01000001');
      document.body.append(spacer, sentinel);
    });
    observer.observe(document, { subtree: true, childList: true });
  }, how);
  await page.goto(`${baseUrl()}${LIST}`);
  await page.waitForFunction(
    () => document.getElementById('sentinel')?.getAttribute('data-widget-state') === 'ready',
  );
  return { page, close: () => context.close() };
}

describe('islands through a page’s life', () => {
  test('a list removed while its far islands wait: none of them renders afterwards', async () => {
    const { page, close } = await takeListAwayWhileWaiting('remove');
    const outcome = await page.evaluate(() => {
      const taken = (
        window as unknown as { takenAway: { list: Element; withState: number; withContent: number } }
      ).takenAway;
      return {
        total: taken.list.querySelectorAll('[data-widget]').length,
        before: taken.withState,
        contentBefore: taken.withContent,
        after: taken.list.querySelectorAll('[data-widget-state]').length,
        contentAfter: Array.from(taken.list.querySelectorAll('[data-widget]')).filter((el) =>
          el.hasChildNodes(),
        ).length,
      };
    });
    expect(outcome.total).toBe(80);
    expect(outcome.contentBefore).toBeGreaterThan(0);
    expect(outcome.contentBefore).toBeLessThan(80);
    // No island of the list got a state after it left the page, and those rendered before are unmounted.
    expect(outcome.after).toBe(outcome.before);
    expect(outcome.contentAfter).toBe(0);
    await close();
  });

  test('a list unmounted while its far islands wait: none of them renders afterwards', async () => {
    const { page, close } = await takeListAwayWhileWaiting('unmount');
    const list = page.locator('.store-list');
    await expect(list.locator('[data-widget]').count()).resolves.toBe(80);
    await expect(list.locator('[data-widget-state]').count()).resolves.toBe(0);
    const rendered = await list.evaluate(
      (el) =>
        Array.from(el.querySelectorAll('[data-widget]')).filter((island) => island.hasChildNodes()).length,
    );
    expect(rendered).toBe(0);
    await close();
  });
});
