import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openPage, pageProblems, sharedBrowser, twoFrames, waitForQuiet } from './browser';

// Islands rendered away from the viewport skip their rendering (src/islands/far-rendering.ts): nothing a
// shopper sees may move for it, find-in-page still reaches them, and each comes off as it nears.

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

/** Each island's box (top, height) and the page's height, as laid out now. */
const boxes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((island) => {
    const box = island.getBoundingClientRect();
    return [Math.round(box.top + scrollY), Math.round(box.height)];
  });

const skippedIndexes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-widget]')].flatMap((island, i) =>
    island.style.getPropertyValue('content-visibility') === 'auto' ? [i] : [],
  );

describe('islands far from the viewport', () => {
  test('a list of 1000 cards with the documented host CSS: far cards skipped at their size, nothing moves', async () => {
    const { page, context } = await openPage(browser, '/maniax/preview/bench.html?n=1000&host=docs', {
      member: true,
    });
    // The boxes as the server's page lays them out, before any island has rendered.
    await page.waitForFunction(() => document.querySelectorAll('[data-widget]').length === 1000);
    const before = await page.evaluate(boxes);
    await waitForQuiet(page);
    await expect(pageProblems(page, '1000 cards')).resolves.toEqual([]);
    const skipped = await page.evaluate(skippedIndexes);
    // The first screen's cards render as the page has them; the far ones are skipped.
    expect(skipped.length).toBeGreaterThan(900);
    expect(skipped[0]).toBeGreaterThan(3);
    expect(await page.evaluate(boxes)).toEqual(before);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await context.close();
  });

  test('find-in-page reaches a far card, and a card scrolled to comes off at its place', async () => {
    const { page, context } = await openPage(browser, '/maniax/preview/bench.html?n=1000&host=docs', {
      member: true,
    });
    await waitForQuiet(page);
    const found = await page.evaluate(() => {
      const island = document.querySelectorAll<HTMLElement>('[data-widget]')[900] as HTMLElement;
      if (island.style.getPropertyValue('content-visibility') !== 'auto') return 'not skipped';
      const marker = document.createElement('span');
      marker.textContent = 'far-card-marker';
      island.firstElementChild?.append(marker);
      // Find-in-page as scripts reach it (Chromium's find bar takes the same path through skipped content).
      return (window as unknown as { find(text: string): boolean }).find('far-card-marker');
    });
    expect(found).toBe(true);
    // The browser renders the found card: its properties come off.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-widget]')[900]?.getAttribute('style')))
      .toBeNull();
    const top = await page.evaluate(() => {
      const card = document.querySelectorAll('[data-widget]')[600] as HTMLElement;
      window.scrollTo(0, card.getBoundingClientRect().top + scrollY);
      return scrollY;
    });
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-widget]')[600]?.getAttribute('style')))
      .toBeNull();
    await twoFrames(page);
    const after = await page.evaluate(() => ({
      scrollY,
      cardTop: (document.querySelectorAll('[data-widget]')[600] as HTMLElement).getBoundingClientRect().top,
    }));
    expect(after.scrollY).toBe(top);
    expect(Math.abs(after.cardTop)).toBeLessThan(1);
    await context.close();
  });

  test('a page without host CSS: the shopper scrolled to a card stays at it while the cards above render', async () => {
    const { page, context } = await openPage(browser, '/maniax/preview/bench.html?n=1000&host=none', {
      member: true,
    });
    await waitForQuiet(page);
    // Down the list and back: every card the shopper passes shows its content at its own height.
    const heights = await page.evaluate(async () => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      for (const index of [200, 400, 600]) {
        cards[index]?.scrollIntoView();
        await frame();
        await frame();
      }
      return [200, 400, 600].map((index) => cards[index]?.getBoundingClientRect().height ?? 0);
    });
    for (const height of heights) expect(height).toBeGreaterThan(100);
    const cardTop = await page.evaluate(
      () => (document.querySelectorAll('[data-widget]')[600] as HTMLElement).getBoundingClientRect().top,
    );
    // Within the card's own margin of where scrollIntoView put it: nothing above pushed it away.
    expect(Math.abs(cardTop)).toBeLessThan(8);
    await context.close();
  });
});
