import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, holdRequests, openContext, sharedBrowser, twoFrames, waitForIslands } from './browser';

// A popup opened before its positioning code (Floating UI, fetched on intent or, on a phone, once the page
// is idle) has arrived shows at once, placed by the same rules, and the code's own position, once it is in,
// is the same spot: a tap while a list fills in neither waits for a download nor sees the popup jump.

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

const SCREEN = { width: 375, height: 667 };

/** The dialog's box once it is shown (not transparent while being placed). */
async function shownBox(page: Page, dialog: Locator) {
  await dialog.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (el) => el !== null && !el.hasAttribute('data-sf-placing'),
    await dialog.elementHandle(),
  );
  const box = await dialog.boundingBox();
  if (box === null) throw new Error('the dialog has no box');
  return box;
}

describe('a popup opened before its positioning code is in', () => {
  test('shows at once below its trigger, or above it at the screen bottom, where the code then puts it', async () => {
    const context = await openContext(browser, { member: false });
    const held = await holdRequests(context, 'floating-ui');
    const page = await context.newPage();
    try {
      await page.setViewportSize(SCREEN);
      await page.goto(`${baseUrl()}/maniax/preview/list.html?n=4&layout=2column&lang=en`);
      await waitForIslands(page);
      const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000002"]').first();
      const trigger = card.getByRole('button', { name: 'Add to Cart' });
      const dialog = page.getByRole('dialog');

      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      await held.asked;
      const below = await shownBox(page, dialog);
      const button = await trigger.boundingBox();
      expect(below.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
      expect(below.x + below.width).toBeLessThanOrEqual(SCREEN.width);
      await page.keyboard.press('Escape');

      // The trigger at the bottom of the screen: a screen that ends just below it.
      const bottom = (button?.y ?? 0) + (button?.height ?? 0);
      await page.setViewportSize({ width: SCREEN.width, height: Math.round(bottom + 4) });
      await trigger.click();
      const above = await shownBox(page, dialog);
      const moved = await trigger.boundingBox();
      expect(above.y + above.height).toBeLessThanOrEqual(moved?.y ?? 0);
      expect(above.y).toBeGreaterThanOrEqual(0);
      expect(moved?.y).toBe(button?.y);

      // The code arrives with the popup open: its position is the one already shown.
      const arrived = page.waitForResponse((response) => response.url().includes('floating-ui'));
      held.release();
      await arrived;
      await page.waitForFunction(() => document.querySelector('[data-sf-placement]') !== null);
      await twoFrames(page);
      await twoFrames(page);
      const placed = await dialog.boundingBox();
      expect(placed).not.toBeNull();
      expect(Math.abs((placed?.x ?? 0) - above.x)).toBeLessThanOrEqual(1);
      expect(Math.abs((placed?.y ?? 0) - above.y)).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});
