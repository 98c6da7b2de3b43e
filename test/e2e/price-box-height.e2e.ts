import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { baseUrl, openContext, sharedBrowser, twoFrames } from './browser';

// The price box's reserved-height rule (docs/page/price-box.md "Host CSS to reserve", from its reference):
// 138 px plus a fixed height per row the box shows, at least 192 px. A host that writes the sum on the
// island reserves at least the box's height (no shift) and at most a few pixels more, for every preview
// work, language and shopper, on a phone and a desktop, with only the documented host CSS.

interface Rows {
  height: number;
  discount: number;
  foreign: number;
  gift: number;
  couponLines: number;
  choices: number;
  buttonLines: number;
  devices: number;
}

/** The documented rule, from the rows a box shows. */
function reservedHeight(rows: Rows): number {
  let height = 138 + 24 * rows.discount + 24 * rows.foreign;
  if (rows.gift + rows.couponLines > 0)
    height += 8 + 20 * rows.gift + (rows.gift && rows.couponLines ? 4 : 0) + 21 * rows.couponLines;
  height += 49 * rows.choices + (rows.buttonLines > 1 ? 48 : 0) + 20 * rows.devices;
  return Math.max(192, height);
}

/** In the page: the box's height and the rows it shows (a text line is 20 px at 16 px). */
function rowsOfBox(): Rows | null {
  const box = document.querySelector('.sf-price-box');
  if (!box) return null;
  const count = (selector: string) => box.querySelectorAll(selector).length;
  const lines = (el: Element) => Math.round(el.getBoundingClientRect().height / 20);
  // One line of buttons is 40 px; the favourite button on a line of its own makes it 80 or 88.
  const actions = box.querySelector('.sf-price-box__actions')?.getBoundingClientRect().height ?? 0;
  return {
    height: box.getBoundingClientRect().height,
    discount: count('.sf-price-box__discount-line'),
    foreign: count('.sf-price-box__foreign'),
    gift: count('.sf-price-box__gift'),
    couponLines: [...box.querySelectorAll('.sf-price-box__coupon')].reduce((sum, el) => sum + lines(el), 0),
    choices: count('.sf-price-box__choice'),
    buttonLines: actions > 44 ? 2 : 1,
    devices: count('.sf-price-box__devices-toggle'),
  };
}

const WORKS = (
  JSON.parse(readFileSync(new URL('../../fixtures/products.json', import.meta.url), 'utf8')) as {
    product_id: string;
    site_id: string;
  }[]
).map(
  // Without the gallery and the related works' cards: the sweep reads only the price box.
  (work) => `/${work.site_id}/work/=/product_id/${work.product_id}.html?gallery=0&related=0&host=docs`,
);

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

describe.concurrent("the price box's reserved-height rule", () => {
  // A phone, where lines wrap, for both shoppers; a desktop for a member (whose bought works' buttons wrap on
  // the phone and not there).
  for (const [width, member] of [
    [375, true],
    [375, false],
    [1280, true],
  ] as const)
    test(
      `${width} px, ${member ? 'member' : 'guest'}: every preview work, ja and en`,
      { timeout: 180_000 },
      async ({ expect }) => {
        const context = await openContext(browser, { member });
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 800 });
        const misses: string[] = [];
        let boxes = 0;
        for (const path of WORKS)
          for (const url of [path, `${path}&lang=en`]) {
            await page.goto(`${baseUrl()}${url}`);
            // Ready: the box shows at its final height (it keeps its skeleton until then).
            await page.waitForFunction(() =>
              document.querySelector('[data-widget="price-box"]')?.hasAttribute('data-widget-state'),
            );
            await twoFrames(page);
            const rows = await page.evaluate(rowsOfBox);
            if (!rows) continue;
            boxes++;
            const reserved = reservedHeight(rows);
            if (reserved < rows.height || reserved > rows.height + 12)
              misses.push(`${url}: box ${rows.height} px, rule ${reserved} px (${JSON.stringify(rows)})`);
          }
        expect(misses).toEqual([]);
        expect(boxes).toBe(WORKS.length * 2);
      },
    );
});
