// Requests per page load
import { REQUEST_N, ctx, log } from '../lib/common.mjs';
import { loadSettled, openPage } from '../lib/pages.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('requests per page load');
  ctx.results.requests = [];
  for (const n of REQUEST_N) {
    const { context, page } = await openPage();
    const calls = {};
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document' || /^\/(?:cdn|preview-static|__player)\//.test(url.pathname))
        return;
      // One row per call: the community call carries the product id in its path.
      const path = url.pathname.replace(/\/channel-content\/[^/]+$/, '/channel-content/{id}');
      const key = `${request.method()} ${path}`;
      calls[key] = (calls[key] ?? 0) + 1;
    });
    await loadSettled(page, `/maniax/preview/bench.html?n=${n}`);
    const states = await page.evaluate(() => ({
      ready: document.querySelectorAll('[data-widget-state="ready"]').length,
      error: document.querySelectorAll('[data-widget-state="error"]').length,
    }));
    ctx.results.requests.push({ n, ...states, calls });
    await context.close();
  }
}
