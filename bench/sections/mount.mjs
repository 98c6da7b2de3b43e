// Mount time: product, bare-React floor, and the bench build (a render counter around each island)
import { writeFileSync } from 'node:fs';
import { MOUNT_N, RUNS, ctx, log, median, round } from '../lib/common.mjs';
import { loadSettled, openPage } from '../lib/pages.mjs';
import { captureCards, floorHtml, timeLoad } from '../lib/floors.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log(`mount times (${RUNS} runs each)`);
  ctx.results.mount = [];
  for (const n of MOUNT_N) {
    // The floor renders exactly what the product rendered for these cards (captured from its page).
    const { context, page } = await openPage();
    await loadSettled(page, `/maniax/preview/bench.html?n=${n}`);
    const captured = await page.evaluate(captureCards);
    const floor = floorHtml(captured);
    const islandsFloor = floorHtml({ ...captured, portals: true });
    if (process.env.BENCH_SAVE_FLOOR) writeFileSync(`${process.env.BENCH_SAVE_FLOOR}-${n}.html`, floor);
    await context.close();

    const variants = {
      product: [`${ctx.base}/maniax/preview/bench.html?n=${n}`],
      floor: [`${ctx.base}/bench-floor.html?n=${n}`, floor],
      islandsFloor: [`${ctx.base}/bench-floor.html?n=${n}&portals=1`, islandsFloor],
      benchPortals: [`${ctx.base}/maniax/preview/bench.html?n=${n}&build=bench`],
    };
    // BENCH_MOUNT_VARIANTS=product,floor leaves out the bench-build variants (quicker A/B runs).
    const only = process.env.BENCH_MOUNT_VARIANTS?.split(',');
    if (only) for (const name of Object.keys(variants)) if (!only.includes(name)) delete variants[name];
    const times = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
    const painted = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
    const onScreen = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
    let cls = 0;
    // One discarded warm-up of each, then the runs interleaved so that load on the machine hits all alike.
    for (let run = -1; run < RUNS; run++) {
      for (const [name, [url, html]] of Object.entries(variants)) {
        const measured = await timeLoad(url, html);
        if (run < 0) continue;
        times[name].push(measured.ms);
        painted[name].push(measured.paintedMs);
        onScreen[name].push(measured.onScreenMs);
        if (name === 'product') cls = Math.max(cls, measured.cls);
      }
    }
    const med = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, round(median(v))]));
    const medPainted = Object.fromEntries(Object.entries(painted).map(([k, v]) => [k, round(median(v))]));
    const medOnScreen = Object.fromEntries(Object.entries(onScreen).map(([k, v]) => [k, round(median(v))]));
    ctx.results.mount.push({
      n,
      medianMs: med,
      ratioToFloor: round(med.product / med.floor, 2),
      ratioToIslandsFloor: round(med.product / med.islandsFloor, 2),
      onScreenMedianMs: medOnScreen,
      onScreenRatioToIslandsFloor: round(medOnScreen.product / medOnScreen.islandsFloor, 2),
      paintedMedianMs: medPainted,
      paintedRatioToFloor: round(medPainted.product / medPainted.floor, 2),
      maxLayoutShift: round(cls, 4),
      runsMs: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.map((t) => round(t))])),
    });
    log(
      `mount n=${n}: ${JSON.stringify(med)}, on screen ${JSON.stringify(medOnScreen)}, painted ${JSON.stringify(medPainted)}`,
    );
  }
}
