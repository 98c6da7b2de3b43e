// The trace's events, read for bench/trace.mjs: chunks of script URLs, the kinds of work, the outermost
// events' time, the sampling profiler's samples.

export const INVALIDATION_EVENTS = new Set([
  'LayoutInvalidationTracking',
  'StyleRecalcInvalidationTracking',
  'ScheduleStyleInvalidationTracking',
  'StyleInvalidatorInvalidationTracking',
]);

/** A script URL as its chunk: the file name without its content hash ("runtime", "cards", "storefront"). */
export function chunkOf(url) {
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

export const ms = (us) => (us / 1000).toFixed(1);
export const sumBy = (pairs) => {
  const sums = new Map();
  for (const [key, value] of pairs) sums.set(key, (sums.get(key) ?? 0) + value);
  return [...sums].sort((a, b) => b[1] - a[1]);
};
/** "product-item ×37 (#0–#36), document ×1": labels grouped by widget, with the islands' index range. */
export function groupLabels(labels) {
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

export const KINDS = {
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
export function outermost(list, names) {
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
export function samplesOf(events, mainPid, mainTid) {
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
