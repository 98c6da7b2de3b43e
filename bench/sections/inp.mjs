// A tap while the page loads: Interaction to Next Paint and the time until the tap's answer is on screen, on
// each phone of BENCH_TIERS (bench/lib/tiers.mjs), at moments of the load: the tapped control's island ready
// (on the list, the first card), a third of the page's islands ready, every island ready, and (`rest`, not by
// default) at rest, every island ready and the browser then idle for a whole idle period. One fresh load per
// tap (nothing left open by an earlier tap). Controls:
//   rental       the first card's add to cart, a rental-only work (bench.html `first=RJ01000003`): opens the
//                rental options popup; answer: the popup placed and visible
//   favourite    the first card's favourite button; answer: the button busy or disabled, or "added"
//   follow       the follow button heading the list (bench.html `follow=RG10002`, a maker the bench's member
//                does not follow): opens the follow popup; answer: the popup placed and visible
//   folder-menu  the folder menu's disclosure on the my-page folder page (under 600 px); answer: its list
//                open and visible
// on lists of BENCH_INP_N cards (the folder page once), with no host CSS (`?host=none`) and the documented one.
//
// The tap is the browser's own touch input (playwright's touchscreen on a touch context: CDP
// Input.dispatchTouchEvent), sent as soon as the page's watcher reports the moment through a binding; with
// BENCH_INP_POINTER=mouse, a mouse click there instead (CDP Input.dispatchMouseEvent). Chromium's emulated
// touch can wait in the browser process before it reaches the page (traced: 150-220 ms while a list fills
// in on the mid tier, from the touch's timestamp to RenderWidgetHostInputEventRouter::
// ForwardEmulatedTouchEvent), which Event Timing counts as input delay; a click takes the direct path. Where
// to tap is read once per page in an unthrottled load at rest (the control's box: the hosts reserve the
// islands' sizes, so it does not move while the page loads; a tap whose event lands outside the control is
// reported as a miss). Reading the box in the timed load would force a layout at the moment.
//
// Measured in the page: the Event Timing entries (PerformanceObserver `event`, durationThreshold 16,
// buffered) of the tap's interaction (grouped by interactionId); INP is the largest duration among them
// (below 16 ms none is reported: "< 16"), split into input delay (pointerdown's processingStart − its
// startTime), processing (each entry's processingEnd − processingStart, summed) and presentation (the end of
// the longest entry − the last processingEnd). "On screen": from the tap's pointerdown timestamp to the end
// of the first frame whose rendering includes the answer (a check in each animation frame after the tap; once
// it holds, the first task after that frame). Targets: INP and on screen within 100 ms on the mid tier, 200 ms
// on the low tier, at every moment.
//
// Environment: BENCH_INP_N (list sizes, default 30,1000,5000), BENCH_INP_RUNS (taps per case, default 3),
// BENCH_INP_HOSTS (none,docs), BENCH_INP_CONTROLS (rental,favourite,follow,folder-menu), BENCH_INP_MOMENTS
// (first,third,all; or rest), BENCH_INP_CAP (s to reach a moment, default 120), BENCH_INP_POINTER (touch | mouse).
import { clearTimeout } from 'node:timers';
import { BUILDS, ctx, list, log, median, onBuild, phones, round } from '../lib/common.mjs';
import { busyWith, openPage, openPhonePage, waitMark } from '../lib/pages.mjs';
import { PHONE_SCREEN } from '../lib/throttle.mjs';
import { describe } from '../lib/tiers.mjs';
import { watch } from '../lib/inp-watch.mjs';

const SIZES = list('BENCH_INP_N', '30,1000,5000').map(Number);
const INP_RUNS = Math.max(Number.parseInt(process.env.BENCH_INP_RUNS ?? '3', 10) || 3, 1);
const HOSTS = list('BENCH_INP_HOSTS', 'none,docs');
const POINTER = process.env.BENCH_INP_POINTER ?? 'touch';
if (!['touch', 'mouse'].includes(POINTER))
  throw new Error(`BENCH_INP_POINTER: touch or mouse, not ${POINTER}`);
const MOMENTS = list('BENCH_INP_MOMENTS', 'first,third,all');
const CAP_MS = (Number(process.env.BENCH_INP_CAP) || 120) * 1000;
/** ms, per tier: INP and the answer on screen. */
export const INP_TARGETS = { mid: 100, low: 200 };
/** The list, its first card a copy of a rental-only fixture work. */
const RENTAL_ONLY = 'RJ01000003';
const onList = (extra) => (n, host) =>
  `/maniax/preview/bench.html?n=${n}&host=${host}&first=${RENTAL_ONLY}${extra}`;
