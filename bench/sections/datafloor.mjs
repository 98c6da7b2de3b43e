// The data-fetching floor: bare React in one file that fetches the same product info in one
// request, then renders the cards' captured markup; ready time from navigation start at 150 ms added
// latency, against the product's. Its page is written into bench/dist/ and served like the bundle.
import { RUNS, ctx, log, median, round } from '../lib/common.mjs';
import { FLOOR_LATENCY, writeDataFloor } from '../lib/floors.mjs';
import { readyAfterNavigation } from '../lib/network.mjs';

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  log(`data-fetching floor at ${FLOOR_LATENCY} ms latency`);
  const n = 30;
  const path = `/maniax/preview/bench.html?n=${n}`;
  const floorPath = await writeDataFloor(path);
  const times = { product: [], floor: [] };
  const variants = { product: path, floor: floorPath };
  for (let run = -1; run < RUNS; run++) {
    for (const [name, url] of Object.entries(variants)) {
      // The floor's works exist in a session once the bench page was rendered in it (else it reads `[]`).
      const ms = await readyAfterNavigation(url, FLOOR_LATENCY, name === 'floor' ? path : undefined);
      if (run >= 0) times[name].push(ms);
    }
  }
  ctx.results.dataFloor = {
    n,
    latencyMs: FLOOR_LATENCY,
    productMs: round(median(times.product)),
    floorMs: round(median(times.floor)),
    ratio: round(median(times.product) / median(times.floor), 2),
    runsMs: times,
  };
  log(`data floor: ${JSON.stringify(ctx.results.dataFloor)}`);
}
