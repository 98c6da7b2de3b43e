import { readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { baseUrl, openContext, twoFrames, waitForIslands } from './browser';

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

/** In the page: each box's work, height and the rows it shows (a text line is 20 px at 16 px). */
function rowsOfBoxes(): (Rows & { work: string })[] {
  const count = (box: Element, selector: string) => box.querySelectorAll(selector).length;
  const lines = (el: Element) => Math.round(el.getBoundingClientRect().height / 20);
  return [...document.querySelectorAll('.sf-price-box')].map((box) => {
    // One line of buttons is 40 px; the favourite button on a line of its own makes it 80 or 88.
    const actions = box.querySelector('.sf-price-box__actions')?.getBoundingClientRect().height ?? 0;
    return {
      work: box.closest('[data-product-id]')?.getAttribute('data-product-id') ?? '?',
      height: box.getBoundingClientRect().height,
      discount: count(box, '.sf-price-box__discount-line'),
      foreign: count(box, '.sf-price-box__foreign'),
      gift: count(box, '.sf-price-box__gift'),
      couponLines: [...box.querySelectorAll('.sf-price-box__coupon')].reduce((sum, el) => sum + lines(el), 0),
      choices: count(box, '.sf-price-box__choice'),
      buttonLines: actions > 44 ? 2 : 1,
      devices: count(box, '.sf-price-box__devices-toggle'),
    };
  });
}

const WORKS = JSON.parse(readFileSync(new URL('../../fixtures/products.json', import.meta.url), 'utf8')) as {
  product_id: string;
  site_id: string;
}[];
const SITES = [...new Set(WORKS.map((work) => work.site_id))];

// Every work's box on one page per site (the preview's price-boxes page: each box as its work page writes it,
// in the same column), so a language and shopper cost one load per site; the phone's and the desktop's
// widths are the same page resized, its boxes laid out again.
describe.concurrent("the price box's reserved-height rule", () => {
  // A phone, where lines wrap, for both shoppers; a desktop for a member (whose bought works' buttons wrap on
  // the phone and not there).
  for (const [member, widths] of [
    [true, [375, 1280]],
    [false, [375]],
  ] as const)
    test(`${widths.join(' and ')} px, ${member ? 'member' : 'guest'}: every preview work, ja and en`, async ({
      expect,
    }) => {
      const context = await openContext({ member });
      const page = await context.newPage();
      const misses: string[] = [];
      const measured: string[] = [];
      for (const site of SITES)
        for (const lang of ['jp', 'en']) {
          const url = `/${site}/preview/price-boxes.html?host=docs${lang === 'en' ? '&lang=en' : ''}`;
          await page.setViewportSize({ width: widths[0], height: 800 });
          await page.goto(`${baseUrl()}${url}`);
          // Ready: each box shows at its final height (it keeps its skeleton until then).
          await waitForIslands(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            await twoFrames(page);
            for (const { work, ...rows } of await page.evaluate(rowsOfBoxes)) {
              measured.push(`${width} ${lang} ${work}`);
              const reserved = reservedHeight(rows);
              if (reserved < rows.height || reserved > rows.height + 12)
                misses.push(
                  `${url} at ${width} px, ${work}: box ${rows.height} px, rule ${reserved} px (${JSON.stringify(rows)})`,
                );
            }
          }
        }
      expect(misses).toEqual([]);
      // Every work's box, in each width and language.
      expect(new Set(measured).size).toBe(WORKS.length * 2 * widths.length);
      await context.close();
    });
});
