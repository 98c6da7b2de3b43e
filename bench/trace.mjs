// `node bench/trace.mjs [path]`: one page of the production build (dist/, build it first), as a member,
// traced by Chromium (devtools.timeline): prints the main thread's time from the entry's first statement
// to every island ready, by kind of work (script, style and layout, pre-paint and paint), and the
// resources' start and end. For finding where the mount time of a long list goes. Options (environment):
//   TRACE_FLOOR=file.html   trace a floor page saved by `BENCH_SAVE_FLOOR=prefix npm run bench` instead
//   TRACE_TASKS=ms          each task longer than ms, with what it spent its time on (TRACE_DETAIL=1: events)
//   TRACE_BEFORE=ms         what the main thread did in the ms before the entry's first statement
//   TRACE_LAYOUT=1          each layout over 3 ms (dirty and total objects)
//   TRACE_NAMES=1           the average late rendering task (over 60 ms, 2 s after the start) by event
//   TRACE_MOBILE=1          under Lighthouse's mobile profile, as `npm run bench`'s phone section (150 ms round
//                           trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower, 412 x 823 at 1.75x)
import { readFileSync } from 'node:fs';
import { emulateNetwork, PHONE } from './lib/throttle.mjs';
import { sessionCookies, startPreview } from './preview-server.mjs';

const path = process.env.TRACE_FLOOR
  ? '/bench-floor.html'
  : (process.argv[2] ?? '/maniax/preview/bench.html?n=1000');
const { base: BASE, browser, close } = await startPreview();

const MOBILE = process.env.TRACE_MOBILE === '1';

