// No long tasks: islands are rendered in slices, each its own task, so that a tap during mounting
// is answered between two slices. Islands in or near the viewport go first; the rest follow once the
// browser has been idle. A slice's size adapts to what the last one cost, aiming at SLICE_MS of work.

import { reportError } from '../analytics/report-error';
import type { MountedIsland } from './island-set';

/**
 * Work per slice: under the 50 ms of a long task with room for an input handler, and few enough slices that
 * the frames painted between them add little to the time until every island is ready.
 */
const SLICE_MS = 25;
const MAX_SLICE = 100;

/**
 * The browser's work for a slice's frame (style, layout, paint of what the slice added) is a task of its
 * own, apart from the slice's script: on a phone (CPU 4x) it cost 50-120 ms a frame at 1000 cards while
 * the script kept to its 25 ms (traced under Lighthouse's mobile profile). A slice is sized so that its
 * frame too stays under a long task.
 */
const FRAME_MS = 35;
const MIN_FRAME_SLICE = 2;

/** How far outside the viewport an island still counts as near: one screen height. */
const NEAR_SCREENS = 1;

/** True when `element` is within a screen of the viewport (or has no box: rendering it costs no layout). */
export function isNearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return true;
  const margin = window.innerHeight * NEAR_SCREENS;
  return rect.bottom >= -margin && rect.top <= window.innerHeight + margin;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser lay out and paint what the last slice added before the next one: without a frame in
 * between, several slices' layout piles up into one long rendering task (measured: 100-230 ms at 1000
 * cards). Resolves with the ms from the frame's start (its animation frame callbacks) to the first task
 * after it: the browser's rendering of that frame. Falls back to a plain yield where there are no frames
 * (a hidden tab, jsdom), resolving 0.
 */
export function afterNextFrame(): Promise<number> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return yieldToBrowser().then(() => 0);
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      setTimeout(() => resolve(performance.now() - frameStart), 0);
    }),
  );
}

/** Lets the browser handle input before going on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(timeout = 200): Promise<void> {
  if (typeof requestIdleCallback === 'function')
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface RenderQueue {
  /** Queues islands whose code and data are in; `near` islands go before the others. */
  push(island: MountedIsland, near: boolean): void;
}

/**
 * `render(slice)` renders and commits a slice synchronously (the runtime wraps it in flushSync), so its
 * cost can be measured and the next slice sized from it.
 */
export function createRenderQueue(render: (slice: MountedIsland[]) => void): RenderQueue {
  const near: MountedIsland[] = [];
  const far: MountedIsland[] = [];
  let size = 4;
  /** The most islands whose rendering fits a frame of FRAME_MS, from the last frame's cost. */
  let frameCap = MAX_SLICE;
  let draining = false;
  /** The far islands wait for one idle period, then go in slices like the near ones. */
  let idleSeen = false;

  /** The first slice waits a task: the runtime's start (its first scan) is a task of its own before it. */
  let started = false;

  const drain = async () => {
    if (!started) {
      started = true;
      await yieldToBrowser();
    }
    while (near.length > 0 || far.length > 0) {
      if (near.length === 0 && !idleSeen) {
        await whenIdle();
        idleSeen = true;
        continue;
      }
      const source = near.length > 0 ? near : far;
      const slice = source.splice(0, size);
      const started = performance.now();
      try {
        render(slice);
      } catch (error) {
        // One slice failing (each island has its own boundary, so this is the host itself) must not stop
        // the queue: the islands after it still render.
        reportError(error);
      }
      const spent = Math.max(performance.now() - started, 0.5);
      // At most twice the last size: a first cheap slice (nothing to lay out yet) says little.
      size = Math.min(
        MAX_SLICE,
        size * 2,
        frameCap,
        Math.max(1, Math.round((slice.length * SLICE_MS) / spent)),
      );
      if (near.length === 0 && far.length === 0) break;
      const rendering = await afterNextFrame();
      // What this slice cost its frame, per island, sizes the next slices' frames. Part of a frame's cost
      // does not shrink with the slice (painting the screen): never below MIN_FRAME_SLICE islands.
      frameCap =
        rendering > FRAME_MS
          ? Math.max(MIN_FRAME_SLICE, Math.floor((slice.length * FRAME_MS) / rendering))
          : MAX_SLICE;
      size = Math.min(size, frameCap);
    }
    draining = false;
  };

  return {
    push(island, isNear) {
      (isNear ? near : far).push(island);
      if (draining) return;
      draining = true;
      // Islands pushed in the same task (one answer settles many) are queued before the first slice.
      queueMicrotask(() => void drain());
    },
  };
}
