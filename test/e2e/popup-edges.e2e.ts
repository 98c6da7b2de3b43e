import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { animationsFinished, baseUrl, openContext, waitForIslands } from './browser';

// On a 375 px screen every popup opens whole: inside the screen, from a trigger at the left edge and from
// one at the right edge (the browser's anchor positioning aligns it with the trigger's other edge, or
// centres it, and flips it above when needed: src/components/popup/popup.css), and uncut in a host that
// wraps its islands in everything that cuts off a `position: fixed` popup (the preview's `?clip=1`,
// preview/static/clip.css): a transformed ancestor, `overflow: hidden` on the lists, their cells and the
// follow island, `contain: strict` on the card islands and `contain: layout paint style` on the others. It
// opens in the top layer, where no ancestor reaches it.

const SCREEN = { width: 375, height: 667 };
const EDGES = ['left', 'right'] as const;

/** Opens `path` on a 375 px screen (or the default one), in the clipping host unless `clip` is false. */
async function open(path: string, member: boolean, clip = true, narrow = true): Promise<Page> {
  const context = await openContext({ member });
  const page = await context.newPage();
  if (narrow) await page.setViewportSize(SCREEN);
  await page.goto(`${baseUrl()}${path}${clip ? '&clip=1' : ''}`);
  await waitForIslands(page);
  return page;
}

/** Puts `island` against the left or right edge of its box, as a store's own layout may (null: back). */
async function pinToEdge(island: Locator, edge: 'left' | 'right' | null) {
  await island.evaluate((el, side) => {
    const host = el as HTMLElement;
    host.style.width = side === null ? '' : 'fit-content';
    host.style.marginLeft = side === null ? '' : side === 'right' ? 'auto' : '0';
    host.style.marginRight = side === null ? '' : side === 'left' ? 'auto' : '0';
  }, edge);
}

/** Inside the corners by more than the popups' 4 px border radius, so a hit test there lands in the box. */
const CORNER = 5;

/**
 * Waits until `popup` (or the placed box around a menu's list) is placed and shown, then reports its box
 * and what hides any of it: the px of each side the browser clips off (IntersectionObserver's rectangle,
 * clipped by every ancestor and the screen), the points (corners, mid-sides, centre) where the page shows
 * something else, and whether the box reaches outside its nearest clipping ancestor (so that the clip
 * would cut it, if anything could).
 */
async function wholeness(popup: Locator, placed = true) {
  await popup.waitFor({ state: 'visible' });
  if (placed)
    await popup
      .page()
      .waitForFunction((el) => el?.closest('[data-sf-placement]') != null, await popup.elementHandle());
  return popup.evaluate(async (el, corner) => {
    // The placed box (a menu's list may scroll inside it on a short screen).
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
      box: { x: r.left, y: r.top, width: r.width, height: r.height },
      clippedOff,
      hiddenAt,
      reachesOutsideClip:
        c !== undefined && (r.left < c.left || r.top < c.top || r.right > c.right || r.bottom > c.bottom),
    };
  }, CORNER);
}

function expectOnScreen(box: { x: number; y: number; width: number; height: number }) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SCREEN.width);
  expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
}

/** `popup` (placed) is inside the screen and nothing of the clipping host cuts or covers it. */
async function expectWhole(popup: Locator) {
  const { box, ...seen } = await wholeness(popup);
  expect(seen).toEqual({ clippedOff: [], hiddenAt: [], reachesOutsideClip: true });
  expectOnScreen(box);
}

const inTopLayer = (popup: Locator) => popup.evaluate((el) => el.matches(':popover-open'));

// The clipping host's CSS added to a page open without it (what `?clip=1` adds, last of the host's CSS).
const addClip = (page: Page) => page.addStyleTag({ url: '/preview-static/clip.css' });

