// `node bench/waterfall.mjs [path] [latency]`: one page of the production build (dist/, build it first) with
// `latency` ms added to every request, as a member; prints each request's start and end from navigation
// start, and when every island was ready. For reading a critical path: which request waited for which.
import { pageReady, previewWithChromium, sessionCookies } from '../scripts/harness/index.mjs';
import { emulateNetwork } from './lib/throttle.mjs';

const path = process.argv[2] ?? '/maniax/preview/list.html?n=30&layout=1column';
const latency = Number(process.argv[3] ?? 300);
const { base: BASE, browser, close } = await previewWithChromium();
const context = await browser.newContext();
await context.addCookies(sessionCookies({ tool: 'waterfall', url: BASE }));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await emulateNetwork(cdp, { latency });
await page.goto(`${BASE}${path}`);
await page.waitForFunction(pageReady, null, { timeout: 60_000 });
await page.waitForTimeout(200);
const rows = await page.evaluate(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const list = [{ name: 'document', start: 0, end: nav.responseEnd }];
  for (const entry of performance.getEntriesByType('resource'))
    list.push({
      name: entry.name.replace(location.origin, ''),
      start: entry.startTime,
      end: entry.responseEnd,
    });
  const marks = ['storefront:start', 'storefront:ready'].map((n) => [
    n,
    performance.getEntriesByName(n)[0]?.startTime,
  ]);
  return { list, marks };
});
for (const r of rows.list)
  console.log(`${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)}  ${r.name.slice(0, 110)}`);
for (const [n, t] of rows.marks) console.log(`${n} ${t?.toFixed(0)}`);
await close();
