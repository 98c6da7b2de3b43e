// Critical path: round trips waited until every island is ready. Chromium's network
// emulation adds LATENCY ms to every request; the ready time's growth divided by it counts the round trips
// the page waits (HTML, entry, then code and data, ...). Times from navigation start; medians of RUNS.
import { RUNS, ctx, log, median, round } from '../lib/common.mjs';
import { readyAfterNavigation } from '../lib/network.mjs';

export const LATENCY = 300;
// Each page from its own host (one pool of 6 HTTP/1.1 connections for code, store calls and embeds) with the
// host's preload hints (as the preview writes them), without them, and with them at the default priority;
// and with the hosts of the live store (?cdn=cross-origin: the bundle from a CDN host and the embed services
// from their own host, each with its own connections).
const CRITICAL_PAGES = [
  { page: 'list of 30 product-item cards', path: '/maniax/preview/list.html?n=30&layout=1column', floor: 3 },
  { page: 'work page', path: '/maniax/work/=/product_id/RJ01000005.html', floor: 3 },
  { page: 'my-page folder page', path: '/maniax/mypage/wishlist/folders/', floor: 4 },
].flatMap((p) => {
  const and = p.path.includes('?') ? '&' : '?';
  return [
    p,
    { ...p, page: `${p.page}, without the host's preload hints`, path: `${p.path}${and}hints=0` },
    // The hints at the default priority: on one HTTP/1.1 host a low one waits for a connection behind
    // every call the entry sends (docs/page-contract.md "Releasing").
    { ...p, page: `${p.page}, preload hints at the default priority`, path: `${p.path}${and}hints=high` },
    {
      ...p,
      page: `${p.page}, bundle and embeds from their own hosts`,
      path: `${p.path}${and}cdn=cross-origin`,
    },
  ];
});

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log('critical path: ready time at 0 and 300 ms added latency');
  ctx.results.criticalPath = [];
  for (const { page, path, floor } of CRITICAL_PAGES) {
    const times = { 0: [], [LATENCY]: [] };
    for (let run = -1; run < RUNS; run++)
      for (const latency of [0, LATENCY]) {
        const ms = await readyAfterNavigation(path, latency);
        if (run >= 0) times[latency].push(ms);
      }
    const t0 = median(times[0]);
    const t300 = median(times[LATENCY]);
    ctx.results.criticalPath.push({
      page,
      path,
      readyMs0: round(t0),
      readyMs300: round(t300),
      roundTrips: round((t300 - t0) / LATENCY, 2),
      floor,
    });
    log(`critical ${page}: ${round(t0)} ms, ${round(t300)} ms with ${LATENCY} ms latency`);
  }
}
