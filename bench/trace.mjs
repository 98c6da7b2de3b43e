// `node bench/trace.mjs [path]`: one page of the production build (dist/, build it first), as a member,
// traced by Chromium (devtools.timeline): prints the main thread's time from the entry's first statement
// to every island ready, by kind of work (script, style and layout, pre-paint and paint), where each long
// task comes from, and the resources' start and end. Before the page, the machine's benchmark index is
// measured (bench/lib/tiers.mjs) and printed with the tiers' CPU rates.
//
// Each task over 50 ms (TRACE_TASKS=ms) from the entry's first statement to every island ready, with:
//   work       its time by kind (script, style, layout, pre-paint, paint, parse, GC)
//   script     by chunk: where the sampled JavaScript ran (V8's sampling profiler in the trace: the nearest
//              frame with a script URL, named by its file without the content hash; GC and "(program)",
//              the engine's own work, apart). Script time includes the style and layout it forced.
//   started by the task's outermost events: a function call (by its script's chunk), a timer, an animation
//              frame, an event (its type), microtasks, a response (its URL), a module's evaluation
//   React      the time in React's Render, Commit and effects phases, from React's profiling build, which
//              logs them with console.timeStamp (the bench build: bench.html?build=bench; the product build
//              logs nothing)
//   style      recalculations, elements recalculated, ms, how many forced by script
//   layout     layouts, dirty and total layout objects, ms, how many forced by script, and the layout roots:
//              which island's DOM (widget and index among the page's islands) or the document
//   dirtied    with TRACE_INVALIDATIONS=1: the nodes whose style or layout the task invalidated, by island,
//              and why (Chromium's invalidation tracking; a heavy category: its own times run slower)
//
// Options (environment):
//   TRACE_TIER=mid|low|lighthouse-default  a phone (bench/lib/tiers.mjs): the tier's screen, network and CPU
//                           rate on this machine (lighthouse-default: Lighthouse's fixed 4x); none: desktop
//   TRACE_TASKS=ms          the long-task threshold (default 50)
//   TRACE_DETAIL=1          every event over 3 ms inside each long task
//   TRACE_SAMPLES=0         no sampling profiler (script by chunk falls back to the outermost calls' scripts)
//   TRACE_INVALIDATIONS=1   the nodes each long task dirtied (above)
//   TRACE_FLOOR=file.html   trace a floor page saved by `BENCH_SAVE_FLOOR=prefix npm run bench` instead
//   TRACE_BEFORE=ms         what the main thread did in the ms before the entry's first statement
//   TRACE_LAYOUT=1          each layout over 3 ms (dirty and total objects)
//   TRACE_NAMES=1           the average late rendering task (over 60 ms, 2 s after the start) by event
//   TRACE_CLICK=selector    trace a mouse click on the selector's first match (scrolled into view) instead of
//                           the load: from the click to a second after it, every island ready and the page idle
//   TIER_INDEX, TIER_CHECK  the machine's index given, or the benchmark checked under each rate (tiers.mjs)
import { readFileSync } from 'node:fs';
import { emulatePhone } from './lib/throttle.mjs';
import { calibrate, commandLine, describe, profiles } from './lib/tiers.mjs';
import { INVALIDATION_EVENTS } from './lib/trace-events.mjs';
import { report } from './lib/trace-report.mjs';
import { previewWithChromium, recordReadiness, sessionCookies } from '../scripts/harness/index.mjs';

const path = process.env.TRACE_FLOOR
  ? '/bench-floor.html'
  : (process.argv[2] ?? '/maniax/preview/bench.html?n=1000');
const TASK_MS = Number(process.env.TRACE_TASKS ?? 50);
const SAMPLES = process.env.TRACE_SAMPLES !== '0';
const INVALIDATIONS = process.env.TRACE_INVALIDATIONS === '1';
const CLICK = process.env.TRACE_CLICK;
// Validated before the browser starts.
if (process.env.TRACE_TIER) profiles(process.env.TRACE_TIER, { tiers: {} }, 'TRACE_TIER');

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'v8',
  ...(SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
  ...(INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
];

/** Labels the nodes of `backendIds` (the trace's DOM node ids) by their island: "product-item #12", or what they are. */
async function labelNodes(cdp, backendIds) {
  const labels = new Map();
  if (backendIds.length === 0) return labels;
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: backendIds });
  for (const [i, nodeId] of nodeIds.entries()) {
    if (!nodeId) {
      labels.set(backendIds[i], '(gone)');
      continue;
    }
    const resolved = await cdp.send('DOM.resolveNode', { nodeId }).catch(() => null);
    if (!resolved?.object?.objectId) continue;
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: resolved.object.objectId,
      returnByValue: true,
      functionDeclaration: `function () {
        if (this.nodeType === Node.DOCUMENT_NODE) return 'document';
        const element = this.nodeType === Node.ELEMENT_NODE ? this : this.parentElement;
        if (!element || !element.isConnected) return '(detached)';
        const island = element.closest('[data-widget]');
        if (!island) {
          if (element === document.documentElement) return 'html';
          if (element === document.body) return 'body';
          const name = element.localName + (element.classList[0] ? '.' + element.classList[0] : '');
          return 'outside the islands: ' + name;
        }
        window.__traceIslands ??= new Map([...document.querySelectorAll('[data-widget]')].map((e, i) => [e, i]));
        return island.getAttribute('data-widget') + ' #' + window.__traceIslands.get(island);
      }`,
    });
    labels.set(backendIds[i], result?.value ?? '?');
  }
  return labels;
}

