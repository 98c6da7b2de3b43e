import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForIslands } from './browser';
import { SUITE_NOW } from '../../src/mocks/suite-clock';

const WORK_5 = '/maniax/work/=/product_id/RJ01000005.html';
const cardOf = (page: Page, id: string, extra = '') =>
  page.locator(`[data-widget="product-item"][data-product-id="${id}"]${extra}`);

async function addSpacer(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
  });
}

const barIsActive = (page: Page) =>
  page.waitForFunction(() => document.querySelector('.sf-price-box__bar--active') !== null);

describe('product card and price box in the browser', () => {
  test("the page runs at the suite's instant and the fake store's dates are resolved there", async () => {
    const { page, context } = await openPage('/maniax/work/=/product_id/RJ01000006.html');
    await waitForIslands(page);
    const pageNow = await page.evaluate(() => Date.now());
    expect(pageNow - SUITE_NOW).toBeGreaterThanOrEqual(0);
    expect(pageNow - SUITE_NOW).toBeLessThan(10 * 60_000);
    // The gift ends 98 days after the instant's day (fixtures/products.json), within a year: its end shown.
    await expect
      .poll(() => page.locator('[data-widget="price-box"]').textContent())
      .toContain('2027年3月1日 0時まで');
    await context.close();
  });

  test("a card's community counts load once it is near the screen (its list has no box of its own)", async () => {
    const opened = await openPage('/maniax/preview/list.html?n=5');
    const { page } = opened;
    await waitForIslands(page);
    const card = cardOf(page, 'RJ01000003');
    await card.getByRole('link', { name: /6件/ }).waitFor();
    await card.getByRole('link', { name: /14件/ }).waitFor();
    expect(opened.count('/channel-content/RJ01000003')).toBe(1);
    await opened.context.close();
  });

  test('floating cart bar: active after scrolling, hidden by the user, the choice kept in cart_float', async () => {
    const opened = await openPage(WORK_5, { member: true });
    const { page, context } = opened;
    await waitForIslands(page);
    await addSpacer(page);
    const box = page.locator('[data-widget="price-box"]');
    const bar = box.getByRole('region', { name: 'カートバー' });
    // At the top the inactive bar is out of view (visibility: hidden), so out of the accessibility tree too.
    const inactiveBar = box.getByRole('region', { name: 'カートバー', includeHidden: true });
    await expect(inactiveBar.getAttribute('class')).resolves.not.toContain('sf-price-box__bar--active');
    await expect(inactiveBar.isVisible()).resolves.toBe(false);
    await expect(bar.count()).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await barIsActive(page);
    await bar.waitFor({ state: 'visible' });
    await expect(bar.getByRole('button', { name: 'カートに入れる' }).isVisible()).resolves.toBe(true);

    await bar.getByRole('button', { name: '閉じる' }).click();
    await bar.getByRole('button', { name: '開く' }).waitFor({ state: 'visible' });
    await expect(bar.getByRole('button', { name: 'カートに入れる' }).count()).resolves.toBe(0);
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'cart_float')?.value;
    await expect(cookie()).resolves.toBe('1');

    await page.reload();
    await waitForIslands(page);
    await addSpacer(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await barIsActive(page);
    await bar.getByRole('button', { name: '開く' }).waitFor({ state: 'visible' });
    await expect(bar.getByRole('button', { name: 'カートに入れる' }).count()).resolves.toBe(0);
    await expect(cookie()).resolves.toBe('1');

    await bar.getByRole('button', { name: '開く' }).click();
    await bar.getByRole('button', { name: 'カートに入れる' }).waitFor({ state: 'visible' });
    await expect(cookie()).resolves.toBe('0');
    await opened.context.close();
  });
});
