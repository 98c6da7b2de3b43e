// `npm run bench`: builds the production bundle and the benchmark's own builds, serves them with the preview
// pages and the mock store API (`vite preview`), drives Debian's Chromium through playwright-core and prints
// one table (also written to bench/results.json). Times are reported here, never asserted; the counts are
// asserted by test/e2e/budgets.e2e.ts and the sizes by scripts/check-size.mjs.
//
// Environment: BENCH_RUNS (timed runs per case, default 5), BENCH_MOUNT_N (default 30,100,1000),
// BENCH_SECTIONS (below), CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildBench } from './build.mjs';
import { sessionCookies, startPreview } from './preview-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Math.max(Number.parseInt(process.env.BENCH_RUNS ?? '5', 10) || 5, 1);
const MOUNT_N = (process.env.BENCH_MOUNT_N ?? '30,100,1000').split(',').map(Number);
const REQUEST_N = [1, 30, 100, 1000];
// BENCH_SECTIONS=requests,bytes,mount,renders,shift,clicks,critical,longtasks,datafloor,mobile runs only
// those (all by default).
const SECTIONS = (
  process.env.BENCH_SECTIONS ??
  'requests,bytes,mount,renders,shift,clicks,critical,longtasks,datafloor,mobile'
).split(',');
const want = (section) => SECTIONS.includes(section);
const started = Date.now();
const log = (message) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

// ---------------------------------------------------------------------------------------------------------
// Builds and server

log('chromium, production build, bench builds');
execFileSync(process.execPath, [resolve(ROOT, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
await buildBench();

const { base: BASE, browser, close } = await startPreview();

// ---------------------------------------------------------------------------------------------------------
// Page helpers

/** Runs in every page before its scripts: layout shifts without recent input, and a mark once every island is settled. */
function instrument() {
  const bench = { cls: 0, ready: false, longTasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // The islands still without a state, listed at the first change: each change then takes its island off,
  // so the measuring costs the page one query, not one per batch of changes (~50 ms at 1000 cards).
  let waiting = null;
  // "On screen": the islands inside the first viewport, listed at the first change (the page is laid out by
  // then), marked storefront:on-screen once they all have a state: what a shopper waits for.
  let onScreen = null;
  const checkOnScreen = () => {
    if (!onScreen) return;
    for (const island of onScreen) {
      if (!island.hasAttribute('data-widget-state')) return;
      onScreen.delete(island);
    }
    onScreen = null;
    performance.mark('storefront:on-screen');
  };
  const check = (records) => {
    if (bench.ready) return;
    if (!waiting) {
      waiting = new Set(document.querySelectorAll('[data-widget]:not([data-widget-state])'));
      onScreen = new Set(
        [...document.querySelectorAll('[data-widget]')].filter((island) => {
          const rect = island.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight && rect.height > 0;
        }),
      );
    }
    checkOnScreen();
    for (const record of records) waiting.delete(record.target);
    for (const island of waiting) {
      if (!island.hasAttribute('data-widget-state')) return;
      waiting.delete(island);
    }
    bench.ready = true;
    performance.mark('storefront:ready');
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-widget-state'],
  });
  // Ready is marked when the last island commits, before the browser has laid out and painted it (a page
  // that commits everything at once, like the floor, has all its layout still to come). "Painted": the
  // first task after the next frame's rendering, where the shopper sees every island.
  new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'storefront:ready')) return;
    requestAnimationFrame(() => setTimeout(() => performance.mark('storefront:painted'), 0));
  }).observe({ type: 'mark' });
}

let session = 0;
async function openPage({ member = true, contextOptions = {} } = {}) {
  const context = await browser.newContext(contextOptions);
  await context.addCookies(sessionCookies(BASE, `bench-${process.pid}-${session++}`, { member }));
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  await page.addInitScript(instrument);
  return { context, page };
}

const waitReady = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('storefront:painted').length > 0, null, {
    timeout: 120_000,
  });

