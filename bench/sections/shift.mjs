// Layout shift from mounting (also recorded above for every product run)
import { ctx, log, round } from '../lib/common.mjs';
import { loadSettled, openPage } from '../lib/pages.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('layout shift');
  ctx.results.layoutShift = [];
  for (const path of ['/maniax/preview/list.html?n=100', '/maniax/preview/list.html?n=30&layout=2column']) {
    const { context, page } = await openPage();
    await loadSettled(page, path);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    ctx.results.layoutShift.push({ path, cls: round(await page.evaluate(() => window.__bench.cls), 4) });
    await context.close();
  }
}
