// No long tasks: islands are rendered in slices of a few ms, a few slices to a task of at most 25 ms, so
// that a tap during mounting is answered between two tasks. The queue follows the viewport: islands within
// a screen of it go first, the islands on screen first of all, whenever they come there (a fling, an
// anchor); the rest follow once the browser has been idle, on a long list with their rendering skipped
// until they near (far-rendering.ts). A slice's size adapts to what the last ones cost (slice-sizing.ts).

import { reportError } from '../analytics/report-error';
import type { MountedIsland } from './island-set';
import { announcesNearing, restoreRendering, skipWhileFar } from './far-rendering';
import { afterNextFrame, whenIdle, yieldToBrowser } from './scheduling';
import { createSliceSizing, TASK_MS } from './slice-sizing';
import { createViewportWatch, type ViewportChange, type ViewportWatch } from './viewport-watch';

/** How far outside the viewport an island still counts as near: one screen height. */
const NEAR_SCREENS = 1;

/**
 * Islands on a page from which the far ones skip their rendering (far-rendering.ts): a long list, whose
 * frames would lay out every card rendered so far. A shorter page renders as it is written: a skipped
 * island's `innerText` is empty until the browser renders it, which a host script may read.
 */
export const SKIP_FROM = 200;

/**
 * True when `element` is within a screen of the viewport (or has no box: rendering it costs no layout).
 * Where the browser has no IntersectionObserver, the queue reads it once per island, when it is queued.
 */
export function isNearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return true;
  const margin = window.innerHeight * NEAR_SCREENS;
  return rect.bottom >= -margin && rect.top <= window.innerHeight + margin;
}

export interface RenderQueue {
  /**
   * Watches an island from when it is found, before its code and data are in: when it comes within a screen
   * of the viewport, `onNear` runs (once), so that what it waits for can be sent for at once.
   */
  watch(island: MountedIsland, onNear?: () => void): void;
  /** Queues an island whose code and data are in. */
  push(island: MountedIsland): void;
  /** Forgets an island (unmounted, removed, failed): it is not rendered. */
  drop(island: MountedIsland): void;
  /** Forgets every island and stops watching the viewport. */
  stop(): void;
}

/**
 * `render(slice)` renders and commits a slice synchronously (the runtime wraps it in flushSync), so its
 * cost can be measured and the next slice sized from it.
 */
