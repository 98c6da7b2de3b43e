// `npm run bench`: builds the production bundle and the benchmark's own builds, serves them with the preview
// pages and the mock store API (`vite preview`), drives Debian's Chromium through playwright-core and prints
// one table (also written to bench/results.json). Times are reported here, never asserted; the counts are
// asserted by test/e2e/budgets.e2e.ts and the sizes by scripts/check-size.mjs. One module per section in
// bench/sections/, the pages, floors and report they share in bench/lib/.
//
// Environment: BENCH_RUNS (timed runs per case, default 5), BENCH_MOUNT_N (default 30,100,1000),
// BENCH_SECTIONS (below), BENCH_TIERS (the phones of the phone sections, default mid,low: lib/tiers.mjs),
// BENCH_MOUNT_VARIANTS, BENCH_SAVE_FLOOR, BENCH_THOUSANDS_N, BENCH_INP_* (sections/inp.mjs), BENCH_BEFORE
// (lib/common.mjs), TIER_INDEX,
// TIER_CHECK (lib/tiers.mjs), CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { buildBench } from './build.mjs';
import { BEFORE, ctx, log, phones, ROOT, round, RUNS, secondsSinceStart, TIER_LIST } from './lib/common.mjs';
import { report } from './lib/report.mjs';
import { calibrate, calibrationRecord, commandLine, profiles } from './lib/tiers.mjs';
import { previewWithChromium } from '../scripts/harness/index.mjs';

// BENCH_SECTIONS=requests,bytes,mount,renders,shift,clicks,critical,longtasks,datafloor,mobile,scroll,thousands,inp
// runs only those (all by default), in this order.
const ALL = [
  'requests',
  'bytes',
  'mount',
  'renders',
  'shift',
  'clicks',
  'critical',
  'longtasks',
  'datafloor',
  'mobile',
  'scroll',
  'thousands',
  'inp',
];
const wanted = (process.env.BENCH_SECTIONS ?? ALL.join(',')).split(',');
const unknown = wanted.filter((name) => !ALL.includes(name));
if (unknown.length > 0)
  throw new Error(`BENCH_SECTIONS: no section ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
// An unknown tier is an error before the builds, not after the first sections.
profiles(TIER_LIST, { tiers: {} }, 'BENCH_TIERS');
const COMMAND = commandLine(['BENCH_', 'TIER_', 'CHROMIUM_PATH'], 'npm run bench');

log('chromium, production build, bench builds');
execFileSync(process.execPath, [resolve(ROOT, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
await buildBench();
// BENCH_BEFORE: that commit's build beside this one (bench/build.mjs), for the sections that compare.
const before = BEFORE && (log(`the build of ${BEFORE}`), await buildBench(['before']));

const { base, browser, close } = await previewWithChromium();
ctx.base = base;
ctx.browser = browser;
ctx.results = {
  date: new Date().toISOString(),
  command: COMMAND,
  runs: RUNS,
  chromium: browser.version(),
  ...(before ? { before } : {}),
};

try {
  // The machine's benchmark index and the tiers' CPU rates, once per run, before any section loads a page.
  ctx.calibration = await calibrate(browser);
  for (const line of ctx.calibration.lines) log(line);
  ctx.results.tiers = { ...calibrationRecord(ctx.calibration, COMMAND), used: phones().map((p) => p.name) };
  for (const name of ALL.filter((section) => wanted.includes(section))) {
    const section = await import(`./sections/${name}.mjs`);
    await section.run();
  }
} finally {
  await close();
}
ctx.results.seconds = round(secondsSinceStart(), 0);

const text = report(ctx.results);
ctx.results.table = text;
writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(ctx.results, null, 2)}\n`);
console.log(text);