const cards = { path: onList(''), island: '[data-widget]' };
/** Each control: its page, its island and control (selectors), and the kind of answer the watcher waits for. */
const CONTROLS = {
  rental: {
    ...cards,
    control: 'button.sf-product-item__action--cart[aria-haspopup="dialog"]',
    answer: 'dialog',
  },
  favourite: { ...cards, control: 'button.sf-favorite-button', answer: 'favourite' },
  follow: {
    path: onList('&follow=RG10002'),
    island: '[data-widget="follow-button"]',
    control: 'button.sf-follow-button',
    answer: 'dialog',
  },
  'folder-menu': {
    path: (_n, host) => `/maniax/mypage/wishlist/folders/?host=${host}`,
    island: '[data-widget="favorite-folder-menu"]',
    control: 'button.sf-folder-menu__toggle',
    answer: 'disclosure',
    sized: false,
  },
};
const CONTROL_NAMES = list('BENCH_INP_CONTROLS', Object.keys(CONTROLS).join(','));
for (const [variable, names, known] of [
  ['BENCH_INP_CONTROLS', CONTROL_NAMES, Object.keys(CONTROLS)],
  ['BENCH_INP_MOMENTS', MOMENTS, ['first', 'third', 'all', 'rest']],
  ['BENCH_INP_HOSTS', HOSTS, ['none', 'docs']],
]) {
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`${variable}: no ${unknown.join(', ')} (known: ${known.join(', ')})`);
}

/** Where the control's centre is on the phone's screen, once the page is at rest (an unthrottled load). */
async function locate(path, spec) {
  const { context, page } = await openPage({ contextOptions: PHONE_SCREEN });
  await page.goto(`${ctx.base}${path}`);
  await waitMark(page, 'storefront:ready', { timeout: CAP_MS });
  const box = await page.evaluate(
    ({ island, control }) => {
      const element = document.querySelector(island)?.querySelector(control);
      const rect = element?.getBoundingClientRect();
      return rect && rect.width > 0 ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    },
    { island: spec.island, control: spec.control },
  );
  await context.close();
  if (!box || box.y > PHONE_SCREEN.viewport.height)
    throw new Error(
      `inp: ${spec.control} in ${spec.island} of ${path} is not on the first screen (${JSON.stringify(box)})`,
    );
  return box;
}

