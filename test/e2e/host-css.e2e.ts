import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, pageProblems, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';
import { recordLayoutShifts, shiftsWhileArriving } from './fit';

// A page written to the page contract and nothing else: only the host CSS docs/page-contract.md gives
// (`?host=docs`: docs/page/host-reserve.css and its layout, no look of the preview store's own) and server content in
// its islands (`?devices=open`: the price box's devices list shown, as for a shopper without script; the
// follow button's fallback link; the gallery's images). The islands fill in without moving anything.

// The price box at the first screen's bottom edge on Lighthouse's phone (the work page Lighthouse loads)
// and, without a gallery, inside the first screen: a short box and one of the tallest (BJ02000005). Works
// without a preview player (its arrival is not reservable: the docs place it where it moves nothing on
// the first screen, which a page without a gallery does not) and that the member's own lists leave as
// they are.
const WORKS = [
  '/maniax/work/=/product_id/RJ01000005.html?host=docs&devices=open',
  '/maniax/work/=/product_id/RJ01000004.html?host=docs&devices=open&gallery=0',
  '/books/work/=/product_id/BJ02000005.html?host=docs&devices=open&gallery=0',
];
const MY_PAGES = ['/maniax/mypage/wishlist/?host=docs', '/maniax/mypage/wishlist/folders/?host=docs'];
/** The documented rule that makes each island a block formatting context, as host-reserve.css writes it. */
const BFC_RULE = /\[data-widget\] \{\s*display: flow-root;\s*\}/;

/** The favourite row's reserve as it was: a visible box, which moved when the row's title was parsed after it. */
const VISIBLE_ROW_RESERVE =
  /(\[data-widget='favorite-item'\]:not\(\[data-widget-state\]\)::after \{[^}]*)\s*visibility: hidden;/;

/**
 * The context's pages get the documented host CSS with `pattern` replaced by `by`; the result says whether
 * the pattern was in the file (so that a control cannot pass on a rule it never took out).
 */
async function editHostReserve(context: BrowserContext, pattern: RegExp, by: string) {
  const edited = { found: false };
  await context.route('**/preview-static/host-reserve.css', async (route) => {
    const css = await (await route.fetch()).text();
    edited.found = pattern.test(css);
    await route.fulfill({ status: 200, contentType: 'text/css', body: css.replace(pattern, by) });
  });
  return edited;
}

/**
 * Each page as a slow network brings it (the preview's `?arrive=`: pieces ending at each island's opening
 * tag, 60 ms apart), in ja and en: what moved inside an island's box while the HTML arrived.
 */
async function shiftsWhileHtmlArrives(context: BrowserContext, paths: string[]) {
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const moved: string[] = [];
  for (const path of paths)
    for (const lang of ['jp', 'en']) {
      const url = `${path}&arrive=60${lang === 'en' ? '&lang=en' : ''}`;
      await page.goto(`${baseUrl()}${url}`);
      await waitForQuiet(page);
      moved.push(...(await shiftsWhileArriving(page)).map((what) => `${url}: ${what}`));
    }
  return moved;
}

/** What moved on each page, in ja and en, from parsing until its islands are ready and the page quiet. */
async function shifts(context: BrowserContext, paths: string[], width: number, height: number) {
  await context.addInitScript(recordBoxes);
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const problems: string[] = [];
  const found: number[] = [];
  for (const path of paths)
    for (const lang of ['jp', 'en']) {
      const url = lang === 'en' ? `${path}&lang=en` : path;
      await page.goto(`${baseUrl()}${url}`);
      await waitForQuiet(page);
      problems.push(...(await pageProblems(page, url)));
      const moved = await movedBoxes(page);
      found.push(moved.length);
      problems.push(...moved.map((what) => `${url}: moved ${what}`));
    }
  return { problems, found };
}

describe('a page with only the documented host CSS', () => {
  // Lighthouse's phone (412 x 823, where the price box's top is in the first screen) and a desktop. A small
  // phone's 375 px: price-box-height.e2e.ts holds every work's box to the documented reserve there, and
  // layout-shift.e2e.ts every page.
  for (const [width, height] of [
    [412, 823],
    [1280, 800],
  ] as const) {
    for (const member of [true, false]) {
      test(`${width} px, ${member ? 'member' : 'guest'}: islands with server content fill in without a shift`, async () => {
        const context = await openContext({ member });
        const { problems } = await shifts(context, member ? [...WORKS, ...MY_PAGES] : WORKS, width, height);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  // The check's control: the same page shifts once the rule is taken out of the host CSS, so the pages above
  // do have server content whose margins would leave the island.
  test('without the block formatting context rule, the price box moves when it renders', async () => {
    const context = await openContext({ member: true });
    const stripped = await editHostReserve(context, BFC_RULE, '');
    const { found } = await shifts(context, WORKS.slice(1, 2), 412, 823);
    expect(stripped.found).toBe(true);
    expect(found.every((moved) => moved > 0)).toBe(true);
    await context.close();
  });

  // The HTML of a long page comes in pieces on a slow network, and the browser paints each: an island's
  // reserve is on screen before the server content it follows (a favourite row's title). Nothing in an
  // island's box moves meanwhile; the control puts back the row reserve's visible box, which moved.
  test('a page whose HTML arrives in pieces: nothing in an island moves as its server content comes in', async () => {
    const context = await openContext({ member: true });
    expect(await shiftsWhileHtmlArrives(context, [...MY_PAGES, ...WORKS])).toEqual([]);
    await context.close();
  });

  test('with a visible row reserve, the reserve moves as the row arrives', async () => {
    const context = await openContext({ member: true });
    const visible = await editHostReserve(context, VISIBLE_ROW_RESERVE, '$1');
    const moved = await shiftsWhileHtmlArrives(context, MY_PAGES.slice(0, 1));
    expect(visible.found).toBe(true);
    expect(moved.length).toBeGreaterThan(0);
    await context.close();
  });

  // A host reserves the tallest box its own works take: for RJ01000004 alone (192 px in every width and
  // language), 200 px. The devices list it shows before the script is shorter than that, and so is the box;
  // the list beside the box's skeleton would not be.
  test("a reserve of the works' own box: the server's devices list never stands beside the skeleton", async () => {
    const context = await openContext({ member: true });
    await editHostReserve(context, /(\[data-widget='price-box'\] \{\s*min-height:) \d+px/g, '$1 200px');
    const { problems } = await shifts(context, WORKS.slice(1, 2), 412, 823);
    expect(problems).toEqual([]);
    const reserved = await context
      .pages()[0]
      ?.$eval("[data-widget='price-box']", (el) => getComputedStyle(el).minHeight);
    expect(reserved).toBe('200px');
    await context.close();
  });
});
