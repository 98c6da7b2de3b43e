import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { baseUrl, openContext, pageProblems, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';
import { fitProblems } from './fit';

// Every fixture work fits its cell in the three layouts at phone, tablet and desktop widths, in
// both languages, for a member and a guest, and mounting moves nothing (at each width); every page swept has its islands
// ready and a clean console.

const WIDTHS = [375, 768, 1280] as const;
const LAYOUTS = ['1column', '2column', 'image'] as const;
const LISTS = [
  { site: 'maniax', n: 13 },
  { site: 'books', n: 10 },
] as const;

// Each list page is loaded once and laid out again at the other widths (a resize proves the cells' CSS as a
// load at that width would); the width it loads at turns with the pages, so that every layout mounts at
// every width (mounting moves nothing). The shoppers' sweeps run side by side, a page each (the renderer is
// what takes the time), which also puts the pages under load, where an island that fills in late would
// shift them.
describe.concurrent.each([
  ['member', true],
  ['guest', false],
] as const)('product cards fit their cells, %s', (_who, member) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await openContext({ member });
    await context.addInitScript(recordBoxes);
  });
  afterAll(async () => {
    await context.close();
  });

  test.for(LAYOUTS)('%s: at 375, 768 and 1280 px, ja and en, both sites', async (layout, { expect }) => {
    const page = await context.newPage();
    const problems: string[] = [];
    const mountedAt = new Set<number>();
    try {
      let turn = LAYOUTS.indexOf(layout);
      for (const lang of ['jp', 'en'] as const)
        for (const { site, n } of LISTS) {
          const path = `/${site}/preview/list.html?n=${n}&layout=${layout}${lang === 'en' ? '&lang=en' : ''}`;
          const first = WIDTHS[turn++ % WIDTHS.length] ?? 375;
          mountedAt.add(first);
          await page.setViewportSize({ width: first, height: 900 });
          await page.goto(`${baseUrl()}${path}`);
          // Late data (coupons, samples) has landed and is painted.
          await waitForQuiet(page);
          problems.push(...(await pageProblems(page, path)));
          for (const moved of await movedBoxes(page)) problems.push(`${path} at ${first} px: moved ${moved}`);
          for (const width of [first, ...WIDTHS.filter((other) => other !== first)]) {
            await page.setViewportSize({ width, height: 900 });
            await waitForQuiet(page);
            for (const p of await fitProblems(page, '[data-widget="product-item"]'))
              problems.push(`${path} at ${width} px: ${p.island}: ${p.what}`);
            // A picture of each layout at phone and desktop width, for a person to look at (test-results/).
            if (member && lang === 'en' && site === 'maniax' && width !== 768)
              await page.screenshot({ path: `test-results/cards-${layout}-${width}.png` });
          }
          problems.push(...(await pageProblems(page, `${path} resized`)));
        }
    } finally {
      await page.close();
    }
    expect(problems).toEqual([]);
    expect([...mountedAt].sort((a, b) => a - b)).toEqual([...WIDTHS]);
  });
});

describe.concurrent('the price box and the folder manager fit a 375 px screen', () => {
  test.for([
    ['price box, bought (member)', '/maniax/work/=/product_id/RJ01000010.html', true, 'price-box'],
    ['price box, sale and rental (guest)', '/maniax/work/=/product_id/RJ01000002.html', false, 'price-box'],
    [
      'price box, rented, with upgrade (member)',
      '/maniax/work/=/product_id/RJ01000002.html?situation=rented',
      true,
      'price-box',
    ],
    [
      'price box, with coupon and gift',
      '/maniax/work/=/product_id/RJ01000001.html?situation=coupon',
      true,
      'price-box',
    ],
    ['folder manager', '/maniax/mypage/wishlist/folders/', true, 'favorite-folders'],
    ['folder manager, follow list', '/maniax/mypage/followlist/folders/', true, 'favorite-folders'],
    ['folder menu and items', '/maniax/mypage/wishlist/', true, 'favorite-item'],
  ] as const)('%s', async ([, path, member, widget], { expect }) => {
    const context = await openContext({ member });
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const problems: string[] = [];
    try {
      for (const lang of ['jp', 'en'] as const) {
        const url = `${baseUrl()}${path}${lang === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
        await page.goto(url);
        await waitForQuiet(page);
        problems.push(...(await pageProblems(page, url)));
        for (const p of await fitProblems(page, `[data-widget="${widget}"]`))
          problems.push(`${lang}: ${p.island}: ${p.what}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${lang}: the page scrolls sideways by ${overflow}px`);
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
