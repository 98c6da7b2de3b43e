// `npm run lighthouse`: Lighthouse 12 (the `lighthouse` package) driving Debian's Chromium over the production
// preview, the field's yardstick for a phone. Pages: a list of 30 cards, a work page and the my-page folder
// page, each in Japanese and English, with the mobile preset (Lighthouse's default: a mid-range phone on a
// slow 4G, simulated from one unthrottled load) and the desktop preset; each case LIGHTHOUSE_RUNS times
// (default 3). Prints the medians of the four category scores and of FCP, LCP, TBT, CLS and Speed Index, and
// writes every run to bench/lighthouse.json. A benchmark, not a test: it is not part of CI.
//
// Environment: LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES (list,work,folders; also work-docs: the work page with only
// the host CSS the page contract gives and its devices list shown by the server), LIGHTHOUSE_PRESETS
// (mobile,desktop), LIGHTHOUSE_LANGS (jp,en), CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build } from 'vite';
import { startPreview } from './preview-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Math.max(Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3, 1);
const PAGES = {
  list: '/maniax/preview/list.html?n=30',
  work: '/maniax/work/=/product_id/RJ01000005.html',
  folders: '/maniax/mypage/wishlist/folders/',
  'work-docs': '/maniax/work/=/product_id/RJ01000005.html?host=docs&devices=open',
};
const pageNames = (process.env.LIGHTHOUSE_PAGES ?? 'list,work,folders').split(',');
const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
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
const { base, close } = await startPreview();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run as a member of a fresh fake-store session (the folder page is a member's). */
async function run(path, preset, index) {
  const cookie = [
    `sf-mock-session=lighthouse-${Date.now()}-${index}`,
    'uhashjp=h4sh-member',
    'uhashen=h4sh-member',
    'loginchecked=1',
  ].join('; ');
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: { Cookie: cookie },
  };
  const result = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
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
  await chrome.kill();
  await close();
}

const fmt = (v, digits = 0) => (v === null ? '-' : v.toFixed(digits));
console.log(
  `Lighthouse 12, medians of ${RUNS} (node ${process.version}, ${new Date().toISOString()}): scores, then ms (CLS unitless, max over runs)`,
);
console.log('page      lang preset   perf a11y bp   seo  | FCP    LCP    TBT   SI     | CLS max');
for (const c of cases) {
  if (c.failing.length > 0) console.error(`${c.page} ${c.lang} ${c.preset}: ${c.failing.join(', ')}`);
  const s = c.median.scores;
  const m = c.median.metrics;
  console.log(
    `${c.page.padEnd(10)}${c.lang.padEnd(5)}${c.preset.padEnd(9)}${fmt(s.performance, 2).padEnd(5)}${fmt(s.accessibility, 2).padEnd(5)}${fmt(s['best-practices'], 2).padEnd(5)}${fmt(s.seo, 2).padEnd(5)}| ${fmt(m.fcp).padEnd(7)}${fmt(m.lcp).padEnd(7)}${fmt(m.tbt).padEnd(6)}${fmt(m.si).padEnd(7)}| ${fmt(c.median.maxCls, 4)}`,
  );
}
writeFileSync(
  resolve(ROOT, 'bench/lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cases }, null, 2)}\n`,
);
