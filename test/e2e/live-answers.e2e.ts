import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatNumber } from '../../src/domain/pricing';
import { ANSWER_SHAPE_COOKIE, LIVE_EXPECTED } from '../../src/mocks/live-answers';
import { MADE_UP_TEXT } from '../made-up-text';
import { baseUrl, sharedBrowser, openContext, openPage, waitForIslands } from './browser';

// The production build fed the live store's answers: cards and price boxes show the store's own
// figures in each language, and no shown text holds a made-up value.

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

const works = Object.entries(LIVE_EXPECTED);

describe.each(['jp', 'en'] as const)('live-shaped answers, %s page', (lang) => {
  test('every card and price box shows the right yen price, points, discount and foreign prices', async () => {
    const query = lang === 'en' ? '?lang=en' : '';
    const { page, context } = await openPage(browser, `/maniax/preview/live.html${query}`);
    try {
      await waitForIslands(page);
      const states = await page.$$eval('[data-widget]', (els) =>
        els.map((el) => el.getAttribute('data-widget-state')),
      );
      expect(states.every((s) => s === 'ready')).toBe(true);
      const yen = (n: number) => (lang === 'en' ? `${formatNumber(n)} JPY` : `${formatNumber(n)}円`);
      for (const [id, want] of works) {
        const item = page.locator(`.live-work[data-live-id="${id}"]`);
        const card = item.locator('[data-widget="product-item"]');
        const box = item.locator('[data-widget="price-box"]');
        expect(await card.innerText()).toContain(yen(want.yen));
        const rating = card.locator('.sf-product-item__rating-button');
        if (want.rating === null) expect(await rating.count()).toBe(0);
        else expect(await rating.innerText()).toMatch(new RegExp(`${want.rating.replace('.', '\\.')}$`));
        const boxText = await box.innerText();
        expect(boxText).toContain(yen(want.yen));
        expect(boxText).toContain(`${formatNumber(want.points)}pt`);
        if (want.discount > 0) expect(boxText).toContain(`${want.discount}%OFF`);
        else expect(boxText).not.toContain('%OFF');
        for (const shown of [want.usd, want.eur])
          if (lang === 'en' && shown !== null) expect(boxText).toContain(shown);
        if (lang === 'jp' || (want.usd === null && want.eur === null)) expect(boxText).not.toMatch(/[$€]/);
        if (lang === 'en' && want.usd === null) expect(boxText).not.toContain('$');
        if (lang === 'en' && want.eur === null) expect(boxText).not.toContain('€');
      }
      expect(await page.locator('main').innerText()).not.toMatch(MADE_UP_TEXT);
    } finally {
      await context.close();
    }
  });
});

test('with the live-shapes switch, a list and a work page of the documented fixtures show no made-up value', async () => {
  const context = await openContext(browser);
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
