import { expect, test } from 'vitest';
import { ANSWER_SHAPE_COOKIE } from '../../src/mocks/live-answers';
import { MADE_UP_TEXT } from '../made-up-text';
import { baseUrl, openContext, waitForIslands } from './browser';

// The preview's live-shapes switch (its cookie, read by the preview server's fake store): the documented
// fixtures answered as the live store shapes them show no made-up value on the production build's pages.
// Each captured live answer's figures: test/api/live-answers.test.ts (yen, points, discount, foreign prices,
// rating), test/widgets/live/live-answers-widgets.test.tsx (the card and the price box in both languages,
// nothing made up; answers without a price, free works) and the stories product-item/answers and failures and
// price-box/page and failures "live store's answers, foreign prices (en)".

test('with the live-shapes switch, a list and a work page of the documented fixtures show no made-up value', async () => {
  const context = await openContext();
  await context.addCookies([{ name: ANSWER_SHAPE_COOKIE, value: 'live', url: baseUrl() }]);
  const page = await context.newPage();
  try {
    for (const path of [
      '/maniax/preview/list.html?n=23&layout=2column&lang=en',
      '/maniax/work/=/product_id/RJ01000002.html?lang=en',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await waitForIslands(page);
      expect(await page.locator('main').innerText()).not.toMatch(MADE_UP_TEXT);
    }
    // RJ01000002 on the English work page: 990 JPY, $6.60, €6.00 from currency_price / locale_price.
    const box = await page.locator('[data-widget="price-box"]').innerText();
    expect(box).toContain('990 JPY');
    expect(box).toContain('$6.60');
    expect(box).toContain('€6.00');
  } finally {
    await context.close();
  }
});
