// Islands re-rendered by one cart add on a page of 100 cards (bench build: a Profiler per island)
import { ctx, log } from '../lib/common.mjs';
import { loadSettled, markTarget, openPage } from '../lib/pages.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('re-renders on a cart add');
  {
    const { context, page } = await openPage();
    await loadSettled(page, '/maniax/preview/bench.html?n=100&works=25&build=bench');
    const { island, button } = await markTarget(page);
    const productId = await island.getAttribute('data-product-id');
    await page.evaluate(() => window.__sfBenchRenders?.clear());
    await button.click();
    await island.locator('.sf-product-item__action--added').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const rendered = await page.evaluate((id) => {
      const all = [...document.querySelectorAll('[data-widget]')];
      const entries = [...(window.__sfBenchRenders ?? new Map()).entries()];
      return {
        islands: all.length,
        showingWork: all.filter((el) => el.getAttribute('data-product-id') === id).length,
        reRendered: entries.length,
        reRenderedShowingWork: entries.filter(([el]) => el.getAttribute('data-product-id') === id).length,
        reRenderedOther: entries.filter(([el]) => el.getAttribute('data-product-id') !== id).length,
        commits: entries.reduce((sum, [, count]) => sum + count, 0),
      };
    }, productId);
    ctx.results.reRenders = { page: '100 cards, 25 works (4 cards each)', productId, ...rendered };
    await context.close();
  }
}
