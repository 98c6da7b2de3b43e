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
//   TIER_INDEX, TIER_CHECK  the machine's index given, or the benchmark checked under each rate (tiers.mjs)
import { readFileSync } from 'node:fs';
import { emulatePhone } from './lib/throttle.mjs';
import { calibrate, commandLine, describe, profiles } from './lib/tiers.mjs';
import { markReadyOnceSettled } from './lib/ready-mark.mjs';
import { sessionCookies, startPreview } from './preview-server.mjs';

if (process.env.TRACE_MOBILE)
  throw new Error('TRACE_MOBILE is gone: TRACE_TIER=mid|low (or lighthouse-default, the fixed 4x)');
const path = process.env.TRACE_FLOOR
  ? '/bench-floor.html'
  : (process.argv[2] ?? '/maniax/preview/bench.html?n=1000');
const TASK_MS = Number(process.env.TRACE_TASKS ?? 50);
const SAMPLES = process.env.TRACE_SAMPLES !== '0';
const INVALIDATIONS = process.env.TRACE_INVALIDATIONS === '1';
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
const INVALIDATION_EVENTS = new Set([
  'LayoutInvalidationTracking',
  'StyleRecalcInvalidationTracking',
  'ScheduleStyleInvalidationTracking',
  'StyleInvalidatorInvalidationTracking',
]);

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
  await context.addCookies(sessionCookies(base, `trace-${process.pid}-${Math.random()}`));
  const page = await context.newPage();
  // TRACE_FLOOR=file.html traces that page (a floor saved by `BENCH_SAVE_FLOOR=prefix npm run bench`).
  if (process.env.TRACE_FLOOR) {
    const body = readFileSync(process.env.TRACE_FLOOR, 'utf8');
    await page.route(
      (u) => u.pathname === '/bench-floor.html',
      (r) => r.fulfill({ contentType: 'text/html', body }),
    );
  }
  await page.addInitScript(markReadyOnceSettled);
  const cdp = await context.newCDPSession(page);
  if (phone) await emulatePhone(cdp, phone);
  const events = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  }
  await page.goto(`${base}${path}`);
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

/** A script URL as its chunk: the file name without its content hash ("runtime", "cards", "storefront"). */
function chunkOf(url) {
  if (!url) return '(no script URL)';
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url.slice(0, 40);
  }
  const file = pathname.split('/').pop() ?? pathname;
  if (!file.endsWith('.js') && !file.endsWith('.mjs')) return `the page's inline script (${pathname})`;
  return file.replace(/-[A-Za-z0-9_-]{8}\.m?js$/, '').replace(/\.m?js$/, '');
}

const ms = (us) => (us / 1000).toFixed(1);
const sumBy = (pairs) => {
  const sums = new Map();
  for (const [key, value] of pairs) sums.set(key, (sums.get(key) ?? 0) + value);
  return [...sums].sort((a, b) => b[1] - a[1]);
};
/** "product-item ×37 (#0–#36), document ×1": labels grouped by widget, with the islands' index range. */
function groupLabels(labels) {
  const groups = new Map();
  for (const label of labels) {
    const match = /^(.*) #(\d+)$/.exec(label);
    const name = match ? match[1] : label;
    const group = groups.get(name) ?? { count: 0, indices: [] };
    group.count += 1;
    if (match) group.indices.push(Number(match[2]));
    groups.set(name, group);
  }
  return [...groups]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([name, g]) => {
      const range = g.indices.length > 0 ? ` in #${Math.min(...g.indices)}–#${Math.max(...g.indices)}` : '';
      return `${name} ×${g.count}${range}`;
    })
    .join(', ');
}

const KINDS = {
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
  gc: ['MinorGC', 'MajorGC'],
};
/** The summed time of the outermost events of `names` among `list` (a nested one counts in its parent). */
function outermost(list, names) {
  const chosen = list.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts);
  let end = 0;
  let sum = 0;
  for (const e of chosen)
    if (e.ts >= end) {
      sum += e.dur;
      end = e.ts + e.dur;
    }
  return sum;
}