/** One load on `phone`, one tap at `moment`. */
async function tapOnce(phone, path, spec, box, moment) {
  const { page, close } = await openPhonePage(phone);
  await page.addInitScript(watch, { moment, ...spec });
  let reached;
  const momentReached = new Promise((resolve) => {
    reached = resolve;
  });
  await page.exposeBinding('__inpMoment', async (_source, info) => {
    if (POINTER === 'mouse') await page.mouse.click(box.x, box.y);
    else await page.touchscreen.tap(box.x, box.y);
    reached(info);
  });
  await page.goto(`${ctx.base}${path}`, { waitUntil: 'commit' });
  let timer;
  const capped = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), CAP_MS);
  });
  const info = await Promise.race([momentReached, capped]);
  clearTimeout(timer);
  let measured;
  if (!info) {
    const readyAtCap = await page.evaluate(
      () => document.querySelectorAll('[data-widget][data-widget-state]').length,
    );
    measured = { reached: false, readyAtCap };
  } else {
    // The answer on screen, then the interaction's entries (queued after its frame is presented).
    const answered = await page
      .waitForFunction(() => window.__inp.shownMs !== null, null, { timeout: CAP_MS, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    await page
      .waitForFunction(() => window.__inp.entries.some((e) => e.interactionId > 0), null, {
        timeout: 3000,
        polling: 50,
      })
      .catch(() => {});
    await page.waitForTimeout(300);
    // The long tasks the interaction overlapped (the page's instrument, bench/lib/pages.mjs): what kept it waiting.
    const state = await page.evaluate(() => ({
      ...window.__inp,
      longTasks: window.__bench.longTasks,
      frames: window.__bench.frames,
    }));
    const ids = [...new Set(state.entries.filter((e) => e.interactionId > 0).map((e) => e.interactionId))];
    const entries = state.entries.filter((e) => e.interactionId === ids[0]);
    const longest = entries.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
    const down = entries.find((e) => e.name === 'pointerdown') ?? entries[0];
    const lastEnd = Math.max(...entries.map((e) => e.processingEnd));
    measured = {
      reached: true,
      hit: state.hit,
      tapped: state.target,
      answered,
      inpMs: longest ? longest.duration : 0,
      belowThreshold: !longest,
      inputDelayMs: down ? down.processingStart - down.startTime : null,
      processingMs: entries.reduce((sum, e) => sum + (e.processingEnd - e.processingStart), 0),
      presentationMs: longest ? longest.startTime + longest.duration - lastEnd : null,
      shownMs: state.shownMs,
      interactions: ids.length,
      overlappingTasks: down
        ? state.longTasks
            .filter(
              (t) => t.start < down.startTime + longest.duration && t.start + t.duration > down.startTime,
            )
            .map((t) => [round(t.start - down.startTime), round(t.duration)])
        : [],
      firstInput: state.firstInput,
      // What the tap waited behind: the main thread's work from the input to its handler's start.
      waitedFor: down ? busyWith(state.frames, down.startTime, down.processingStart) : [],
      // ms from the moment to the tap's event: the bench's own round trip, not the page's.
      tapAfterMomentMs: state.tap ? state.tap.timeStamp - state.moment.at : null,
      momentFromStartMs: state.moment.start === null ? null : state.moment.at - state.moment.start,
      readyAtTap: state.moment.ready,
      islands: state.moment.total,
      entries: entries.map((e) => ({
        name: e.name,
        startTime: round(e.startTime),
        processingStart: round(e.processingStart),
        processingEnd: round(e.processingEnd),
        duration: e.duration,
      })),
    };
  }
  await close();
  return measured;
}

/** The cases: every control on every page it has, by host; the folder page once whatever the sizes. */
function cases() {
  const out = [];
  for (const name of CONTROL_NAMES) {
    const spec = CONTROLS[name];
    for (const host of HOSTS)
      for (const n of spec.sized === false ? [null] : SIZES)
        out.push({ control: name, host, n, path: spec.path(n, host), spec });
  }
  return out;
}

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  const tiers = phones();
  const all = cases();
  log(
    `inp: ${all.length} pages x ${MOMENTS.length} moments x ${tiers.length} phones (${tiers.map(describe).join('; ')}) x ${BUILDS.length} builds, ${INP_RUNS} taps each`,
  );
  // Where each control is, once per page and control (the same on both builds: the hosts reserve its box).
  const boxes = new Map();
  for (const c of all) boxes.set(`${c.path} ${c.control}`, await locate(c.path, c.spec));
  const results = new Map();
  const key = (phone, c, moment, build) => `${phone.name} ${c.path} ${c.control} ${moment} ${build}`;
  for (let run = 0; run < INP_RUNS; run++)
    for (const phone of tiers)
      for (const c of all)
        for (const moment of MOMENTS)
          for (const build of BUILDS) {
            const k = key(phone, c, moment, build);
            const previous = results.get(k) ?? [];
            // A case whose moment did not come within the cap is not loaded again.
            if (previous.some((r) => !r.reached)) continue;
            const box = boxes.get(`${c.path} ${c.control}`);
            const measured = await tapOnce(phone, onBuild(c.path, build), c.spec, box, moment);
            results.set(k, [...previous, measured]);
          }
  ctx.results.inp = [];
  for (const phone of tiers)
    for (const c of all)
      for (const moment of MOMENTS)
        for (const build of BUILDS) {
          const runs = results.get(key(phone, c, moment, build)) ?? [];
          // Every tap on the control counts for INP; one whose answer never showed (within the cap) is the
          // on-screen time's worst, as null.
          const taps = runs.filter((r) => r.reached && r.hit);
          const med = (field) => {
            const values = taps.map((r) => r[field]).filter((v) => typeof v === 'number');
            return values.length > 0 ? round(median(values)) : null;
          };
          const target = INP_TARGETS[phone.name] ?? null;
          const row = {
            tier: phone.name,
            profile: describe(phone),
            cpuRate: phone.cpu,
            control: c.control,
            build,
            page: c.n === null ? 'folder page' : `${c.n} cards`,
            host: c.host,
            path: onBuild(c.path, build),
            moment,
            pointer: POINTER,
            taps: taps.length,
            missed: runs.filter((r) => r.reached && !r.hit).length,
            unanswered: runs.filter((r) => r.reached && r.hit && !r.answered).length,
            notReached: runs.find((r) => !r.reached) ?? null,
            inpMs: med('inpMs'),
            worstInpMs: taps.length > 0 ? Math.max(...taps.map((r) => r.inpMs)) : null,
            inputDelayMs: med('inputDelayMs'),
            processingMs: med('processingMs'),
            presentationMs: med('presentationMs'),
            shownMs: med('shownMs'),
            worstShownMs:
              taps.length === 0 || taps.some((r) => r.shownMs === null)
                ? null
                : round(Math.max(...taps.map((r) => r.shownMs))),
            readyAtTap: med('readyAtTap'),
            islands: taps[0]?.islands ?? null,
            momentFromStartMs: med('momentFromStartMs'),
            tapAfterMomentMs: med('tapAfterMomentMs'),
            targetMs: target,
            // The tap of the median input delay: what it waited behind.
            waitedFor:
              [...taps].sort((a, b) => (a.inputDelayMs ?? 0) - (b.inputDelayMs ?? 0))[
                Math.floor((taps.length - 1) / 2)
              ]?.waitedFor ?? [],
            runs,
          };
          row.withinTarget =
            target === null || taps.length === 0
              ? null
              : row.worstInpMs <= target && row.worstShownMs !== null && row.worstShownMs <= target;
          ctx.results.inp.push(row);
          log(`inp ${key(phone, c, moment, build)}: ${JSON.stringify({ ...row, runs: undefined })}`);
        }
}
