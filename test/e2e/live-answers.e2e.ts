import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatNumber } from '../../src/domain/pricing';
import { ANSWER_SHAPE_COOKIE, LIVE_EXPECTED } from '../../src/mocks/live-answers';
import { MADE_UP_TEXT } from '../made-up-text';
import { SALE_LABELS, unpricedEntry } from '../unpriced-entry';
import { baseUrl, openContext, openPage, waitForIslands } from './browser';

// The production build fed the live store's answers: cards and price boxes show the store's own
// figures in each language, and no shown text holds a made-up value.

const works = Object.entries(LIVE_EXPECTED);

describe.each(['jp', 'en'] as const)('live-shaped answers, %s page', (lang) => {
  test('every card and price box shows the right yen price, points, discount and foreign prices', async () => {
    const query = lang === 'en' ? '?lang=en' : '';
    const { page, context } = await openPage(`/maniax/preview/live.html${query}`);
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

/** Every product-info answer of the page as the trimmed live captures give it: `entry` for each asked id. */
async function answerEveryWork(page: Page, entry: Record<string, unknown>): Promise<void> {
  await page.route('**/product/info/ajax**', async (route: Route) => {
    const request = route.request();
    const asked =
      new URL(request.url()).searchParams.get('product_id') ??
      new URLSearchParams(request.postData() ?? '').get('product_id') ??
      '';
    const body = Object.fromEntries(
      asked
        .split(',')
        .map((id) => [id, { ...entry, product_id: id, work_name: `${String(entry.work_name)} ${id}` }]),
    );
    await route.fulfill({ json: body });
  });
}

describe.each(['jp', 'en'] as const)('answers without a price (trimmed live captures), %s page', (lang) => {
  const labels = SALE_LABELS[lang];
  const query = lang === 'en' ? '&lang=en' : '';
  test.each([false, true])(
    'member %s: no price and no purchase on the cards and the price box',
    async (member) => {
      const context = await openContext({ member });
      const page = await context.newPage();
      try {
        await answerEveryWork(page, unpricedEntry);
        for (const path of ['/maniax/preview/list.html?n=6', '/maniax/work/=/product_id/RJ01000002.html?']) {
          await page.goto(`${baseUrl()}${path}${query}`);
          await waitForIslands(page);
          const islands = page.locator('[data-widget="product-item"], [data-widget="price-box"]');
          const count = await islands.count();
          expect(count).toBeGreaterThan(0);
          for (let i = 0; i < count; i++) {
            const island = islands.nth(i);
            await expect(island.getAttribute('data-widget-state')).resolves.toBe('ready');
            expect(await island.innerText()).not.toMatch(labels.yen);
            await expect(island.getByRole('button', { name: labels.add }).count()).resolves.toBe(0);
            await expect(island.getByText(labels.ended).count()).resolves.toBe(0);
          }
          expect(await page.locator('main').innerText()).not.toMatch(MADE_UP_TEXT);
        }
        // The card keeps its way to the work page.
        await page.goto(`${baseUrl()}/maniax/preview/list.html?n=6${query}`);
        await waitForIslands(page);
        const card = page.locator('[data-widget="product-item"]').first();
        await expect(card.getByRole('link', { name: labels.detail }).count()).resolves.toBe(1);
      } finally {
        await context.close();
      }
    },
  );

  test('a free work (price 0, is_free) shows its own price and can be added', async () => {
    const context = await openContext();
    const page = await context.newPage();
    try {
      await answerEveryWork(page, { ...unpricedEntry, price: 0, price_without_tax: 0, is_free: true });
      await page.goto(`${baseUrl()}/maniax/preview/list.html?n=6${query}`);
      await waitForIslands(page);
      const card = page.locator('[data-widget="product-item"]').first();
      expect(await card.innerText()).toContain(lang === 'en' ? '0 JPY' : '0円');
      await expect(card.getByRole('button', { name: labels.add }).isEnabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
