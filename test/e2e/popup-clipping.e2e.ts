import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIslands } from './browser';

// A host that wraps its islands in everything that cuts off a `position: fixed` popup (the preview's
// `?clip=1`, preview/static/clip.css): a transformed ancestor, `overflow: hidden` on the lists, their
// cells and the follow island, `contain: size layout style` on the card islands and `contain: layout style`
// on the others. Every popup still shows whole: it opens in the top layer, where no ancestor reaches it.

async function openClipped(path: string, member: boolean, clip = true): Promise<Page> {
  const context = await openContext({ member });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}${clip ? '&clip=1' : ''}`);
  await waitForIslands(page);
  return page;
}

/** Inside the corners by more than the popups' 4 px border radius, so a hit test there lands in the box. */
const CORNER = 5;

/**
 * Waits until `popup` (or the placed box around a menu's list) is placed and shown, then reports what
 * hides any of it: the px of each side the browser clips off (IntersectionObserver's rectangle, clipped by
 * every ancestor and the screen), the points (corners, mid-sides, centre) where the page shows something
 * else, and whether the box reaches outside its nearest clipping ancestor (so that the clip would cut it,
 * if anything could).
 */
async function wholeness(popup: Locator, placed = true) {
  await popup.waitFor({ state: 'visible' });
  if (placed)
    await popup
      .page()
      .waitForFunction((el) => el?.closest('[data-sf-placement]') != null, await popup.elementHandle());
  return popup.evaluate(async (el, corner) => {
    const box = (el.closest('[data-sf-placement]') ?? el) as HTMLElement;
    const r = box.getBoundingClientRect();
    const seen = await new Promise<DOMRectReadOnly>((resolve) => {
      const observer = new IntersectionObserver(([entry]) => {
        observer.disconnect();
        if (entry) resolve(entry.intersectionRect);
      });
      observer.observe(box);
    });
    const clippedOff = Object.entries({
      left: seen.width === 0 ? r.width : seen.left - r.left,
      top: seen.height === 0 ? r.height : seen.top - r.top,
      right: seen.width === 0 ? r.width : r.right - seen.right,
      bottom: seen.height === 0 ? r.height : r.bottom - seen.bottom,
    })
      .filter(([, px]) => px >= 1)
      .map(([side, px]) => `${side} ${Math.round(px)} px`);
    const midX = (r.left + r.right) / 2;
    const midY = (r.top + r.bottom) / 2;
    const points: Record<string, [number, number]> = {
      'top left': [r.left + corner, r.top + corner],
      top: [midX, r.top + 1],
      'top right': [r.right - corner, r.top + corner],
      right: [r.right - 1, midY],
      'bottom right': [r.right - corner, r.bottom - corner],
      bottom: [midX, r.bottom - 1],
      'bottom left': [r.left + corner, r.bottom - corner],
      left: [r.left + 1, midY],
      centre: [midX, midY],
    };
    const hiddenAt = Object.entries(points)
      .filter(([, [x, y]]) => {
        const hit = document.elementFromPoint(x, y);
        return hit === null || !box.contains(hit);
      })
      .map(([name]) => name);
    let clip = box.parentElement;
    while (clip !== null && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
    const c = clip?.getBoundingClientRect();
    return {
      clippedOff,
      hiddenAt,
      reachesOutsideClip:
        c !== undefined && (r.left < c.left || r.top < c.top || r.right > c.right || r.bottom > c.bottom),
    };
  }, CORNER);
}

const inTopLayer = (popup: Locator) => popup.evaluate((el) => el.matches(':popover-open'));

const WHOLE = { clippedOff: [], hiddenAt: [], reachesOutsideClip: true };

describe('popups inside clipping, containing and transformed host boxes show whole', () => {
  test('the rental options popup and the rating tooltip of a product card', async () => {
    const page = await openClipped('/maniax/preview/list.html?n=4&layout=image&lang=en', false);
    try {
      const rentable = page.locator('[data-widget="product-item"][data-product-id="RJ01000002"]').first();
      const trigger = rentable.getByRole('button', { name: 'Add to Cart' });
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      const dialog = page.getByRole('dialog');
      expect(await wholeness(dialog)).toEqual(WHOLE);
      // Closed, it is gone from the top layer and focus is back on its trigger.
      await expect(inTopLayer(dialog)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      const rated = page.locator('[data-widget="product-item"][data-product-id="RJ01000001"]').first();
      const button = rated.locator('.sf-product-item__rating-button');
      await button.scrollIntoViewIfNeeded();
      await button.focus();
      expect(await wholeness(rated.getByRole('tooltip'))).toEqual(WHOLE);
      // Hidden again (it stays in the DOM), it leaves the top layer.
      await button.blur();
      const state = (el: Element) =>
        `hidden ${String((el as HTMLElement).hidden)}, popover ${el.hasAttribute('popover')}`;
      await expect(rated.locator('[role="tooltip"]').evaluate(state)).resolves.toBe(
        'hidden true, popover false',
      );
    } finally {
      await page.context().close();
    }
  });

  test('the follow popup, guest and member', async () => {
    for (const member of [false, true]) {
      const page = await openClipped('/maniax/work/=/product_id/RJ01000005.html?lang=en', member);
      try {
        const trigger = page.locator('[data-widget="follow-button"]').getByRole('button', { name: 'Follow' });
        await trigger.scrollIntoViewIfNeeded();
        await trigger.click();
        expect(await wholeness(page.getByRole('dialog'))).toEqual(WHOLE);
      } finally {
        await page.context().close();
      }
    }
  });

  test('the item menu of a my-page row', async () => {
    const page = await openClipped('/maniax/mypage/wishlist/?lang=en', true);
    try {
      const trigger = page
        .locator('[data-widget="favorite-item"]')
        .first()
        .getByRole('button', { name: 'Move or delete' });
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      expect(await wholeness(page.getByRole('menu'))).toEqual(WHOLE);
    } finally {
      await page.context().close();
    }
  });
});

test('without the Popover API a popup stays at its place in its island: whole on a plain page, cut by a clipping host', async () => {
  const cut: Record<string, unknown> = {};
  for (const clip of [false, true]) {
    const page = await openClipped('/maniax/work/=/product_id/RJ01000005.html?lang=en', false, clip);
    try {
      await page.evaluate(() => {
        Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
      });
      await page.locator('[data-widget="follow-button"]').getByRole('button', { name: 'Follow' }).click();
      const dialog = page.getByRole('dialog');
      const { clippedOff, hiddenAt } = await wholeness(dialog, false);
      await expect(dialog.evaluate((el) => el.hasAttribute('popover'))).resolves.toBe(false);
      await expect(dialog.evaluate((el) => el.hasAttribute('data-sf-placement'))).resolves.toBe(false);
      cut[clip ? 'clipped' : 'plain'] = clippedOff.length > 0 && hiddenAt.length > 0;
    } finally {
      await page.context().close();
    }
  }
  expect(cut).toEqual({ plain: false, clipped: true });
});
