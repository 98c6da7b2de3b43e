import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, openPage, pageProblems, twoFrames, waitForQuiet } from './browser';

// On a long list, islands rendered away from the viewport skip their rendering until they near
// (src/islands/work-loop.ts: `data-sf-far`, one stylesheet rule): nothing a shopper sees may move for it,
// find-in-page still reaches them, their text is all there, and each comes off as the shopper scrolls to it.

/** Each island's box (top, height), as laid out now. */
const boxes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((island) => {
    const box = island.getBoundingClientRect();
    return [Math.round(box.top + scrollY), Math.round(box.height)];
  });

/** Islands skipped: marked, and skipped by the browser (the rule applies). */
const skippedCount = () =>
  [...document.querySelectorAll<HTMLElement>('[data-widget][data-sf-far]')].filter(
    (island) => getComputedStyle(island).contentVisibility === 'auto',
  ).length;

const card = (index: number) => `.store-list > li:nth-child(${index + 1}) > [data-widget]`;

/** A page of `n` cards whose last product-info request is held until `release()`: the list never fills in. */
async function openHeldList(n: number, host: string) {
  const context = await openContext({ member: true });
  const held: Route[] = [];
  let gets = 0;
  await context.route(/\/product\/info\/ajax/, (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    gets++;
    if (gets === n / 100) held.push(route);
    else return route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/maniax/preview/bench.html?n=${n}&host=${host}`);
  // Every card but the held batch's has a state.
  await page.waitForFunction(
    (ready) => document.querySelectorAll('[data-widget][data-widget-state]').length === ready,
    n - 100,
  );
  await twoFrames(page);
  const release = () => Promise.all(held.map((route) => route.continue()));
  return { context, page, release };
}

describe('islands far from the viewport on a long list', () => {
  test('1000 cards with the documented host CSS: skipped at their size, nothing moves, their text there, and skipped until scrolled to', async () => {
    const { page, context } = await openPage('/maniax/preview/bench.html?n=1000&host=docs', {
      member: true,
    });
    // The boxes as the server's page lays them out, before any island has rendered.
    await page.waitForFunction(() => document.querySelectorAll('[data-widget]').length === 1000);
    const before = await page.evaluate(boxes);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget][data-widget-state]').length > 300,
    );
    const skippedWhileFilling = await page.evaluate(skippedCount);
    await waitForQuiet(page);
    await expect(pageProblems(page, '1000 cards')).resolves.toEqual([]);
    expect(skippedWhileFilling).toBeGreaterThan(0);
    expect(await page.evaluate(boxes)).toEqual(before);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // The list is in: the far cards are still skipped (not put back frame after frame), and only they carry
    // a style the runtime set.
    const skippedWhenIn = await page.evaluate(skippedCount);
    expect(skippedWhenIn).toBeGreaterThan(500);
    // Sixty frames on, the far ones are still skipped (putting back even four a frame would have taken 240).
    await page.evaluate(async () => {
      for (let i = 0; i < 60; i++) await new Promise((done) => requestAnimationFrame(done));
    });
    expect(await page.evaluate(skippedCount)).toBeGreaterThan(skippedWhenIn - 100);
    const styledNotSkipped = await page.evaluate(
      () => document.querySelectorAll('[data-widget][style]:not([data-sf-far])').length,
    );
    expect(styledNotSkipped).toBe(0);
    // A skipped card holds all its text: the same as once it is rendered (below).
    const text = () =>
      page.locator(card(900)).evaluate((island) => island.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    const farText = await text();
    expect(farText.length).toBeGreaterThan(0);
    expect(await page.locator(card(900)).getAttribute('data-sf-far')).toBe('');
    expect(await page.locator(card(900)).getAttribute('style')).toMatch(
      /^--sf-far-size: auto \d+(\.\d+)?px auto \d+(\.\d+)?px;$/,
    );
    // Scrolled to, a card comes off where it is, and the boxes have not moved.
    await page.locator(card(900)).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(card(900)).getAttribute('style')).toBeNull();
    expect(await text()).toBe(farText);
    expect(await page.evaluate(boxes)).toEqual(before);
    await context.close();
  });

  test('find-in-page reaches a skipped card, a card scrolled to comes off at its place', async () => {
    const { page, context, release } = await openHeldList(1000, 'docs');
    // That far cards stay skipped frame after frame is the first test's proof.
    expect(await page.evaluate(skippedCount)).toBeGreaterThan(500);
    const found = await page.evaluate((selector) => {
      const island = document.querySelector<HTMLElement>(selector) as HTMLElement;
      if (!island.hasAttribute('data-sf-far')) return 'not skipped';
      const marker = document.createElement('span');
      marker.textContent = 'far-card-marker';
      island.firstElementChild?.append(marker);
      // Find-in-page as scripts reach it (Chromium's find bar takes the same path through skipped content).
      return (window as unknown as { find(text: string): boolean }).find('far-card-marker');
    }, card(800));
    expect(found).toBe(true);
    // The browser renders the found card (its selection makes it relevant), where it is, the rule in place.
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .evaluate((island) => !!island.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(() => rendered(card(800))).toBe(true);
    expect(await rendered(card(700))).toBe(false);
    const top = await page.evaluate((selector) => {
      const island = document.querySelector(selector) as HTMLElement;
      window.scrollTo(0, island.getBoundingClientRect().top + scrollY);
      return scrollY;
    }, card(600));
    await expect.poll(() => page.locator(card(600)).getAttribute('style')).toBeNull();
    await twoFrames(page);
    const after = await page.evaluate(
      (selector) => ({
        scrollY,
        cardTop: (document.querySelector(selector) as HTMLElement).getBoundingClientRect().top,
      }),
      card(600),
    );
    expect(after.scrollY).toBe(top);
    expect(Math.abs(after.cardTop)).toBeLessThan(1);
    await release();
    await context.close();
  });

  test('a page without host CSS: a card the shopper scrolls to shows at its own height and stays put', async () => {
    const { page, context, release } = await openHeldList(1000, 'none');
    const cardTop = await page.evaluate(async (selector) => {
      const island = document.querySelector(selector) as HTMLElement;
      island.scrollIntoView();
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      await frame();
      await frame();
      return island.getBoundingClientRect().top;
    }, card(600));
    // Within the card's own margin of where scrollIntoView put it: nothing above pushed it away.
    expect(Math.abs(cardTop)).toBeLessThan(8);
    const box = await page.locator(card(600)).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(100);
    await release();
    await context.close();
  });

  test('a short page (30 cards) is never skipped', async () => {
    const { page, context } = await openPage('/maniax/preview/bench.html?n=30&host=none', {
      member: true,
    });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-widget][data-widget-state]').length > 10,
    );
    const seen = await page.evaluate(async () => {
      let most = 0;
      for (let i = 0; i < 20; i++) {
        most = Math.max(most, document.querySelectorAll('[data-widget][data-sf-far]').length);
        await new Promise((done) => requestAnimationFrame(done));
      }
      return most;
    });
    await waitForQuiet(page);
    expect(seen).toBe(0);
    await expect(page.locator('[data-widget][style]').count()).resolves.toBe(0);
    await context.close();
  });
});
