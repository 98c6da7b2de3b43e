// `npm run lighthouse`: Lighthouse 12 (the `lighthouse` package) driving Debian's Chromium over the production
// preview, the field's yardstick for a phone. Pages: a list of 30 cards, a work page and the my-page folder
// page, each in Japanese and English, with four presets: `mid` and `low`, the phone tiers of
// bench/lib/tiers.mjs (Lighthouse's mobile config, its simulated slow 4G and phone screen, with the CPU
// slowdown set to the tier's rate on this machine: `--throttling.cpuSlowdownMultiplier`), `mobile`
// (Lighthouse's default: the CPU 4x slower whatever the machine, for comparing with its default report) and
// `desktop`; each case LIGHTHOUSE_RUNS times (default 3). The machine's benchmark index is measured once,
// before the first run, in a blank page of the launched Chromium. Prints the medians of the four category
// scores and of FCP, LCP, TBT, CLS and Speed Index, flags the tiers' cases against their targets (mid:
// performance ≥ 0.98 and TBT ≤ 100 ms; low: ≥ 0.90 and ≤ 300 ms; CLS 0 on every preset) and lists the long
// tasks (script URL) of a case that misses; writes every run to bench/lighthouse.json. A benchmark, not a
// test: it is not part of CI.
//
// Environment: LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES (list,work,folders; also work-docs: the work page with only
// the host CSS the page contract gives and its devices list shown by the server), LIGHTHOUSE_PRESETS
// (mid,low,mobile,desktop), LIGHTHOUSE_LANGS (jp,en), TIER_INDEX and TIER_CHECK (bench/lib/tiers.mjs),
// CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build } from 'vite';
import { cookieHeader, freePort, previewWithChromium, sessionCookies } from '../scripts/harness/index.mjs';
import { calibrate, calibrationRecord, commandLine } from './lib/tiers.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Math.max(Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3, 1);
const PAGES = {
  list: '/maniax/preview/list.html?n=30',
  work: '/maniax/work/=/product_id/RJ01000005.html',
  folders: '/maniax/mypage/wishlist/folders/',
  'work-docs': '/maniax/work/=/product_id/RJ01000005.html?host=docs&devices=open',
};
const pageNames = (process.env.LIGHTHOUSE_PAGES ?? 'list,work,folders').split(',');
const PRESETS = ['mid', 'low', 'mobile', 'desktop'];
const presets = (process.env.LIGHTHOUSE_PRESETS ?? PRESETS.join(',')).split(',');
const unknownPresets = presets.filter((p) => !PRESETS.includes(p));
if (unknownPresets.length > 0)
  throw new Error(
    `LIGHTHOUSE_PRESETS: no preset ${unknownPresets.join(', ')} (known: ${PRESETS.join(', ')})`,
  );
/** Per tier: the least performance score and the most TBT (ms); CLS is 0 on every preset. */
const TARGETS = { mid: { performance: 0.98, tbt: 100 }, low: { performance: 0.9, tbt: 300 } };
const COMMAND = commandLine(['LIGHTHOUSE_', 'TIER_', 'CHROMIUM_PATH'], 'npm run lighthouse');
const langs = (process.env.LIGHTHOUSE_LANGS ?? 'jp,en').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const started = Date.now();
const log = (message) =>
  console.error(`[lighthouse ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

log('chromium, production build');
execFileSync(process.execPath, [resolve(ROOT, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
// The harness's Chromium with its DevTools port open: Lighthouse connects there for its runs.
const port = await freePort();
const { base, browser, close } = await previewWithChromium({ debuggingPort: port });

// The machine's benchmark index, in a blank page of the same Chromium.
let calibration;
try {
  calibration = await calibrate(browser);
} catch (error) {
  await close();
  throw error;
}
for (const line of calibration.lines) log(line);
/** The CPU slowdown of a preset: a tier's rate, Lighthouse's default 4x, or none on desktop. */
const cpuOf = (preset) => calibration.tiers[preset]?.rate ?? (preset === 'mobile' ? 4 : 1);

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run as a member of a fresh fake-store session (the folder page is a member's). */
async function run(path, preset, index) {
  const cookie = cookieHeader(sessionCookies({ tool: `lighthouse-${index}` }));
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: { Cookie: cookie },
    // A tier: Lighthouse's mobile config (its default) with the tier's CPU slowdown; the flag is merged into
    // the config's throttling settings (the round trip and throughputs stay the mobile ones).
    ...(calibration.tiers[preset]
      ? { throttling: { cpuSlowdownMultiplier: calibration.tiers[preset].rate } }
      : {}),
  };
  const result = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (preset !== 'desktop' && applied !== cpuOf(preset))
    throw new Error(`${preset}: the report's CPU slowdown is ${applied}, not ${cpuOf(preset)}`);
  return {
    cpuSlowdownMultiplier: applied,
    // Lighthouse's own index of the machine in this run (it measures before every page).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
    ),
    // What moved (Lighthouse's layout-shifts audit: the element and its share) and the long tasks (script
    // URL, ms under the simulated phone), to find what a score lost on.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      element: item.node?.selector ?? item.node?.snippet ?? null,
    })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: String(item.url ?? '').replace(base, ''),
      startTime: Math.round(item.startTime ?? 0),
      duration: Math.round(item.duration ?? 0),
    })),
    // Audits that cost points outside performance, to find what keeps a category under 1.0.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1,
        )
        .map((ref) => `${c}:${ref.id}`),
    ),
  };
}

