import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { animationsFinished, baseUrl, openContext, waitForIslands } from './browser';

// On a 375 px screen every popup opens inside the screen, from a trigger at the left edge and
// from one at the right edge (the browser's anchor positioning aligns it with the trigger's other edge, or
// centres it, and flips it above when needed: src/components/popup/popup.css).

const SCREEN = { width: 375, height: 667 };

async function open375(path: string, member: boolean): Promise<Page> {
  const context = await openContext({ member });
  const page = await context.newPage();
  await page.setViewportSize(SCREEN);
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  return page;
}

/** Puts `island` against the left or right edge of the page, as a store's own layout may. */
async function pinToEdge(island: Locator, edge: 'left' | 'right') {
  await island.evaluate((el, side) => {
    const host = el as HTMLElement;
    host.style.width = 'fit-content';
    host.style.marginLeft = side === 'right' ? 'auto' : '0';
    host.style.marginRight = side === 'left' ? 'auto' : '0';
  }, edge);
}

/** The popup's box once placed (the element itself, or the box around a menu's list). */
async function placedBox(popup: Locator) {
  await popup.waitFor({ state: 'visible' });
  await popup
    .page()
    .waitForFunction((el) => el?.closest('[data-sf-placement]') != null, await popup.elementHandle());
  // The placed box (a menu's list may scroll inside it on a short screen).
  const box = await popup.locator('xpath=ancestor-or-self::*[@data-sf-placement][1]').boundingBox();
  if (box === null) throw new Error('the popup has no box');
  return box;
}

function expectOnScreen(box: { x: number; y: number; width: number; height: number }) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SCREEN.width);
  expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
}

describe.each(['left', 'right'] as const)(
  'popups from a trigger at the %s edge of a 375 px screen',
  (edge) => {
    test('the rental options popup and the rating tooltip of a product card', async () => {
      const page = await open375('/maniax/preview/list.html?n=4&layout=2column&lang=en', false);
      try {
        // RJ01000002 (sale and rental) and RJ01000003 (rental only): left and right cells of the grid.
        const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000002"]').first();
        await pinToEdge(card, edge);
        const trigger = card.getByRole('button', { name: 'Add to Cart' });
        await trigger.scrollIntoViewIfNeeded();
        await trigger.click();
        expectOnScreen(await placedBox(page.getByRole('dialog')));
        await page.keyboard.press('Escape');

        // With the trigger at the bottom of the screen the popup flips above it.
        await trigger.evaluate((el) => {
          window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4);
        });
        await trigger.click();
        const above = await placedBox(page.getByRole('dialog'));
        expectOnScreen(above);
        const button = await trigger.boundingBox();
        expect(above.y + above.height).toBeLessThanOrEqual(button?.y ?? 0);
        await page.keyboard.press('Escape');

        const rated = page.locator('[data-widget="product-item"][data-product-id="RJ01000001"]').first();
        await pinToEdge(rated, edge);
        const rating = rated.locator('.sf-product-item__rating-button');
        await rating.scrollIntoViewIfNeeded();
        await rating.focus();
        expectOnScreen(await placedBox(rated.getByRole('tooltip')));
      } finally {
        await page.context().close();
      }
    });

    test('the follow popup, guest and member', async () => {
      for (const member of [false, true]) {
        const page = await open375('/maniax/work/=/product_id/RJ01000005.html?lang=en', member);
        try {
          const island = page.locator('[data-widget="follow-button"]').first();
          await pinToEdge(island, edge);
          const trigger = island.getByRole('button', { name: 'Follow' });
          await trigger.scrollIntoViewIfNeeded();
          await trigger.click();
          expectOnScreen(await placedBox(page.getByRole('dialog')));
        } finally {
          await page.context().close();
        }
      }
    });

    test('the item menu of a my-page row', async () => {
      const page = await open375('/maniax/mypage/wishlist/?lang=en', true);
      try {
        const island = page.locator('[data-widget="favorite-item"]').first();
        await pinToEdge(island, edge);
        const trigger = island.getByRole('button', { name: 'Move or delete' });
        await trigger.scrollIntoViewIfNeeded();
        await trigger.click();
        expectOnScreen(await placedBox(page.getByRole('menu')));
      } finally {
        await page.context().close();
      }
    });
  },
);

test('the floating cart bar stays inside a 375 px screen, shown and hidden', async () => {
  const page = await open375('/maniax/work/=/product_id/RJ01000002.html?lang=en', true);
  try {
    await page.mouse.wheel(0, 800);
    const bar = page.getByRole('region', { name: 'Cart bar' });
    await page.waitForFunction(() => document.querySelector('.sf-price-box__bar--active') !== null);
    await animationsFinished(page); // its slide-in
    const shown = await bar.boundingBox();
    if (shown === null) throw new Error('no cart bar');
    expectOnScreen(shown);
    await bar.getByRole('button', { name: 'Hide' }).click();
    const hidden = await bar.boundingBox();
    if (hidden === null) throw new Error('no cart bar');
    expectOnScreen(hidden);
  } finally {
    await page.context().close();
  }
});