/** Milliseconds from the entry's first statement (mark storefront:start) to every island settled. */
const mountTime = (page) =>
  page.evaluate(() => {
    const [start] = performance.getEntriesByName('storefront:start');
    const [ready] = performance.getEntriesByName('storefront:ready');
    const [painted] = performance.getEntriesByName('storefront:painted');
    // A page that commits everything at once (the floors) has its screen ready when all is ready.
    const [onScreen = ready] = performance.getEntriesByName('storefront:on-screen');
    return {
      ms: (ready?.startTime ?? NaN) - (start?.startTime ?? NaN),
      onScreenMs: (onScreen?.startTime ?? NaN) - (start?.startTime ?? NaN),
      paintedMs: (painted?.startTime ?? NaN) - (start?.startTime ?? NaN),
      cls: window.__bench?.cls ?? 0,
    };
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));
const kB = (bytes) => round(bytes / 1000, 1);
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

const results = { date: new Date().toISOString(), runs: RUNS, chromium: browser.version() };

// ---------------------------------------------------------------------------------------------------------
// 1. Requests per page load

if (want('requests')) {
  log('requests per page load');
  results.requests = [];
  for (const n of REQUEST_N) {
    const { context, page } = await openPage();
    const calls = {};
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document' || /^\/(?:cdn|preview-static|__player)\//.test(url.pathname))
        return;
      // One row per call: the community call carries the product id in its path.
      const path = url.pathname.replace(/\/channel-content\/[^/]+$/, '/channel-content/{id}');
      const key = `${request.method()} ${path}`;
      calls[key] = (calls[key] ?? 0) + 1;
    });
    await page.goto(`${BASE}/maniax/preview/bench.html?n=${n}`);
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    const states = await page.evaluate(() => ({
      ready: document.querySelectorAll('[data-widget-state="ready"]').length,
      error: document.querySelectorAll('[data-widget-state="error"]').length,
    }));
    results.requests.push({ n, ...states, calls });
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. JavaScript and CSS bytes per page type

if (want('bytes')) {
  log('bytes per page type');
  const DIST = resolve(ROOT, 'dist');
  /** The chunks the entry imports statically (loaded before it runs), transitively. */
  function staticClosure(file, seen = new Set()) {
    const code = readFileSync(resolve(DIST, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      const target = resolve(resolve(DIST, file), '..', spec).slice(DIST.length + 1);
      if (target === 'storefront.js' || seen.has(target)) continue;
      seen.add(target);
      staticClosure(target, seen);
    }
    return seen;
  }
  const entryImports = staticClosure('storefront.js');
  const libsGzip = gzip(readFileSync(resolve(ROOT, 'bench/dist/libs/libs.js')));

  const PAGE_TYPES = [
    { name: 'list page (30 cards)', path: '/maniax/preview/list.html?n=30' },
    { name: 'work page', path: '/maniax/work/=/product_id/RJ01000001.html' },
    { name: 'my-page folder page', path: '/maniax/mypage/wishlist/folders/' },
  ];
  results.bytes = [];
  for (const type of PAGE_TYPES) {
    const { context, page } = await openPage();
    const bodies = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/cdn/storefront/'))
        bodies.push(response.body().then((body) => ({ file: url.pathname.slice(16), body })));
    });
    await page.goto(`${BASE}${type.path}`);
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    const widgets = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'))),
    ]);
    // The widgets' styles travel inside their chunks (adopt-styles.ts): measured apart, since the budget is
    // for JavaScript and a stylesheet file would not count in it.
    const styleText = await page.evaluate(() =>
      document.adoptedStyleSheets
        .map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'))
        .join('\n'),
    );
    const stylesGzip = styleText ? gzip(Buffer.from(styleText)) : 0;
    const groups = { entry: [0, 0], entryImports: [0, 0], lazyChunks: [0, 0], css: [0, 0] };
    const files = [];
    for (const { file, body } of await Promise.all(bodies)) {
      const group = file.endsWith('.css')
        ? 'css'
        : file === 'storefront.js'
          ? 'entry'
          : entryImports.has(file)
            ? 'entryImports'
            : 'lazyChunks';
      const gz = gzip(body);
      groups[group][0] += body.length;
      groups[group][1] += gz;
      files.push({ file, group, raw: body.length, gzip: gz });
    }
    const jsGzip = groups.entry[1] + groups.entryImports[1] + groups.lazyChunks[1];
    const scriptGzip = jsGzip - stylesGzip;
    results.bytes.push({
      page: type.name,
      path: type.path,
      widgets,
      hasGallery: widgets.includes('work-gallery'),
      groups,
      jsGzip,
      stylesGzip,
      libsGzip,
      ratioToLibs: round(scriptGzip / libsGzip, 2),
      ratioToLibsWithStyles: round(jsGzip / libsGzip, 2),
      files: files.sort((a, b) => b.gzip - a.gzip),
    });
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 3. Mount time: product, bare-React floor, and the bench build's one root + portals versus a root per island

