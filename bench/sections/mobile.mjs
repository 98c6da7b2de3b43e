// A shopper's phone, each tier of BENCH_TIERS (bench/lib/tiers.mjs: Lighthouse 12's mobile network and
// screen, applied by the DevTools protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 412 x 823; the
// CPU slowed to the tier's benchmark index on this machine). Per page: navigation to the islands on the first screen ready, to every island ready, the total
// blocking time (each main-thread task's time over 50 ms, summed, until every island is ready and the page
// has settled: Lighthouse's TBT counts from the first paint, this from navigation), the longest task, and
// the longest after the entry's. The pages as a store serves them (compressed HTML) with the host's preload
// hints of dist/release.json and without them (`?hints=0`): the 30-card list beside the data-fetching floor
// on the same phone, the work page and the folder page; the 1000-card list with the hints.
import { PHONE_SCREEN } from '../lib/throttle.mjs';
import { RUNS, ctx, log, median, phones, round } from '../lib/common.mjs';
import { loadSettled, openPhonePage } from '../lib/pages.mjs';
import { writeDataFloor } from '../lib/floors.mjs';
import { describe } from '../lib/tiers.mjs';

/** `seed`: a page whose render adds the bench works to the session's fake store, loaded outside the browser. */
async function loadOnPhone(phone, path, seed) {
  const { context, page, close } = await openPhonePage(phone);
  if (seed) await context.request.get(`${ctx.base}${seed}`);
  await loadSettled(page, path);
  await page.waitForTimeout(500);
  const measured = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const start = at('storefront:start');
    const ready = at('storefront:ready');
    // The floor commits everything at once: its screen is ready when all is.
    const onScreen = performance.getEntriesByName('storefront:on-screen').length
      ? at('storefront:on-screen')
      : ready;
    const tasks = window.__bench.longTasks;
    const entryTask = tasks.find((t) => t.start <= start && t.start + t.duration > start);
    return {
      onScreenMs: onScreen,
      readyMs: ready,
      totalBlockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
      entryTaskMs: entryTask?.duration ?? 0,
      longestAfterEntryMs: Math.max(0, ...tasks.filter((t) => t.start > start).map((t) => t.duration)),
      tasks: tasks.map((t) => [Math.round(t.start), Math.round(t.duration)]),
    };
  });
  await close();
  return measured;
}

const LIST30 = '/maniax/preview/bench.html?n=30';
const WORK = '/maniax/work/=/product_id/RJ01000005.html';
const FOLDERS = '/maniax/mypage/wishlist/folders/';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  const tiers = phones();
  log(`a phone: ${tiers.map(describe).join('; ')} (${RUNS} runs each)`);
  const floorPath = await writeDataFloor(LIST30, PHONE_SCREEN);
  const variants = {
    'list of 30 cards, with hints': LIST30,
    'list of 30 cards, without hints': `${LIST30}&hints=0`,
    'data-fetching floor (30 cards)': floorPath,
    'work page, with hints': WORK,
    'work page, without hints': `${WORK}?hints=0`,
    'folder page, with hints': FOLDERS,
    'folder page, without hints': `${FOLDERS}?hints=0`,
    'list of 1000 cards, with hints': '/maniax/preview/bench.html?n=1000',
    // The hints without fetchpriority="low": the chunks share the entry's bandwidth.
    'work page, hints at the default priority': `${WORK}?hints=high`,
  };
  const runs = tiers.map(() => Object.fromEntries(Object.keys(variants).map((k) => [k, []])));
  // Interleaved: each run loads every page on every tier once, so a slower moment of the machine falls on
  // all of them.
  for (let run = -1; run < RUNS; run++)
    for (const [t, phone] of tiers.entries())
      for (const [name, path] of Object.entries(variants)) {
        // The floor fetches the info of the 30-card page's works, which exist in a session once that page
        // has been rendered in it: without, it would be answered `[]` and skip the 24 kB the product waits for.
        const measured = await loadOnPhone(phone, path, path === floorPath ? LIST30 : undefined);
        if (run >= 0) runs[t][name].push(measured);
      }
  ctx.results.mobile = tiers.map((phone, t) => {
    const rows = Object.entries(runs[t]).map(([page, list]) => {
      const med = (key) => round(median(list.map((r) => r[key])));
      return {
        page,
        path: variants[page],
        onScreenMs: med('onScreenMs'),
        readyMs: med('readyMs'),
        totalBlockingMs: med('totalBlockingMs'),
        longestMs: med('longestMs'),
        entryTaskMs: med('entryTaskMs'),
        longestAfterEntryMs: med('longestAfterEntryMs'),
        runs: list,
      };
    });
    const [list30, list30Bare, floor30, work, workBare, folders, foldersBare, list1000] = rows;
    return {
      tier: phone.name,
      profile: describe(phone),
      cpuRate: phone.cpu,
      rows,
      ratios: {
        onScreen30WithHintsToDataFloor: round(list30.onScreenMs / floor30.onScreenMs, 2),
        onScreen30WithoutHintsToDataFloor: round(list30Bare.onScreenMs / floor30.onScreenMs, 2),
        longest30ToDataFloor: round(list30.longestMs / floor30.longestMs, 2),
        workOnScreenSoonerWithHintsMs: round(workBare.onScreenMs - work.onScreenMs),
        folderOnScreenSoonerWithHintsMs: round(foldersBare.onScreenMs - folders.onScreenMs),
        onScreen1000To30: round(list1000.onScreenMs / list30.onScreenMs, 2),
      },
    };
  });
  for (const tier of ctx.results.mobile)
    log(
      `mobile ${tier.tier}: ${JSON.stringify(tier.rows.map(({ runs: _, ...m }) => m))} ${JSON.stringify(tier.ratios)}`,
    );
}
