import type { Page } from 'playwright-core';
import { describe, test, type ExpectStatic } from 'vitest';
import { catalogue, withLang } from '../../preview/catalogue-entries';
import { axeViolations } from './axe';
import {
  animationsFinished,
  baseUrl,
  openContext,
  openPage,
  pageProblems,
  takePrintedErrors,
  waitForIslands,
  waitForQuiet,
} from './browser';

// axe-core over every preview page in English as a member, and with the card and work-page popups open in
// both languages. Zero violations of the WCAG 2.x A/AA rules; every page swept has its islands ready and a
// clean console. The workshop's stories (src/workshop/stories, run by `npm test`) check every widget's states
// with axe in Japanese, a guest's included (each widget's `shopper: 'guest'` story), the follow popups, the
// my-page item menu, the folder name input and the delete dialog too, so those are not swept here again: a
// member's page holds every page a guest sees, with the member's lists on top.

/** Everything has arrived and the fade-ins have finished: axe measures colours as they are painted. */
async function settle(page: Page) {
  await waitForQuiet(page);
  await animationsFinished(page);
}

// The sweeps run side by side, each half of the catalogue in its own context and renderer: the renderer is
// what takes the time (axe most of it), and a sweep only reads what is painted once the page is quiet.
describe.concurrent('axe-core: zero violations on every preview page', () => {
  const lang = 'en';
  for (const half of [0, 1])
    test(`member, ${lang}, half ${half + 1} of the catalogue`, { timeout: 300_000 }, async ({ expect }) => {
      const context = await openContext({ member: true });
      const page = await context.newPage();
      const violations: string[] = [];
      const problems: string[] = [];
      for (const { path } of catalogue.filter((_, i) => i % 2 === half)) {
        const url = withLang(path, lang);
        await page.goto(`${baseUrl()}${url}`);
        if (path.includes('config=bad')) {
          // The invalid-configuration page mounts nothing by design and says why on the console.
          const printed: string[] = [];
          const printedSoFar = () => {
            printed.push(...takePrintedErrors(page));
            return printed;
          };
          await expect.poll(printedSoFar).toEqual([expect.stringContaining('[ConfigError]')]);
        } else {
          await settle(page);
          // The bootstrap page shows an unknown widget's island in error, on purpose.
          problems.push(...(await pageProblems(page, url, { 'no-such-widget': 'error' })));
        }
        violations.push(...(await axeViolations(page, url)));
      }
      await context.close();
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });
});

describe('axe-core: zero violations with each popup and dialog open', () => {
  const check = async (expect: ExpectStatic, page: Page, label: string) => {
    await animationsFinished(page);
    expect(await axeViolations(page, label)).toEqual([]);
  };

  for (const lang of ['jp', 'en'] as const) {
    test(`card rental popup, sample viewer, rating tooltip, devices list and cart bar (${lang})`, async ({
      expect,
    }) => {
      const opened = await openPage(withLang('/maniax/preview/list.html?n=13', lang), {
        member: true,
      });
      const { page } = opened;
      await waitForIslands(page);
      const card = page.locator('[data-widget="product-item"][data-product-id="RJ01000013"]');
      await card.locator('[aria-haspopup]').first().click();
      await card.getByRole('dialog').waitFor();
      await check(expect, page, `rental popup ${lang}`);
      await page.keyboard.press('Escape');

      // The sample viewer of a card with samples, and the rating tooltip.
      const withSample = page
        .locator('[data-widget="product-item"]')
        .filter({ has: page.locator('.sf-sample-access__button') });
      await withSample.first().locator('.sf-sample-access__button').click();
      await page.getByRole('dialog').first().waitFor();
      await check(expect, page, `sample viewer ${lang}`);
      await page.keyboard.press('Escape');
      await page.locator('.sf-product-item__rating-button').first().hover();
      await check(expect, page, `rating tooltip ${lang}`);

      await page.goto(`${baseUrl()}${withLang('/maniax/work/=/product_id/RJ01000002.html', lang)}`);
      await waitForIslands(page);
      await page.locator('[data-widget="price-box"] button[aria-expanded]').first().click();
      await page.locator('[data-widget="price-box"] [data-slot="devices"]').waitFor({ state: 'visible' });
      await check(expect, page, `devices list ${lang}`);
      // The floating cart bar, shown once the price box has scrolled away.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('.sf-price-box__bar-body').waitFor({ state: 'visible' });
      await check(expect, page, `floating cart bar ${lang}`);
      await opened.context.close();
    });
  }
});
