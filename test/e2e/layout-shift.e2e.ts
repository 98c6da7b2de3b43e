import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, pageProblems, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';
import { scriptDependentLines } from './fit';

// No shift on any page (production build, the preview's host CSS, which follows docs/page-contract.md "Sizes hosts
// reserve"): every widget that fills in after load takes its final footprint at its first render, so the
// data's arrival moves nothing, on a phone and a desktop, in both languages, for a member and a guest. The
// folder list answers 400 ms late (it already waits for the status), as on a slow store. No line's height
// depends on the script of its text, whatever the data (the suite runs with a Japanese font installed).

const PAGES = [
  { path: '/maniax/preview/list.html?n=30', member: [true, false] },
  { path: '/maniax/work/=/product_id/RJ01000005.html', member: [true, false] },
  { path: '/maniax/work/=/product_id/RJ01000002.html', member: [true, false] },
  { path: '/maniax/mypage/wishlist/folders/', member: [true, false] },
  { path: '/maniax/mypage/wishlist/', member: [true, false] },
  { path: '/maniax/mypage/wishlist/folder/=/folder_id/11', member: [true, false] },
  { path: '/maniax/mypage/followlist/folder/', member: [true] },
];

// Side by side: what moved is read from boxes (test/e2e/boxes.ts), which frames the loaded machine paints
// changes nothing.
describe.concurrent('no layout shift while the islands fill in', () => {
  // A small phone, Lighthouse's phone (412 x 823: the work page's story starts just above the fold) and a
  // desktop.
  for (const [width, height] of [
    [375, 667],
    [412, 823],
    [1280, 800],
  ] as const) {
    for (const member of [true, false]) {
      test(`${width} px, ${member ? 'member' : 'guest'}: every page, ja and en`, async () => {
        const context = await openContext({ member });
        await context.addInitScript(recordBoxes);
        await context.route(/\/favorite\/folder\/ajax/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await route.continue();
        });
        const page = await context.newPage();
        await page.setViewportSize({ width, height });
        const problems: string[] = [];
        for (const { path, member: who } of PAGES) {
          if (!who.includes(member)) continue;
          for (const lang of ['jp', 'en']) {
            const url = lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;
            await page.goto(`${baseUrl()}${url}`);
            await waitForQuiet(page);
            problems.push(...(await pageProblems(page, url)));
            for (const moved of await movedBoxes(page)) problems.push(`${url}: moved ${moved}`);
            // A line keeps its height whatever the script of its text (data in either script may arrive).
            for (const line of await scriptDependentLines(page)) problems.push(`${url}: ${line}`);
          }
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  // The check's control: an island whose content grows after it has its state moves what follows it.
  test('an island that grows after its state is seen moving what follows', async () => {
    const context = await openContext({ member: true });
    await context.addInitScript(recordBoxes);
    await context.addInitScript(() => {
      const grown = new WeakSet<Element>();
      new MutationObserver((records) => {
        for (const { target } of records)
          if (target instanceof HTMLElement && target.dataset.widgetState && !grown.has(target)) {
            grown.add(target);
            setTimeout(() =>
              target.prepend(Object.assign(document.createElement('div'), { style: 'height: 30px' })),
            );
          }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${PAGES[0]?.path}`);
    await waitForQuiet(page);
    expect(await movedBoxes(page)).not.toEqual([]);
    await context.close();
  });
});