if (want('mount')) log(`mount times (${RUNS} runs each)`);
/** The final markup of every island, as [tag, props, ...children] trees React can render. */
function captureCards() {
  const ATTR = {
    class: 'className',
    for: 'htmlFor',
    tabindex: 'tabIndex',
    readonly: 'readOnly',
    maxlength: 'maxLength',
    srcset: 'srcSet',
    crossorigin: 'crossOrigin',
    referrerpolicy: 'referrerPolicy',
    autocomplete: 'autoComplete',
    inputmode: 'inputMode',
  };
  const BOOLEAN = new Set(['disabled', 'hidden', 'checked', 'selected', 'readonly', 'required', 'open']);
  const camel = (name) => name.trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const convert = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const props = {};
    for (const attr of node.attributes) {
      if (attr.name === 'style') {
        props.style = Object.fromEntries(
          attr.value
            .split(';')
            .filter((d) => d.includes(':'))
            .map((d) => [camel(d.slice(0, d.indexOf(':'))), d.slice(d.indexOf(':') + 1).trim()]),
        );
      } else props[ATTR[attr.name] ?? attr.name] = BOOLEAN.has(attr.name) ? true : attr.value;
    }
    const children = [...node.childNodes].map(convert).filter((c) => c !== null);
    return [node.localName, Object.keys(props).length > 0 ? props : 0, ...children];
  };
  return {
    cards: [...document.querySelectorAll('[data-widget]')].map((island) =>
      [...island.childNodes].map(convert).filter((c) => c !== null),
    ),
    css: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
    // The widgets' own styles travel in their chunks as constructed stylesheets (adopt-styles.ts).
    styles: document.adoptedStyleSheets.map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
    ),
  };
}

/**
 * `portals`: the islands floor: the page holds empty islands, as a store page does, and bare React renders
 * one root with a portal per island (React then attaches its delegated listeners to every island, as any
 * React islands bundle must). Without it, the one-root floor: every card rendered into one container.
 */
