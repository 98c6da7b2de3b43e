// `npm run bench:engines`: the production build (dist/, build it first) in Chromium, Firefox ESR and
// WebKitGTK, each from Debian and driven by the cross-engine suite's drivers (scripts/harness/engines.mjs):
// the ms from the navigation's start until the islands on the first screen, then every island, have a
// state, on bench list pages of 30 and 1000 cards with the documented host CSS, as a member, on a 1280 x 900
// window, no throttling. Read in the page by the harness's readiness recorder, the same in every engine.
// Prints one JSON line per load and a table of medians.
//
// Environment: ENGINES_RUNS (loads per case, default 3), ENGINES_N (default 30,1000), ENGINES (default
// chromium,firefox,webkit), FIREFOX_PATH, CHROMIUM_PATH. WebKit needs a display: the npm script runs this
// under xvfb-run. WebKitGTK is WebKit, not iOS Safari on a phone: compare engines on this machine only.
import { launchEngine, pageReady, readinessTimes, startPreviewServer } from '../scripts/harness/index.mjs';
import { median } from './lib/common.mjs';

const RUNS = Number(process.env.ENGINES_RUNS ?? 3);
const SIZES = (process.env.ENGINES_N ?? '30,1000').split(',').map(Number);
const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',');
const WINDOW = { width: 1280, height: 900 };
const CAP_MS = 120_000;

const { base, close } = await startPreviewServer();
const path = (n) => `/maniax/preview/bench.html?n=${n}&host=docs`;

/** One load in a fresh session: the page's times once it is ready. */
async function load(engine, target) {
  const page = await engine.open({ member: true, viewport: WINDOW });
  try {
    await page.goto(target);
    await page.waitFor(pageReady, undefined, 'the page to be ready', CAP_MS);
    return await page.run(readinessTimes);
  } finally {
    await page.close();
  }
}

const rows = [];
try {
  for (const name of ENGINES) {
    const engine = await launchEngine(name, { base, tool: 'bench-engines' });
    const version = name === 'webkit' ? `WebKitGTK ${engine.version}` : engine.version;
    try {
      for (const n of SIZES) {
        const loads = [];
        // One load first, not counted: the engine's caches and the server's first answers.
        await load(engine, path(n));
        for (let run = 0; run < RUNS; run++) {
          const { onScreenMs, readyMs } = await load(engine, path(n));
          console.log(JSON.stringify({ engine: name, version, n, onScreenMs, readyMs }));
          loads.push({ onScreenMs, readyMs });
        }
        rows.push({
          engine: name,
          version,
          n,
          onScreenMs: Math.round(median(loads.map((l) => l.onScreenMs))),
          readyMs: Math.round(median(loads.map((l) => l.readyMs))),
        });
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  await close();
}
console.log('\n| engine | version | cards | first screen ready, ms | every island ready, ms |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(`| ${row.engine} | ${row.version} | ${row.n} | ${row.onScreenMs} | ${row.readyMs} |`);