/** The sampling profiler's samples on the main thread: [{ ts, node }] with the nodes' call frames. */
function samplesOf(events, mainPid, mainTid) {
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === mainPid && e.tid === mainTid).map((e) => e.id),
  );
  const nodes = new Map();
  const samples = [];
  const clock = new Map(
    events
      .filter((e) => e.name === 'Profile' && profileIds.has(e.id))
      .map((e) => [e.id, e.args.data.startTime]),
  );
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== mainPid || !profileIds.has(e.id)) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    let t = clock.get(e.id) ?? 0;
    for (const [i, id] of ids.entries()) {
      const delta = data.timeDeltas?.[i] ?? 0;
      t += delta;
      samples.push({ ts: t, weight: delta, node: id });
    }
    clock.set(e.id, t);
  }
  // Each sample's script: its nearest frame with a URL; V8's own nodes by name.
  const scriptOf = new Map();
  const script = (id) => {
    if (scriptOf.has(id)) return scriptOf.get(id);
    const node = nodes.get(id);
    let result;
    if (!node) result = '(unknown)';
    else if (node.callFrame.url) result = chunkOf(node.callFrame.url);
    else if (['(garbage collector)', '(program)', '(idle)', '(root)'].includes(node.callFrame.functionName))
      result = node.callFrame.functionName;
    else result = node.parent === undefined ? '(no script URL)' : script(node.parent);
    scriptOf.set(id, result);
    return result;
  };
  // The weight of a sample is the time to the next one (the interval it stands for).
  for (let i = 0; i < samples.length; i++)
    samples[i].weight = (samples[i + 1]?.ts ?? samples[i].ts) - samples[i].ts;
  return samples.map((s) => ({ ...s, script: script(s.node) }));
}