function floorHtml({ cards, css, styles = [], fetch: fetchUrl, portals = false }) {
  const templates = [];
  const index = new Map();
  const order = cards.map((trees) => {
    const key = JSON.stringify(trees);
    if (!index.has(key)) {
      index.set(key, templates.length);
      templates.push(trees);
    }
    return index.get(key);
  });
  const data = JSON.stringify({
    layout: '1column',
    templates,
    cards: order,
    fetch: fetchUrl,
    portals,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${styles.map((text) => `<style>${text.replace(/<\//g, '<\\/')}</style>`).join('\n')}
<script type="application/json" id="floor-data">${data}</script>
<script type="module" src="/cdn/bench/floor/floor.js"></script>
</head><body><header class="store-header"><a href="/">storefront-islands preview</a> · <span>Floor</span></header>
<main class="store-main"><h1>Works</h1><div id="floor-root">${
    portals
      ? `<ul class="store-list store-list--1column">${order
          .map(
            () => '<li class="store-card"><div data-widget="product-item" data-layout="1column"></div></li>',
          )
          .join('')}</ul>`
      : ''
  }</div></main></body></html>`;
}

async function timeLoad(url, floor) {
  const { context, page } = await openPage();
  if (floor)
    await page.route(
      (u) => u.pathname === '/bench-floor.html',
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: floor }),
    );
  await page.goto(url);
  await waitReady(page);
  const measured = await mountTime(page);
  await context.close();
  return measured;
}

if (want('mount')) {
  results.mount = [];
  for (const n of MOUNT_N) {
    // The floor renders exactly what the product rendered for these cards (captured from its page).
    const { context, page } = await openPage();
    await page.goto(`${BASE}/maniax/preview/bench.html?n=${n}`);
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    const captured = await page.evaluate(captureCards);
    const floor = floorHtml(captured);
    const islandsFloor = floorHtml({ ...captured, portals: true });
    if (process.env.BENCH_SAVE_FLOOR) writeFileSync(`${process.env.BENCH_SAVE_FLOOR}-${n}.html`, floor);
    await context.close();

    const variants = {
      product: [`${BASE}/maniax/preview/bench.html?n=${n}`],
      floor: [`${BASE}/bench-floor.html?n=${n}`, floor],
      islandsFloor: [`${BASE}/bench-floor.html?n=${n}&portals=1`, islandsFloor],
      benchPortals: [`${BASE}/maniax/preview/bench.html?n=${n}&build=bench`],
      benchRootPerIsland: [`${BASE}/maniax/preview/bench.html?n=${n}&build=bench&roots=per-island`],
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
    results.mount.push({
      n,
      medianMs: med,
      ratioToFloor: round(med.product / med.floor, 2),
      ratioToIslandsFloor: round(med.product / med.islandsFloor, 2),
      onScreenMedianMs: medOnScreen,
      onScreenRatioToIslandsFloor: round(medOnScreen.product / medOnScreen.islandsFloor, 2),
      paintedMedianMs: medPainted,
      paintedRatioToFloor: round(medPainted.product / medPainted.floor, 2),
      perIslandOverPortals: round(med.benchRootPerIsland / med.benchPortals, 2),
      maxLayoutShift: round(cls, 4),
      runsMs: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.map((t) => round(t))])),
    });
    log(
      `mount n=${n}: ${JSON.stringify(med)}, on screen ${JSON.stringify(medOnScreen)}, painted ${JSON.stringify(medPainted)}`,
    );
  }
}

/** Tags the island of the first plain add-to-cart button (its button turns into a link once added). */
async function markTarget(page, tag = 0) {
  await page.evaluate((value) => {
    const button = document.querySelector(
      '[data-widget]:not([data-bench-target]) button.sf-product-item__action--cart:not([aria-haspopup])',
    );
    button?.closest('[data-widget]')?.setAttribute('data-bench-target', String(value));
  }, tag);
  const island = page.locator(`[data-bench-target="${tag}"]`);
  return { island, button: island.locator('button.sf-product-item__action--cart') };
}

// ---------------------------------------------------------------------------------------------------------
// 4. Islands re-rendered by one cart add on a page of 100 cards (bench build: a Profiler per island)

if (want('renders')) {
  log('re-renders on a cart add');
  {
    const { context, page } = await openPage();
    await page.goto(`${BASE}/maniax/preview/bench.html?n=100&works=25&build=bench`);
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    const { island, button } = await markTarget(page);
    const productId = await island.getAttribute('data-product-id');
    await page.evaluate(() => window.__sfBenchRenders?.clear());
    await button.click();
    await island.locator('.sf-product-item__action--added').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const rendered = await page.evaluate((id) => {
      const all = [...document.querySelectorAll('[data-widget]')];
      const entries = [...(window.__sfBenchRenders ?? new Map()).entries()];
      return {
        islands: all.length,
        showingWork: all.filter((el) => el.getAttribute('data-product-id') === id).length,
        reRendered: entries.length,
        reRenderedShowingWork: entries.filter(([el]) => el.getAttribute('data-product-id') === id).length,
        reRenderedOther: entries.filter(([el]) => el.getAttribute('data-product-id') !== id).length,
        commits: entries.reduce((sum, [, count]) => sum + count, 0),
      };
    }, productId);
    results.reRenders = { page: '100 cards, 25 works (4 cards each)', productId, ...rendered };
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 5. Layout shift from mounting (also recorded above for every product run)

if (want('shift')) {
  log('layout shift');
  results.layoutShift = [];
  for (const path of ['/maniax/preview/list.html?n=100', '/maniax/preview/list.html?n=30&layout=2column']) {
    const { context, page } = await openPage();
    await page.goto(`${BASE}${path}`);
    await waitReady(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    results.layoutShift.push({ path, cls: round(await page.evaluate(() => window.__bench.cls), 4) });
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// 6. Click to feedback, CPU throttled 4x through the DevTools protocol

if (want('clicks')) log('click to feedback (CPU 4x slower)');
/** Resolves with ms from the click's event time to the frame after it, and to `selector` appearing in the island. */
function armClick(selector) {
  window.__feedback = new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const t0 = event.timeStamp;
        const island = event.target instanceof Element ? event.target.closest('[data-widget]') : null;
        const out = {};
        const done = () => out.frame !== undefined && out.result !== undefined && resolve(out);
        requestAnimationFrame(() =>
          setTimeout(() => {
            out.frame = performance.now() - t0;
            done();
          }, 0),
        );
        const found = () => document.querySelector(selector) || island?.querySelector(selector);
        if (found()) {
          out.result = performance.now() - t0;
          done();
          return;
        }
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          out.result = performance.now() - t0;
          done();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  });
}
if (want('clicks')) {
  const { context, page } = await openPage();
  await page.goto(`${BASE}/maniax/preview/bench.html?n=30`);
  await waitReady(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const cart = { frame: [], result: [] };
  const popup = { frame: [], result: [] };
  // A card whose add the server refuses (a discontinued work) shows its alert instead: not a sample.
  for (let i = 0; cart.result.length < RUNS && i < RUNS * 3; i++) {
    const { island, button } = await markTarget(page, i);
    await page.evaluate(
      armClick,
      `[data-bench-target="${i}"] :is(.sf-product-item__action--added, .sf-product-item__error)`,
    );
    await button.click();
    const measured = await page.evaluate(() => window.__feedback);
    if ((await island.locator('.sf-product-item__action--added').count()) === 0) continue;
    cart.frame.push(measured.frame);
    cart.result.push(measured.result);
  }
  const rentals = page.locator('button.sf-product-item__action--cart[aria-haspopup="dialog"]');
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate(armClick, '[role="dialog"]');
    await rentals.nth(i % (await rentals.count())).click();
    const measured = await page.evaluate(() => window.__feedback);
    popup.frame.push(measured.frame);
    popup.result.push(measured.result);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  results.clickToFeedback = {
    cpuThrottling: 4,
    addToCart: { nextFrameMs: round(median(cart.frame)), addedShownMs: round(median(cart.result)) },
    rentalPopup: { nextFrameMs: round(median(popup.frame)), popupShownMs: round(median(popup.result)) },
  };
  await context.close();
}

// ---------------------------------------------------------------------------------------------------------
// 7. Critical path (issue 12): round trips waited until every island is ready. Chromium's network
// emulation adds LATENCY ms to every request; the ready time's growth divided by it counts the round trips
// the page waits (HTML, entry, then code and data, ...). Times from navigation start; medians of RUNS.

const LATENCY = 300;
// Each page twice: everything from the page's own host (one pool of 6 HTTP/1.1 connections for code, store
// calls and embeds), and with the hosts of the live store (?cdn=cross-origin: the bundle from a CDN host and
// the embed services from their own host, each with its own connections).
const CRITICAL_PAGES = [
  { page: 'list of 30 product-item cards', path: '/maniax/preview/list.html?n=30&layout=1column', floor: 3 },
  { page: 'work page', path: '/maniax/work/=/product_id/RJ01000005.html', floor: 3 },
  { page: 'my-page folder page', path: '/maniax/mypage/wishlist/folders/', floor: 4 },
].flatMap((p) => [
  p,
  {
    ...p,
    page: `${p.page}, bundle and embeds from their own hosts`,
    path: `${p.path}${p.path.includes('?') ? '&' : '?'}cdn=cross-origin`,
  },
]);

async function readyAfterNavigation(path, latency) {
  const { context, page } = await openPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${BASE}${path}`);
  await waitReady(page);
  const ms = await page.evaluate(() => performance.getEntriesByName('storefront:ready')[0]?.startTime ?? NaN);
  await context.close();
  return ms;
}

if (want('critical')) {
  log('critical path: ready time at 0 and 300 ms added latency');
  results.criticalPath = [];
  for (const { page, path, floor } of CRITICAL_PAGES) {
    const times = { 0: [], [LATENCY]: [] };
    for (let run = -1; run < RUNS; run++)
      for (const latency of [0, LATENCY]) {
        const ms = await readyAfterNavigation(path, latency);
        if (run >= 0) times[latency].push(ms);
      }
    const t0 = median(times[0]);
    const t300 = median(times[LATENCY]);
    results.criticalPath.push({
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

// ---------------------------------------------------------------------------------------------------------
// 8. Long tasks (issue 12): the longest main-thread task after the entry starts, until every island is
// ready and the page has settled (the data that arrives after ready re-renders too). The task that runs
// the entry (library evaluation included) is reported apart.

if (want('longtasks')) {
  log('long tasks');
  results.longTasks = [];
  for (const n of [30, 100, 1000]) {
    const runs = [];
    for (let run = -1; run < RUNS; run++) {
      const { context, page } = await openPage();
      await page.goto(`${BASE}/maniax/preview/bench.html?n=${n}`);
      await waitReady(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const measured = await page.evaluate(() => {
        const start = performance.getEntriesByName('storefront:start')[0]?.startTime ?? 0;
        const tasks = window.__bench.longTasks.filter((t) => t.start + t.duration > start);
        const entryTask = tasks.find((t) => t.start <= start);
        const others = tasks.filter((t) => t !== entryTask);
        return {
          longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
          entryTaskMs: entryTask?.duration ?? 0,
          longestAfterEntryMs: Math.max(0, ...others.map((t) => t.duration)),
          count: tasks.length,
          // Each long task as [start, duration], ms from the entry's start, and the ready mark: where they fall.
          tasks: tasks.map((t) => [Math.round(t.start - start), Math.round(t.duration)]),
          readyMs: Math.round(
            (performance.getEntriesByName('storefront:ready')[0]?.startTime ?? NaN) - start,
          ),
        };
      });
      await context.close();
      if (run >= 0) runs.push(measured);
    }
    const med = (key) => round(median(runs.map((r) => r[key])));
    results.longTasks.push({
      n,
      longestMs: med('longestMs'),
      entryTaskMs: med('entryTaskMs'),
      longestAfterEntryMs: med('longestAfterEntryMs'),
      count: med('count'),
      runs,
    });
    log(`long tasks n=${n}: ${JSON.stringify(results.longTasks.at(-1))}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// 9. The data-fetching floor (issue 12): bare React in one file that fetches the same product info in one
// request, then renders the cards' captured markup; ready time from navigation start at 150 ms added
// latency, against the product's. Its page is written into bench/dist/ and served like the bundle.

const FLOOR_LATENCY = 150;
/** Writes bench/dist/floor/data-floor.html: the captured cards of a 30-card page and the one request for their info. */
async function writeDataFloor(path, contextOptions) {
  const { context, page } = await openPage({ contextOptions });
  await page.goto(`${BASE}${path}`);
  await waitReady(page);
  await page.waitForLoadState('networkidle');
  const captured = await page.evaluate(captureCards);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('[data-widget="product-item"]')].map((el) =>
      el.getAttribute('data-product-id'),
    ),
  );
  await context.close();
  const info = `/maniax/product/info/ajax?product_id=${ids.map(encodeURIComponent).join(',')}&cdn_cache=3`;
  writeFileSync(resolve(ROOT, 'bench/dist/floor/data-floor.html'), floorHtml({ ...captured, fetch: info }));
  return '/cdn/bench/floor/data-floor.html';
}

if (want('datafloor')) {
  log(`data-fetching floor at ${FLOOR_LATENCY} ms latency`);
  const n = 30;
  const path = `/maniax/preview/bench.html?n=${n}`;
  const floorPath = await writeDataFloor(path);
  const times = { product: [], floor: [] };
  const variants = { product: path, floor: floorPath };
  for (let run = -1; run < RUNS; run++) {
    for (const [name, url] of Object.entries(variants)) {
      const ms = await readyAfterNavigation(url, FLOOR_LATENCY);
      if (run >= 0) times[name].push(ms);
    }
  }
  results.dataFloor = {
    n,
    latencyMs: FLOOR_LATENCY,
    productMs: round(median(times.product)),
    floorMs: round(median(times.floor)),
    ratio: round(median(times.product) / median(times.floor), 2),
    runsMs: times,
  };
  log(`data floor: ${JSON.stringify(results.dataFloor)}`);
}

// ---------------------------------------------------------------------------------------------------------
// 10. A shopper's phone: Lighthouse 12's mobile profile (its simulated throttling, applied here by the
// DevTools protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower; its 412 x 823 screen).
// Per page: navigation to the islands on the first screen ready, to every island ready, the total
// blocking time (each main-thread task's time over 50 ms, summed, until every island is ready and the page
// has settled: Lighthouse's TBT counts from the first paint, this from navigation), the longest task, and
// the longest after the entry's. The 30-card list beside the data-fetching floor under the same profile.

const MOBILE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
  contextOptions: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};

async function loadOnPhone(path) {
  const { context, page } = await openPage({ contextOptions: MOBILE.contextOptions });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadThroughput,
    uploadThroughput: MOBILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  await page.goto(`${BASE}${path}`);
  await waitReady(page);
  await page.waitForLoadState('networkidle');
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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return measured;
}

if (want('mobile')) {
  log(`a phone: Lighthouse's mobile profile (${RUNS} runs each)`);
  const floorPath = await writeDataFloor('/maniax/preview/bench.html?n=30', MOBILE.contextOptions);
  const variants = {
    'list of 30 cards': '/maniax/preview/bench.html?n=30',
    'data-fetching floor (30 cards)': floorPath,
    'list of 1000 cards': '/maniax/preview/bench.html?n=1000',
  };
  const runs = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let run = -1; run < RUNS; run++)
    for (const [name, path] of Object.entries(variants)) {
      const measured = await loadOnPhone(path);
      if (run >= 0) runs[name].push(measured);
    }
  results.mobile = Object.entries(runs).map(([page, list]) => {
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
  const [list30, floor30, list1000] = results.mobile;
  results.mobileRatios = {
    onScreen30ToDataFloor: round(list30.onScreenMs / floor30.onScreenMs, 2),
    longest30ToDataFloor: round(list30.longestMs / floor30.longestMs, 2),
    onScreen1000To30: round(list1000.onScreenMs / list30.onScreenMs, 2),
  };
  log(
    `mobile: ${JSON.stringify(results.mobile.map(({ runs: _, ...m }) => m))} ${JSON.stringify(results.mobileRatios)}`,
  );
}

await close();
results.seconds = round((Date.now() - started) / 1000, 0);

// ---------------------------------------------------------------------------------------------------------
// The table

const lines = [];
const table = (head, rows) => {
  lines.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  lines.push('');
};
lines.push(
  `Benchmark ${results.date} · Chromium ${results.chromium} · ${RUNS} runs · ${results.seconds} s`,
  '',
);
if (results.requests) {
  lines.push('Requests per page load (N cacheable product-item cards, N distinct works, member):', '');
  const callNames = [...new Set(results.requests.flatMap((r) => Object.keys(r.calls)))].sort();
  table(
    ['call', ...results.requests.map((r) => `N=${r.n}`)],
    callNames.map((call) => [call, ...results.requests.map((r) => r.calls[call] ?? 0)]),
  );
}
if (results.bytes) {
  lines.push(
    "JavaScript and CSS fetched per page type, kB raw / gzip (the widgets' styles travel inside their chunks):",
    '',
  );
  const pair = ([raw, gz]) => `${kB(raw)} / ${kB(gz)}`;
  table(
    [
      'page',
      'widgets',
      'entry',
      'entry imports',
      'lazy chunks',
      'CSS files',
      'JS gzip',
      'styles in JS',
      'x libraries (styles aside)',
      'x libraries (all)',
    ],
    results.bytes.map((b) => [
      b.page,
      b.widgets.join(', '),
      pair(b.groups.entry),
      pair(b.groups.entryImports),
      pair(b.groups.lazyChunks),
      pair(b.groups.css),
      kB(b.jsGzip),
      kB(b.stylesGzip),
      `${b.ratioToLibs} (of ${kB(b.libsGzip)})`,
      b.ratioToLibsWithStyles,
    ]),
  );
}
if (results.mount) {
  lines.push(
    'Script start to the islands on the first screen ready and to every island ready, median ms, beside the',
    'islands floor (bare React, one root, a portal per island, no store, no requests) and the one-root floor:',
    '',
  );
  table(
    [
      'N',
      'on screen: product',
      'on screen: islands floor',
      'on screen: product / islands floor',
      'all: product',
      'all: islands floor',
      'all: product / islands floor',
    ],
    results.mount.map((m) => [
      m.n,
      m.onScreenMedianMs.product,
      m.onScreenMedianMs.islandsFloor,
      m.onScreenRatioToIslandsFloor,
      m.medianMs.product,
      m.medianMs.islandsFloor,
      m.ratioToIslandsFloor,
    ]),
  );
  lines.push(
    '',
    'Script start to every island ready, and to the first frame painted after it, median ms (CLS: worst product run):',
    '',
  );
  table(
    [
      'N',
      'product',
      'floor',
      'product / floor',
      'painted: product',
      'painted: floor',
      'painted: product / floor',
      'bench: portals',
      'bench: root per island',
      'per-island / portals',
      'CLS',
    ],
    results.mount.map((m) => [
      m.n,
      m.medianMs.product,
      m.medianMs.floor,
      m.ratioToFloor,
      m.paintedMedianMs.product,
      m.paintedMedianMs.floor,
      m.paintedRatioToFloor,
      m.medianMs.benchPortals,
      m.medianMs.benchRootPerIsland,
      m.perIslandOverPortals,
      m.maxLayoutShift,
    ]),
  );
}
if (results.criticalPath) {
  lines.push(
    `Critical path: navigation start to every island ready, median ms, with 0 and ${LATENCY} ms added to every request; round trips waited = (t${LATENCY} − t0) / ${LATENCY}:`,
    '',
  );
  table(
    ['page', 't0', `t${LATENCY}`, 'round trips waited', 'floor'],
    results.criticalPath.map((c) => [c.page, c.readyMs0, c.readyMs300, c.roundTrips, c.floor]),
  );
}
if (results.longTasks) {
  lines.push(
    "Longest main-thread task after the entry starts, median ms (list of N cards; the entry's own task apart):",
    '',
  );
  table(
    ['N', 'longest', "the entry's task", 'longest after the entry', 'long tasks'],
    results.longTasks.map((l) => [l.n, l.longestMs, l.entryTaskMs, l.longestAfterEntryMs, l.count]),
  );
}
if (results.dataFloor) {
  const d = results.dataFloor;
  lines.push(
    `Data-fetching floor (${d.n} cards, ${d.latencyMs} ms added latency, navigation to ready, median): product ${d.productMs} ms, floor ${d.floorMs} ms, ratio ${d.ratio}.`,
    '',
  );
}
if (results.mobile) {
  lines.push(
    "A phone (Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, CPU 4x slower, 412 x 823), ms from navigation, median:",
    '',
  );
  table(
    [
      'page',
      'on screen ready',
      'every island ready',
      'total blocking',
      'longest task',
      "the entry's task",
      'longest after the entry',
    ],
    results.mobile.map((m) => [
      m.page,
      m.onScreenMs,
      m.readyMs,
      m.totalBlockingMs,
      m.longestMs,
      m.entryTaskMs,
      m.longestAfterEntryMs,
    ]),
  );
  const q = results.mobileRatios;
  lines.push(
    `On screen, 30 cards / the data-fetching floor: ${q.onScreen30ToDataFloor}; longest task / the floor's: ${q.longest30ToDataFloor}; on screen, 1000 cards / 30 cards: ${q.onScreen1000To30}.`,
    '',
  );
}
const r = results.reRenders;
if (r)
  lines.push(
    `Cart add on ${r.page}: ${r.reRendered} islands re-rendered (${r.reRenderedShowingWork} of the ${r.showingWork} showing the work, ${r.reRenderedOther} others; ${r.commits} commits).`,
  );
if (results.layoutShift)
  lines.push(
    `Layout shift from mounting: ${results.layoutShift.map((l) => `${l.path} ${l.cls}`).join('; ')}.`,
  );
const c = results.clickToFeedback;
if (c)
  lines.push(
    `Click to feedback, CPU 4x slower, median: add to cart ${c.addToCart.nextFrameMs} ms to the next frame, ${c.addToCart.addedShownMs} ms to "added"; rental popup ${c.rentalPopup.nextFrameMs} ms to the next frame (in the DOM after ${c.rentalPopup.popupShownMs} ms).`,
  );
const text = lines.join('\n');
results.table = text;
writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(text);
