// Loads under added latency (Chromium's network emulation through the DevTools protocol).
import { ctx } from './common.mjs';
import { openPage, waitReady } from './pages.mjs';
import { emulateNetwork } from './throttle.mjs';

/** Navigation start to every island ready, ms, with `latency` ms added to every request. */
export async function readyAfterNavigation(path, latency) {
  const { context, page } = await openPage();
  const cdp = await context.newCDPSession(page);
  await emulateNetwork(cdp, { latency });
  await page.goto(`${ctx.base}${path}`);
  await waitReady(page);
  const ms = await page.evaluate(() => performance.getEntriesByName('storefront:ready')[0]?.startTime ?? NaN);
  await context.close();
  return ms;
}
