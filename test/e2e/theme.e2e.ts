import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe';
import { animationsFinished, baseUrl, openContext, waitForIslands, waitForQuiet } from './browser';

// The theming contract (docs/page/theming.md) on the production build: the page's colour scheme, tokens a
// host sets on an ancestor (popups in the top layer and the zoom in the body included), and forced colours.

const LIST = '/maniax/preview/list.html?n=4&lang=en&host=docs';
const WORK = '/maniax/work/=/product_id/RJ01000002.html?lang=en&host=docs';
const RENTAL_CARD = '[data-widget="product-item"][data-product-id="RJ01000002"]';

async function open(path: string, { member = false, css = '', forcedColors = false } = {}): Promise<Page> {
  const context = await openContext({ member });
  const page = await context.newPage();
  if (forcedColors) await page.emulateMedia({ forcedColors: 'active' });
  // The host's CSS, in place before the bundle runs (as a store page's stylesheet would be).
  if (css !== '')
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const html = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/html',
        body: html.replace('</head>', `<style>${css}</style></head>`),
      });
    });
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  return page;
}

async function openRentalOptions(page: Page) {
  await page.locator(RENTAL_CARD).first().getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').waitFor();
}

/** The relative luminance of a computed `rgb()` colour (WCAG 2). */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((v) => v / 255);
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

describe('a page that declares a dark colour scheme', () => {
  const DARK = ':root { color-scheme: dark; background: Canvas; color: CanvasText; }';

  test.each([
    ['a list with a card’s rental options open', LIST, false, openRentalOptions],
    [
      'a work page with the follow popup open',
      WORK,
      false,
      async (page: Page) => {
        await page.locator('[data-widget="follow-button"]').getByRole('button', { name: 'Follow' }).click();
        await page.getByRole('dialog').waitFor();
      },
    ],
    [
      'a member’s favourites with an item menu open',
      '/maniax/mypage/wishlist/?lang=en',
      true,
      async (page: Page) => {
        await page.getByRole('button', { name: 'Move or delete' }).first().click();
        await page.getByRole('menu').waitFor();
      },
    ],
  ] as const)(
    '%s: dark surfaces, and axe finds no contrast or other violation',
    async (_, path, member, act) => {
      const page = await open(path, { member, css: DARK });
      try {
        await act(page);
        await waitForQuiet(page);
        await animationsFinished(page);
        const popup = page.locator('[role="dialog"], [role="menu"]').first();
        const surface = await popup.evaluate((el) => {
          const box = (el.closest('[data-sf-placement]') ?? el) as HTMLElement;
          return getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)'
            ? getComputedStyle(el).backgroundColor
            : getComputedStyle(box).backgroundColor;
        });
        expect(luminance(surface)).toBeLessThan(0.05);
        expect(await axeViolations(page, path, '[data-widget]')).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );

  test('a page that declares nothing stays light', async () => {
    const page = await open(LIST);
    try {
      await openRentalOptions(page);
      const surface = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(surface).toBe('rgb(255, 255, 255)');
    } finally {
      await page.context().close();
    }
  });
});

test('tokens a host sets on an ancestor reach its islands, their popups in the top layer, and the zoom in the body', async () => {
  const css =
    'main { --sf-color-accent: rgb(1, 2, 3); --sf-radius: 9px; --sf-font-family: serif; }' +
    '[data-widget="work-gallery"] { --sf-color-on-scrim: rgb(4, 5, 6); }';
  const page = await open(LIST, { css });
  try {
    const add = page.locator(RENTAL_CARD).first().getByRole('button', { name: 'Add to Cart' });
    const look = await add.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.backgroundColor, style.borderTopLeftRadius, style.fontFamily];
    });
    expect(look).toEqual(['rgb(1, 2, 3)', '9px', 'serif']);
    await openRentalOptions(page);
    const entry = page.getByRole('dialog').locator('.sf-rental-options__entry').first();
    await expect(entry.evaluate((el) => getComputedStyle(el).borderTopColor)).resolves.toBe('rgb(1, 2, 3)');

    await page.goto(`${baseUrl()}${WORK}`);
    await waitForIslands(page);
    await page.locator('.sf-gallery__zoom').first().click();
    const zoom = page.locator('body > .sf-zoom');
    await expect(zoom.evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(4, 5, 6)');
  } finally {
    await page.context().close();
  }
});

/**
 * In the page: each control the bundle drew (inside an element of an `sf-` class, so not the host's own
 * markup) that is shown and has no visible boundary: four visible border sides, or an underline (links and
 * link-like buttons). Native check boxes and radio buttons are drawn by the browser; a menu's items by their
 * menu's border.
 */
function controlsWithoutBoundary(): string[] {
  const CONTROLS =
    'button, a[href], [role="button"], input:not([type="checkbox"], [type="radio"]), select, textarea';
  const missing: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(`[data-widget] :is(${CONTROLS})`)) {
    if (el.closest('[class*="sf-"]') === null || el.closest('[role="menu"]') !== null) continue;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    const style = getComputedStyle(el);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const bordered = sides.every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== 'rgba(0, 0, 0, 0)',
    );
    if (!bordered && !style.textDecorationLine.includes('underline'))
      missing.push(
        `${el.tagName.toLowerCase()}.${el.className.split(' ')[0] ?? ''}: ${el.textContent?.trim()}`,
      );
  }
  return missing;
}

/** Tabs through the page: each stop in an island that shows no focus ring. */
async function stopsWithoutRing(page: Page, stops = 40): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el.closest('[data-widget]') === null) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return ring ? null : `${el.tagName.toLowerCase()}.${el.className.split(' ')[0] ?? ''}`;
    });
    if (found !== null) missing.push(found);
  }
  return missing;
}

describe('forced colours (a contrast theme, emulated in Chromium)', () => {
  test.each([
    [LIST, false],
    [WORK, false],
    ['/maniax/mypage/wishlist/?lang=en', true],
    ['/maniax/mypage/wishlist/folders/?lang=en', true],
  ] as const)('%s: every control keeps a boundary and a focus ring', async (path, member) => {
    const page = await open(path, { member, forcedColors: true });
    try {
      await waitForQuiet(page);
      expect(await page.evaluate(controlsWithoutBoundary)).toEqual([]);
      expect(await stopsWithoutRing(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('states are told apart by more than colour: the current thumbnail, and a rental entry not to be chosen', async () => {
    const page = await open(WORK, { forcedColors: true });
    try {
      const styles = (selector: string) =>
        page.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).borderTopStyle));
      await expect(styles('.sf-gallery__thumb[aria-current="true"]')).resolves.toEqual(['solid']);
      const others = await styles('.sf-gallery__thumb:not([aria-current])');
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((style) => style === 'dashed')).toBe(true);

      await page.goto(`${baseUrl()}${LIST}`);
      await waitForIslands(page);
      await openRentalOptions(page);
      const entry = page.getByRole('dialog').locator('.sf-rental-options__entry').first();
      const border = () => entry.evaluate((el) => getComputedStyle(el).borderTopStyle);
      await expect(border()).resolves.toBe('solid');
      await entry.evaluate((el) => el.setAttribute('disabled', ''));
      await expect(border()).resolves.toBe('dashed');
    } finally {
      await page.context().close();
    }
  });
});
