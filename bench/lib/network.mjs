// Loads under added latency (Chromium's network emulation through the DevTools protocol).
import { ctx } from './common.mjs';
import { openPage, waitReady } from './pages.mjs';
import { emulateNetwork } from './throttle.mjs';

/**
 * Navigation start to every island ready, ms, with `latency` ms added to every request. `seed`: a page whose
 * render adds the bench works to the session's fake store, loaded first outside the browser (the data floor
 * asks for works that exist only once a bench page was rendered in the session).
 */
export async function readyAfterNavigation(path, latency, seed) {
  const { context, page } = await openPage();
  if (seed) await context.request.get(`${ctx.base}${seed}`);
  const cdp = await context.newCDPSession(page);
  await emulateNetwork(cdp, { latency });
  await page.goto(`${ctx.base}${path}`);
  await waitReady(page);
  const ms = await page.evaluate(() => performance.getEntriesByName('storefront:ready')[0]?.startTime ?? NaN);
  await context.close();
  return ms;
}