const cases = [];
try {
  for (const name of pageNames)
    for (const lang of langs)
      for (const preset of presets) {
        const path =
          lang === 'en' ? `${PAGES[name]}${PAGES[name].includes('?') ? '&' : '?'}lang=en` : PAGES[name];
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          log(`${name} ${lang} ${preset} ${i + 1}/${RUNS}`);
          runs.push(await run(path, preset, i));
        }
        cases.push({
          page: name,
          lang,
          preset,
          path,
          cpuSlowdownMultiplier: runs[0].cpuSlowdownMultiplier,
          lighthouseBenchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
          runs,
          median: {
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
            metrics: Object.fromEntries(
              Object.keys(METRICS).map((k) => [k, median(runs.map((r) => r.metrics[k]))]),
            ),
            maxCls: Math.max(...runs.map((r) => r.metrics.cls ?? 0)),
          },
          failing: [...new Set(runs.flatMap((r) => r.failing))],
        });
      }
} finally {
  await close();
}

const fmt = (v, digits = 0) => (v === null ? '-' : v.toFixed(digits));
/** What a case misses of its preset's targets (CLS 0 on every preset), or "ok". */
function verdict(c) {
  const misses = [];
  const target = TARGETS[c.preset];
  const perf = c.median.scores.performance;
  const tbt = c.median.metrics.tbt;
  if (target && perf !== null && perf < target.performance)
    misses.push(`perf ${fmt(perf, 2)} < ${target.performance}`);
  if (target && tbt !== null && tbt > target.tbt) misses.push(`TBT ${fmt(tbt)} > ${target.tbt}`);
  if (c.median.maxCls > 0) misses.push(`CLS ${fmt(c.median.maxCls, 4)} > 0`);
  return misses.length > 0 ? misses.join(', ') : 'ok';
}
const presetLine = {
  mid: `mid = Lighthouse's mobile config, CPU ${cpuOf('mid')}x slower (the mid tier: index ${calibration.tiers.mid.score})`,
  low: `low = the same, CPU ${cpuOf('low')}x slower (the low tier: index ${calibration.tiers.low.score})`,
  mobile: "mobile = Lighthouse's default, CPU 4x slower whatever the machine",
  desktop: 'desktop = its desktop config, no CPU slowdown',
};
console.log(
  `Lighthouse 12, medians of ${RUNS} (node ${process.version}, ${new Date().toISOString()}) · \`${COMMAND}\`: scores, then ms (CLS unitless, max over runs)`,
);
console.log(
  `The machine's benchmark index ${calibration.index}${calibration.given ? ' (TIER_INDEX)' : ` (best of ${calibration.runs.length}: ${calibration.runs.join(', ')})`}; ${presets.map((p) => presetLine[p]).join('; ')}. Targets: mid perf ≥ 0.98 and TBT ≤ 100; low perf ≥ 0.90 and TBT ≤ 300; CLS 0 on every preset. LH index: Lighthouse's own measure in each run (median).`,
);
console.log(
  'page      lang preset  cpu    perf a11y bp   seo  | FCP    LCP    TBT   SI     | CLS max | LH index | targets',
);
const missed = [];
for (const c of cases) {
  if (c.failing.length > 0) console.error(`${c.page} ${c.lang} ${c.preset}: ${c.failing.join(', ')}`);
  const s = c.median.scores;
  const m = c.median.metrics;
  c.targets = verdict(c);
  if (c.targets !== 'ok') missed.push(c);
  console.log(
    `${c.page.padEnd(10)}${c.lang.padEnd(5)}${c.preset.padEnd(8)}${`${c.cpuSlowdownMultiplier}x`.padEnd(7)}${fmt(s.performance, 2).padEnd(5)}${fmt(s.accessibility, 2).padEnd(5)}${fmt(s['best-practices'], 2).padEnd(5)}${fmt(s.seo, 2).padEnd(5)}| ${fmt(m.fcp).padEnd(7)}${fmt(m.lcp).padEnd(7)}${fmt(m.tbt).padEnd(6)}${fmt(m.si).padEnd(7)}| ${fmt(c.median.maxCls, 4).padEnd(8)}| ${fmt(c.lighthouseBenchmarkIndex).padEnd(9)}| ${c.targets}`,
  );
}
// The cases that miss: the long tasks of their median-TBT run, with the script each ran (which chunk).
for (const c of missed) {
  const tbt = c.median.metrics.tbt ?? 0;
  const run = [...c.runs].sort(
    (a, b) => Math.abs((a.metrics.tbt ?? 0) - tbt) - Math.abs((b.metrics.tbt ?? 0) - tbt),
  )[0];
  const tasks = [...(run?.longTasks ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 6);
  console.log(
    `${c.page} ${c.lang} ${c.preset} (${c.targets}): long tasks of a run with TBT ${fmt(run?.metrics.tbt ?? null)}: ${
      tasks
        .map((t) => `${t.url.replace(/\?.*/, '?…') || '(no URL)'} ${t.duration} ms at ${t.startTime}`)
        .join('; ') || 'none'
    }`,
  );
}
writeFileSync(
  resolve(ROOT, 'bench/lighthouse.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      command: COMMAND,
      runs: RUNS,
      tiers: calibrationRecord(calibration, COMMAND),
      targets: TARGETS,
      cases,
    },
    null,
    2,
  )}\n`,
);
