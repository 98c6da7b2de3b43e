import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, pageProblems, waitForQuiet } from './browser';

// A guest on the my pages' favourites widgets (docs/behaviour.md "Members and guests"): a guest has no
// folders, and the store refuses a guest's folder and item changes, so the folder menu, the folder manager
// and each item row offer what a guest can do, the sign-up and log-in links, and no create control or item
// menu that could only fail.

/** A guest's two links in `scope`: sign up (the store's registration), log in (coming back to this page). */
async function accountLinks(page: Page, scope: string): Promise<string[][]> {
  return page
    .locator(scope)
    .evaluateAll((roots) =>
      roots.map((root) =>
        [...root.querySelectorAll('a')].map((link) => `${link.textContent} ${new URL(link.href).pathname}`),
      ),
    );
}

const LOGIN_HERE = (path: string) => `Log in /maniax/login/=/${encodeURIComponent(`${baseUrl()}${path}`)}`;
const SIGN_UP = 'Sign up /maniax/regist/user';

describe('the favourites widgets for a guest', () => {
  for (const [width, height] of [
    [375, 667],
    [1280, 800],
  ] as const) {
    test(`${width} px: the folder manager, the root list and a folder offer the sign-up and log-in links`, async () => {
      const context = await openContext({ member: false });
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      const writes: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/favorite\/folder\/ajax|\/mypage\/[a-z]+\/ajax/.test(pathname)) writes.push(pathname);
      });

      const folders = '/maniax/mypage/wishlist/folders/?lang=en';
      await page.goto(`${baseUrl()}${folders}`);
      await waitForQuiet(page);
      expect(await pageProblems(page, folders)).toEqual([]);
      expect(await accountLinks(page, '[data-widget="favorite-folder-menu"]')).toEqual([
        [SIGN_UP, LOGIN_HERE(folders)],
      ]);
      expect(await accountLinks(page, '[data-widget="favorite-folders"]')).toEqual([
        [SIGN_UP, LOGIN_HERE(folders)],
      ]);
      await expect(page.getByRole('link', { name: 'Log in' }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Create new folder' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Reorder' }).count()).resolves.toBe(0);

      for (const path of [
        '/maniax/mypage/wishlist/?lang=en',
        '/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en',
      ]) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForQuiet(page);
        expect(await pageProblems(page, path)).toEqual([]);
        const rows = await page.locator('[data-widget="favorite-item"]').count();
        expect(rows, path).toBeGreaterThan(0);
        // Every row: the two links on its line, and no item menu.
        const perRow = await accountLinks(page, '[data-widget="favorite-item"] .sf-account-links');
        expect(perRow, path).toEqual(Array.from({ length: rows }, () => [SIGN_UP, LOGIN_HERE(path)]));
        await expect(page.getByRole('button', { name: 'Move or delete' }).count()).resolves.toBe(0);
        await expect(
          page
            .locator('[data-widget="favorite-item"]')
            .first()
            .getByRole('link', { name: 'Sign up' })
            .isVisible(),
        ).resolves.toBe(true);
      }
      // Nothing a guest could only have had refused was sent, and no folder list was asked for.
      expect(writes).toEqual([]);
      await context.close();
    });
  }
});