async function once(trace) {
  const context = await browser.newContext(MOBILE ? PHONE.contextOptions : {});
  await context.addCookies(sessionCookies(BASE, `trace-${process.pid}-${Math.random()}`));
  const page = await context.newPage();
  // TRACE_FLOOR=file.html traces that page (a floor saved by `BENCH_SAVE_FLOOR=prefix npm run bench`).
  if (process.env.TRACE_FLOOR) {
    const body = readFileSync(process.env.TRACE_FLOOR, 'utf8');
    await page.route(
      (u) => u.pathname === '/bench-floor.html',
      (r) => r.fulfill({ contentType: 'text/html', body }),
    );
  }
  await page.addInitScript(() => {
    // The islands without a state, listed once (a query per batch of changes would weigh on the trace).
    let waiting = null;
    new MutationObserver((records) => {
      if (performance.getEntriesByName('storefront:ready').length) return;
      waiting ??= new Set(document.querySelectorAll('[data-widget]:not([data-widget-state])'));
      for (const record of records) waiting.delete(record.target);
      for (const island of waiting) {
        if (!island.hasAttribute('data-widget-state')) return;
        waiting.delete(island);
      }
      performance.mark('storefront:ready');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  });
  const cdp = await context.newCDPSession(page);
  if (MOBILE) {
    await emulateNetwork(cdp, PHONE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  }
  const events = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute,v8',
      transferMode: 'ReportEvents',
    });
  }
  await page.goto(`${BASE}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, {
    timeout: 180_000,
  });
  const marks = await page.evaluate(() => {
    const at = (n) => performance.getEntriesByName(n)[0]?.startTime;
    const res = performance
      .getEntriesByType('resource')
      .map((e) => [e.name.replace(location.origin, '').slice(0, 70), e.startTime, e.responseEnd]);
    return { start: at('storefront:start'), ready: at('storefront:ready'), res };
  });
  if (trace) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
  }
  await context.close();
  return { marks, events };
}

await once(false); // warm-up
const { marks, events } = await once(true);
// The renderer's main thread: the thread of the first CrRendererMain.
const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const userStart = events.find((e) => e.name === 'storefront:start');
const userReady = events.find((e) => e.name === 'storefront:ready');
const t0 = userStart?.ts ?? 0;
const t1 = userReady?.ts ?? 0;
const kinds = {
  script: [
    'FunctionCall',
    'EvaluateScript',
    'v8.compileModule',
    'v8.evaluateModule',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'EventDispatch',
    'ResourceReceivedData',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  prePaint: ['PrePaint'],
  paint: ['Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  parse: ['ParseHTML'],
};
const totals = {};
const tops = events.filter((e) => e.tid === mainTid && e.ph === 'X' && e.ts >= t0 && e.ts <= t1);
// Only the outermost events (nested ones are counted in their parent) per kind.
for (const [kind, names] of Object.entries(kinds)) {
  const list = tops.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts);
  let end = 0;
  let sum = 0;
  for (const e of list) {
    if (e.ts >= end) {
      sum += e.dur;
      end = e.ts + e.dur;
    }
  }
  totals[kind] = (sum / 1000).toFixed(1);
}
const tasks = tops.filter((e) => e.name === 'RunTask');
const busy = tasks.reduce((s, e) => s + e.dur, 0) / 1000;
console.log(`start→ready ${((t1 - t0) / 1000).toFixed(1)} ms, main thread busy ${busy.toFixed(1)} ms`);
console.log('by kind (ms):', totals);
const big = tasks
  .filter((e) => e.dur > 15000)
  .map((e) => `${((e.ts - t0) / 1000).toFixed(0)}+${(e.dur / 1000).toFixed(0)}`);
console.log('tasks over 15 ms (start+length from the entry):', big.join(' '));
if (process.env.TRACE_BEFORE)
  // What the main thread did in the TRACE_BEFORE ms before the entry's first statement (its compile and the
  // evaluation of the libraries bundled ahead of it).
  for (const e of events)
    if (
      e.tid === mainTid &&
      e.ts < t0 &&
      e.ts > t0 - Number(process.env.TRACE_BEFORE) * 1000 &&
      (e.dur ?? 0) > 2000
    )
      console.log(
        '   ',
        ((e.ts - t0) / 1000).toFixed(0),
        (e.dur / 1000).toFixed(1),
        e.name,
        JSON.stringify(e.args?.data ?? {}).slice(0, 120),
      );
if (process.env.TRACE_TASKS)
  for (const task of tasks.filter((e) => e.dur > Number(process.env.TRACE_TASKS) * 1000)) {
    const sums = new Map();
    for (const e of tops)
      if (e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && e.name !== 'RunTask')
        sums.set(e.name, Math.max(sums.get(e.name) ?? 0, 0) + e.dur / 1000);
    const parts = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (process.env.TRACE_DETAIL)
      for (const e of events)
        if (e.tid === mainTid && e.ts >= task.ts && e.ts < task.ts + task.dur && (e.dur ?? 0) > 3000)
          console.log(
            '   ',
            ((e.ts - t0) / 1000).toFixed(0),
            (e.dur / 1000).toFixed(1),
            e.name,
            JSON.stringify(e.args?.data ?? {}).slice(0, 150),
          );
    console.log(
      `task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms:`,
      parts.map(([n, v]) => `${n} ${v.toFixed(1)}`).join(', '),
    );
  }
if (process.env.TRACE_NAMES) {
  const sums = new Map();
  const late = tasks.filter((e) => e.ts - t0 > 2000000 && e.dur > 60000);
  for (const task of late)
    for (const e of tops)
      if (e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur)
        sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000 / late.length);
  console.log(
    'per late rendering task (ms):',
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(', '),
  );
}
if (process.env.TRACE_LAYOUT)
  for (const e of tops.filter((e) => e.name === 'Layout' && e.dur > 3000))
    console.log(
      'layout',
      ((e.ts - t0) / 1000).toFixed(0),
      (e.dur / 1000).toFixed(1),
      JSON.stringify(e.args?.beginData ?? {}).slice(0, 160),
    );
for (const [name, s, e] of marks.res)
  console.log(
    `${(s - marks.start).toFixed(0).padStart(6)} ${(e - marks.start).toFixed(0).padStart(6)}  ${name}`,
  );
await close();
