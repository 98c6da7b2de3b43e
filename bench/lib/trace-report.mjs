// The report of bench/trace.mjs, from the events of one traced load.
import {
  chunkOf,
  groupLabels,
  INVALIDATION_EVENTS,
  KINDS,
  ms,
  outermost,
  samplesOf,
  sumBy,
} from './trace-events.mjs';

const LOAD = ['storefront:start', 'storefront:ready'];

/**
 * Prints a trace's report: the main thread by kind of work from the entry's first statement to every island
 * ready (or between the two marks of `span`), each task over `taskMs` with what it was made of
 * (bench/trace.mjs's header), and the resources. `samples`: the sampling profiler was on; `invalidations`:
 * the invalidation tracking was.
 */
export function report({ marks, events, labels }, { taskMs, samples: sampled, invalidations, span = LOAD }) {
  // The renderer's main thread: the one that marked the span's start (else the first CrRendererMain).
  const userStart = events.find((e) => e.name === span[0]);
  const userReady = events.find((e) => e.name === span[1]);
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
  const samples = sampled ? samplesOf(events, mainPid, mainTid) : [];
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
  const long = allTasks.filter((e) => e.dur > taskMs * 1000);
  console.log(
    `\ntasks over ${taskMs} ms from the entry's first statement to every island ready: ${long.length}` +
      (sampled && samples.length === 0 ? ' (no samples: script by chunk from the outermost calls)' : ''),
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
    if (invalidations) {
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