function report({ marks, events, labels }) {
  // The renderer's main thread: the one that marked the entry's start (else the first CrRendererMain).
  const userStart = events.find((e) => e.name === 'storefront:start');
  const userReady = events.find((e) => e.name === 'storefront:ready');
  const mainTid =
    userStart?.tid ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const mainPid = userStart?.pid ?? events.find((e) => e.tid === mainTid)?.pid;
  const t0 = userStart?.ts ?? 0;
  const t1 = userReady?.ts ?? 0;
  const main = events.filter((e) => e.tid === mainTid && e.pid === mainPid);
  const totals = {};
  const tops = main.filter((e) => e.ph === 'X' && e.ts >= t0 && e.ts <= t1);
  for (const [kind, names] of Object.entries(KINDS)) totals[kind] = ms(outermost(tops, names));
  const tasks = tops.filter((e) => e.name === 'RunTask');
  const busy = tasks.reduce((s, e) => s + e.dur, 0) / 1000;
  console.log(`start→ready ${ms(t1 - t0)} ms, main thread busy ${busy.toFixed(1)} ms`);
  console.log('by kind (ms):', totals);
  const big = tasks
    .filter((e) => e.dur > 15000)
    .map((e) => `${((e.ts - t0) / 1000).toFixed(0)}+${(e.dur / 1000).toFixed(0)}`);
  console.log('tasks over 15 ms (start+length from the entry):', big.join(' '));
  if (process.env.TRACE_BEFORE)
    // What the main thread did in the TRACE_BEFORE ms before the entry's first statement (its compile and the
    // evaluation of the libraries bundled ahead of it).
    for (const e of main)
      if (e.ts < t0 && e.ts > t0 - Number(process.env.TRACE_BEFORE) * 1000 && (e.dur ?? 0) > 2000)
        console.log(
          '   ',
          ((e.ts - t0) / 1000).toFixed(0),
          (e.dur / 1000).toFixed(1),
          e.name,
          JSON.stringify(e.args?.data ?? {}).slice(0, 120),
        );

  // Where each long task comes from. The entry's own task (the one running at its first statement) too.
  const samples = SAMPLES ? samplesOf(events, mainPid, mainTid) : [];
  // React's work phases (its Scheduler track also logs waits: Update, Waiting, Blocked, and track labels).
  const reactPhases = main.filter(
    (e) =>
      e.name === 'TimeStamp' &&
      e.args?.data?.trackGroup === 'Scheduler ⚛' &&
      e.args.data.end > e.args.data.start &&
      !/^(Update|Waiting|Cascading|.* Track$)/.test(e.args.data.message),
  );
  const scripted = KINDS.script;
  const allTasks = main.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.ts + e.dur >= t0 && e.ts <= t1,
  );
  const long = allTasks.filter((e) => e.dur > TASK_MS * 1000);
  console.log(
    `\ntasks over ${TASK_MS} ms from the entry's first statement to every island ready: ${long.length}` +
      (SAMPLES && samples.length === 0 ? ' (no samples: script by chunk from the outermost calls)' : ''),
  );
  for (const task of long) {
    const end = task.ts + task.dur;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const spans = inside.filter((e) => e.ph === 'X');
    const work = Object.entries(KINDS)
      .map(([kind, names]) => [kind, outermost(spans, names)])
      .filter(([, v]) => v >= 500)
      .map(([kind, v]) => `${kind} ${ms(v)}`);
    console.log(
      `task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${ms(task.dur)} ms${task.ts <= t0 ? " (the entry's task)" : ''}`,
    );
    console.log(`  work: ${work.join(', ') || '-'}`);
    // Outermost events: what started the work of the task.
    const outer = [];
    let outerEnd = 0;
    for (const e of spans.sort((a, b) => a.ts - b.ts))
      if (e.ts >= outerEnd && e.dur > 0) {
        outer.push(e);
        outerEnd = e.ts + e.dur;
      }
    const callUrl = (e) => {
      const first = spans.find((c) => c.name === 'FunctionCall' && c.ts >= e.ts && c.ts < e.ts + e.dur);
      return first?.args?.data?.url;
    };
    // The script most sampled inside an event (for calls whose own event names none: microtasks, modules).
    const sampled = (e) => {
      const [top] = sumBy(
        samples
          .filter((x) => x.ts >= e.ts && x.ts < e.ts + e.dur && !x.script.startsWith('('))
          .map((x) => [x.script, x.weight]),
      );
      return top ? ` → ${top[0]}` : '';
    };
    const starter = (e) => {
      const data = e.args?.data ?? {};
      if (e.name === 'FunctionCall') return `call in ${chunkOf(data.url)}`;
      if (e.name === 'EventDispatch')
        return `event ${data.type}${callUrl(e) ? ` → ${chunkOf(callUrl(e))}` : ''}`;
      if (['TimerFire', 'FireAnimationFrame'].includes(e.name))
        return `${e.name === 'TimerFire' ? 'timer' : 'animation frame'}${callUrl(e) ? ` → ${chunkOf(callUrl(e))}` : ''}`;
      if (e.name.startsWith('XHR') || e.name === 'ResourceReceivedData')
        return `${e.name} ${String(data.url ?? '')
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/\?.*/, '')}`;
      if (e.name === 'v8.compileModule') return `module compile ${chunkOf(data.url ?? e.args?.fileName)}`;
      if (e.name === 'v8.evaluateModule') return `module evaluation${sampled(e)}`;
      if (e.name === 'EvaluateScript')
        return data.url
          ? `script ${chunkOf(data.url)}`
          : `script${sampled(e) || ' without a URL (an init script, the driver)'}`;
      if (e.name === 'RunMicrotasks') return `microtasks${sampled(e)}`;
      return e.name;
    };
    const started = sumBy(outer.filter((e) => e.dur >= 1000).map((e) => [starter(e), e.dur]));
    console.log(`  started by: ${started.map(([n, v]) => `${n} ${ms(v)}`).join(', ') || '-'}`);
    if (samples.length > 0) {
      const byScript = sumBy(
        samples
          .filter((s) => s.ts >= task.ts && s.ts < end && s.script !== '(idle)')
          .map((s) => [s.script, s.weight]),
      ).filter(([, v]) => v >= 500);
      console.log(
        `  script by chunk (sampled): ${byScript.map(([n, v]) => `${n} ${ms(v)}`).join(', ') || '-'}`,
      );
    } else {
      const byCall = sumBy(
        outer
          .filter((e) => scripted.includes(e.name))
          .map((e) => [chunkOf(e.args?.data?.url ?? callUrl(e)), e.dur]),
      ).filter(([, v]) => v >= 500);
      console.log(
        `  script by chunk (outermost calls): ${byCall.map(([n, v]) => `${n} ${ms(v)}`).join(', ') || '-'}`,
      );
    }
    const react = sumBy(
      reactPhases
        .filter((e) => e.args.data.start >= task.ts && e.args.data.start < end)
        .map((e) => [e.args.data.message, Math.min(e.args.data.end, end) - e.args.data.start]),
    );
    if (react.length > 0) console.log(`  React: ${react.map(([n, v]) => `${n} ${ms(v)}`).join(', ')}`);
    // Forced: a style or layout inside a script event (read by the script, not the frame's).
    const scripts = spans.filter((e) => scripted.includes(e.name));
    const forced = (e) => scripts.some((s) => s.ts <= e.ts && e.ts + e.dur <= s.ts + s.dur);
    const styles = spans.filter((e) => e.name === 'UpdateLayoutTree');
    if (styles.length > 0)
      console.log(
        `  style: ${styles.length} recalculations, ${styles.reduce((s, e) => s + (e.args?.elementCount ?? 0), 0)} elements, ${ms(styles.reduce((s, e) => s + e.dur, 0))} ms, ${styles.filter(forced).length} forced by script`,
      );
    const layouts = spans.filter((e) => e.name === 'Layout');
    if (layouts.length > 0) {
      const dirty = layouts.reduce((s, e) => s + (e.args?.beginData?.dirtyObjects ?? 0), 0);
      const total = Math.max(...layouts.map((e) => e.args?.beginData?.totalObjects ?? 0));
      const roots = layouts.flatMap((e) =>
        (e.args?.endData?.layoutRoots ?? []).map((r) => labels.get(r.nodeId) ?? r.nodeName ?? '?'),
      );
      console.log(
        `  layout: ${layouts.length} layouts, ${dirty} dirty of ${total} objects, ${ms(layouts.reduce((s, e) => s + e.dur, 0))} ms, ${layouts.filter(forced).length} forced by script; roots: ${groupLabels(roots)}`,
      );
    }
    if (INVALIDATIONS) {
      const dirtied = inside.filter((e) => INVALIDATION_EVENTS.has(e.name) && e.args?.data?.nodeId);
      if (dirtied.length > 0) {
        const nodes = [...new Set(dirtied.map((e) => e.args.data.nodeId))];
        const reasons = sumBy(dirtied.map((e) => [e.args.data.reason ?? e.name, 1]));
        console.log(
          `  dirtied: ${groupLabels(nodes.map((id) => labels.get(id) ?? `node ${id}`))}; ${reasons
            .slice(0, 6)
            .map(([n, v]) => `${n} ×${v}`)
            .join(', ')}`,
        );
      }
    }
    if (process.env.TRACE_DETAIL)
      for (const e of spans)
        if ((e.dur ?? 0) > 3000)
          console.log(
            '   ',
            ((e.ts - t0) / 1000).toFixed(0),
            (e.dur / 1000).toFixed(1),
            e.name,
            JSON.stringify(e.args?.data ?? e.args?.beginData ?? {}).slice(0, 150),
          );
  }
  if (reactPhases.length === 0 && long.length > 0)
    console.log(
      "(React's phases: trace the bench build, `bench.html?build=bench`: React's profiling build logs them)",
    );
  if (process.env.TRACE_NAMES) {
    const late = tasks.filter((e) => e.ts - t0 > 2000000 && e.dur > 60000);
    const sums = sumBy(
      late.flatMap((task) =>
        tops
          .filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur)
          .map((e) => [e.name, e.dur / 1000 / late.length]),
      ),
    );
    console.log(
      'per late rendering task (ms):',
      sums
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
  console.log('');
  for (const [name, s, e] of marks.res)
    console.log(
      `${(s - marks.start).toFixed(0).padStart(6)} ${(e - marks.start).toFixed(0).padStart(6)}  ${name}`,
    );
}

const { base, browser, close } = await startPreview();
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
  report(await once(browser, base, phone, true));
} finally {
  await close();
}