async function once(browser, base, phone, trace) {
  const context = await browser.newContext(phone ? phone.contextOptions : {});
  await context.addCookies(sessionCookies({ tool: 'trace', url: base }));
  const page = await context.newPage();
  // TRACE_FLOOR=file.html traces that page (a floor saved by `BENCH_SAVE_FLOOR=prefix npm run bench`).
  if (process.env.TRACE_FLOOR) {
    const body = readFileSync(process.env.TRACE_FLOOR, 'utf8');
    await page.route(
      (u) => u.pathname === '/bench-floor.html',
      (r) => r.fulfill({ contentType: 'text/html', body }),
    );
  }
  // A saved floor is not a preview page: the recorder comes as an init script.
  await page.addInitScript(recordReadiness);
  const cdp = await context.newCDPSession(page);
  if (phone) await emulatePhone(cdp, phone);
  const events = [];
  const startTracing = async () => {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  };
  if (trace && !CLICK) await startTracing();
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:ready').length > 0, null, {
    timeout: 180_000,
  });
  if (CLICK) {
    // Where to click, on screen (scrolled there if below it) and read before the trace (it forces a
    // layout); then two seconds and an idle period.
    await page.locator(CLICK).first().scrollIntoViewIfNeeded();
    const box = await page.locator(CLICK).first().boundingBox();
    if (!box) throw new Error(`TRACE_CLICK: no box for ${CLICK}`);
    await page.evaluate(
      () => new Promise((r) => setTimeout(() => window.requestIdleCallback(() => r()), 2000)),
    );
    if (trace) await startTracing();
    await page.evaluate(() => performance.mark('trace:click'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1000);
    await page.evaluate(() => performance.mark('trace:click-end'));
  }
  const marks = await page.evaluate(() => {
    const at = (n) => performance.getEntriesByName(n)[0]?.startTime;
    const res = performance
      .getEntriesByType('resource')
      .map((e) => [e.name.replace(location.origin, '').slice(0, 70), e.startTime, e.responseEnd]);
    return { start: at('storefront:start'), ready: at('storefront:ready'), res };
  });
  let labels = new Map();
  if (trace) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The layout roots and the invalidated nodes, labelled while the page is still there.
    const ids = new Set();
    for (const e of events) {
      if (e.name === 'Layout') for (const root of e.args?.endData?.layoutRoots ?? []) ids.add(root.nodeId);
      if (INVALIDATION_EVENTS.has(e.name) && e.args?.data?.nodeId) ids.add(e.args.data.nodeId);
    }
    const list = [...ids].filter((id) => Number.isInteger(id)).slice(0, 5000);
    if (ids.size > list.length) console.log(`(labelling ${list.length} of ${ids.size} nodes)`);
    labels = await labelNodes(cdp, list);
  }
  await context.close();
  return { marks, events, labels };
}

const { base, browser, close } = await previewWithChromium();
try {
  const calibration = await calibrate(browser);
  for (const line of calibration.lines) console.log(line);
  const phone = process.env.TRACE_TIER
    ? profiles(process.env.TRACE_TIER, calibration, 'TRACE_TIER')[0]
    : null;
  console.log(
    `${path} · ${phone ? describe(phone) : 'desktop, no throttling'} · \`${commandLine(['TRACE_', 'TIER_', 'CHROMIUM_PATH'], `node bench/trace.mjs ${process.argv[2] ? `'${process.argv[2]}'` : ''}`).trim()}\`\n`,
  );
  await once(browser, base, phone, false); // warm-up
  report(await once(browser, base, phone, true), {
    taskMs: TASK_MS,
    samples: SAMPLES,
    invalidations: INVALIDATIONS,
    span: CLICK ? ['trace:click', 'trace:click-end'] : undefined,
  });
} finally {
  await close();
}