test('the rental options popup and the rating tooltip of a product card', async () => {
  const page = await open('/maniax/preview/list.html?n=4&layout=2column&lang=en', false, false);
  try {
    const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000002"]').first();
    const rated = page.locator('[data-widget="product-item"][data-product-id="RJ01000001"]').first();
    const trigger = card.getByRole('button', { name: 'Add to Cart' });
    const rating = rated.locator('.sf-product-item__rating-button');
    const dialog = page.getByRole('dialog');
    // At either edge first, without the clipping host: pinned, a card under its `contain: strict` is 0 px
    // wide and paints no trigger.
    for (const edge of EDGES) {
      await pinToEdge(card, edge);
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      expectOnScreen((await wholeness(dialog)).box);
      await page.keyboard.press('Escape');

      // With the trigger at the bottom of the screen the popup flips above it.
      await trigger.evaluate((el) => {
        window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4);
      });
      await trigger.click();
      const above = (await wholeness(dialog)).box;
      expectOnScreen(above);
      const button = await trigger.boundingBox();
      expect(above.y + above.height).toBeLessThanOrEqual(button?.y ?? 0);
      await page.keyboard.press('Escape');

      await pinToEdge(rated, edge);
      await rating.scrollIntoViewIfNeeded();
      await rating.focus();
      expectOnScreen((await wholeness(rated.getByRole('tooltip'))).box);
      await rating.blur();
    }

    // Then in their cells again, inside the clipping host.
    for (const island of [card, rated]) await pinToEdge(island, null);
    await addClip(page);
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    await expectWhole(dialog);
    // Closed, it is gone from the top layer and focus is back on its trigger.
    await expect(inTopLayer(dialog)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await rating.scrollIntoViewIfNeeded();
    await rating.focus();
    await expectWhole(rated.getByRole('tooltip'));
    // Hidden again (it stays in the DOM), it leaves the top layer.
    await rating.blur();
    const state = (el: Element) =>
      `hidden ${String((el as HTMLElement).hidden)}, popover ${el.hasAttribute('popover')}`;
    await expect(rated.locator('[role="tooltip"]').evaluate(state)).resolves.toBe(
      'hidden true, popover false',
    );
  } finally {
    await page.context().close();
  }
});

test("a card's rental options, rendered hidden once the page is idle, open as that dialog, placed, focus inside", async () => {
  const page = await open('/maniax/preview/list.html?n=4&lang=en', false, false, false);
  try {
    const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000002"]').first();
    // Rendered ahead: in the card, not shown, no element of role dialog until it opens.
    const ahead = card.locator('.sf-rental-options');
    await ahead.waitFor({ state: 'attached' });
    await expect(ahead.evaluate((el) => getComputedStyle(el).display)).resolves.toBe('none');
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0);
    const before = await ahead.elementHandle();

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await wholeness(card.getByRole('dialog'));
    const opened = await card
      .getByRole('dialog')
      .evaluate(
        (el, first) => [el === first, el.contains(document.activeElement), el.matches(':popover-open')],
        before,
      );
    expect(opened).toEqual([true, true, true]);
  } finally {
    await page.context().close();
  }
});

const WORK = '/maniax/work/=/product_id/RJ01000005.html?lang=en';
const FOLLOW = ['follow-button', 'Follow', 'dialog'] as const;
test.each([
  ['the follow popup of a guest', WORK, false, ...FOLLOW],
  ['the follow popup of a member', WORK, true, ...FOLLOW],
  [
    'the item menu of a my-page row',
    '/maniax/mypage/wishlist/?lang=en',
    true,
    'favorite-item',
    'Move or delete',
    'menu',
  ],
] as const)('%s, whole at either edge in the clipping host', async (_, path, member, widget, name, role) => {
  const page = await open(path, member);
  try {
    const island = page.locator(`[data-widget="${widget}"]`).first();
    const popup = page.getByRole(role);
    for (const edge of EDGES) {
      await pinToEdge(island, edge);
      await island.getByRole('button', { name }).click();
      await expectWhole(popup);
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.isVisible()).toBe(false);
    }
  } finally {
    await page.context().close();
  }
});

test('the floating cart bar stays inside a 375 px screen, shown and hidden', async () => {
  const page = await open('/maniax/work/=/product_id/RJ01000002.html?lang=en', true, false);
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

test('without the Popover API a popup stays at its place in its island: whole on a plain page, cut by a clipping host', async () => {
  const page = await open(WORK, false, false, false);
  try {
    await page.evaluate(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    });
    await page.locator('[data-widget="follow-button"]').getByRole('button', { name: 'Follow' }).click();
    const dialog = page.getByRole('dialog');
    const cut = async () => {
      const { clippedOff, hiddenAt } = await wholeness(dialog, false);
      return clippedOff.length > 0 && hiddenAt.length > 0;
    };
    const plain = await cut();
    await expect(dialog.evaluate((el) => el.hasAttribute('popover'))).resolves.toBe(false);
    await expect(dialog.evaluate((el) => el.hasAttribute('data-sf-placement'))).resolves.toBe(false);
    await addClip(page);
    expect({ plain, clipped: await cut() }).toEqual({ plain: false, clipped: true });
  } finally {
    await page.context().close();
  }
});