export function createRenderQueue(
  render: (slice: MountedIsland[]) => void,
  { skipFrom = SKIP_FROM } = {},
): RenderQueue {
  /** Queued islands within a screen of the viewport (those on screen at the front), then the rest. */
  const near: MountedIsland[] = [];
  const far: MountedIsland[] = [];
  /** Every queued island by its element: an island in `near` or `far` but not here was dropped. */
  const queued = new Map<Element, MountedIsland>();
  /** Watched islands not queued yet, with what runs when they come near. */
  const found = new Map<Element, (() => void) | undefined>();
  /**
   * Islands rendered far from the viewport with their rendering skipped (far-rendering.ts) until they near;
   * watched by the observer for that where the browser does not say when.
   */
  const skipped = new Set<HTMLElement>();
  const watchSkipped = !announcesNearing();
  /** Islands the queue has been given on this page (watched or queued). */
  let islandsSeen = 0;
  let viewport: ViewportWatch | null = null;
  const sizing = createSliceSizing();
  let draining = false;
  /** The far islands wait for one idle period, then go in slices like the near ones. */
  let idleSeen = false;
  /** Wakes the drain from its wait for an idle period: islands came near. */
  let wake: (() => void) | null = null;
  /** The first slice waits a task: the runtime's start (its first scan) is a task of its own before it. */
  let started = false;

  const onViewport = (changes: ViewportChange[]) => {
    const onScreen: MountedIsland[] = [];
    const around: MountedIsland[] = [];
    for (const change of changes) {
      if (change.near && skipped.has(change.element as HTMLElement)) {
        restoreRendering(change.element as HTMLElement);
        continue;
      }
      if (change.near && found.has(change.element)) {
        const onNear = found.get(change.element);
        found.set(change.element, undefined);
        onNear?.();
      }
      const island = queued.get(change.element);
      if (!island) continue;
      const from = change.near ? far : near;
      const at = from.indexOf(island);
      if (at < 0) continue;
      from.splice(at, 1);
      if (!change.near) far.unshift(island);
      else (change.onScreen ? onScreen : around).push(island);
    }
    near.unshift(...onScreen);
    near.push(...around);
    if (near.length > 0) wake?.();
  };

  const unwatch = (element: Element) => {
    viewport?.unobserve(element);
    if (viewport && queued.size === 0 && found.size === 0 && (!watchSkipped || skipped.size === 0)) {
      viewport.disconnect();
      viewport = null;
    }
  };

  /** The next slice's islands, near ones first; islands dropped while queued are skipped. */
  const take = (size: number): MountedIsland[] => {
    const slice: MountedIsland[] = [];
    for (const source of [near, far])
      while (slice.length < size && source.length > 0) {
        if (source === far && near.length > 0) break;
        const island = source.shift() as MountedIsland;
        if (queued.get(island.element) !== island) continue;
        queued.delete(island.element);
        slice.push(island);
        const element = island.element;
        // One rendered away from the viewport has its rendering skipped until it nears: where the browser
        // does not say when, the queue goes on watching it to take the skipping off.
        const skipping =
          source === far &&
          viewport &&
          islandsSeen >= skipFrom &&
          skipWhileFar(element, sizeOf(element), () => unskipped(element));
        if (skipping) skipped.add(element);
        if (!skipping || !watchSkipped) unwatch(element);
      }
    return slice;
  };

  const unskipped = (element: HTMLElement) => {
    skipped.delete(element);
    if (watchSkipped) unwatch(element);
  };

  /** An island's size as the observer last saw it (read from the page where it has not reported yet). */
  const sizeOf = (element: HTMLElement) => viewport?.size(element) ?? element.getBoundingClientRect();

  /** One slice, its islands committed (and measured) at once. */
  const renderSlice = (slice: MountedIsland[]) =>
    sizing.rendered(slice.length, () => {
      try {
        render(slice);
      } catch (error) {
        // One slice failing (each island has its own boundary, so this is the host itself) must not stop
        // the queue: the islands after it still render.
        reportError(error);
      }
    });

  /**
   * One task's slices: near islands one slice (a frame follows, to show them); far ones slice after slice
   * until the next would take the task past TASK_MS, or a frame is due, or islands came near.
   */
  const renderTask = () => {
    const started = performance.now();
    for (;;) {
      const fromNear = near.length > 0;
      const slice = take(fromNear ? Math.min(sizing.size(), near.length) : sizing.size());
      if (slice.length === 0) return;
      renderSlice(slice);
      if (fromNear || near.length > 0 || queued.size === 0 || sizing.frameDue(false)) return;
      if (performance.now() - started + sizing.nextMs() > TASK_MS) return;
    }
  };

  const drain = async () => {
    if (!started) {
      started = true;
      await yieldToBrowser();
    }
    await renderQueued();
    draining = false;
  };

  const renderQueued = async () => {
    while (queued.size > 0) {
      if (near.length === 0 && !idleSeen) {
        await Promise.race([whenIdle(), new Promise<void>((resolve) => (wake = resolve))]);
        wake = null;
        // Woken by islands coming near: those go now, and the far ones still wait for an idle period.
        if (near.length === 0) idleSeen = true;
        continue;
      }
      const fromNear = near.length > 0;
      renderTask();
      if (queued.size === 0) break;
      if (sizing.frameDue(fromNear)) sizing.framed(await afterNextFrame());
      else await yieldToBrowser();
    }
  };

  return {
    watch(island, onNear) {
      viewport ??= createViewportWatch(onViewport);
      if (!viewport) return;
      if (!found.has(island.element)) islandsSeen++;
      found.set(island.element, onNear);
      viewport.observe(island.element);
    },
    push(island) {
      const element = island.element;
      if (!found.delete(element)) {
        islandsSeen++;
        viewport?.observe(element);
      }
      const isNear = viewport?.isNear(element) ?? isNearViewport(element);
      queued.set(element, island);
      (isNear ? near : far).push(island);
      if (isNear) wake?.();
      if (draining) return;
      draining = true;
      // Islands pushed in the same task (one answer settles many) are queued before the first slice.
      queueMicrotask(() => void drain());
    },
    drop(island) {
      const element = island.element;
      const wasQueued = queued.get(element) === island;
      if (wasQueued) queued.delete(element);
      if (skipped.has(element)) restoreRendering(element);
      else if (wasQueued || found.delete(element)) unwatch(element);
    },
    stop() {
      for (const element of [...skipped]) restoreRendering(element);
      queued.clear();
      found.clear();
      near.length = 0;
      far.length = 0;
      viewport?.disconnect();
      viewport = null;
      wake?.();
    },
  };
}
