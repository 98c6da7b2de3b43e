// The islands' one work loop: it scans the islands found (the first scan, those added later) and renders
// those whose code and data are in, on-screen ones first, then near ones, then (after an idle period) the
// rest. A step is one task of about BUDGET_MS of script, sized by the last step of its kind; a near step
// is followed by a frame, a far one by a task behind the page's others. On a long list far islands skip their rendering until they near (far-islands.css).
import { reportError } from '../analytics/report-error';
import type { MountedIsland } from './island-set';
import { nearNow, watchNear } from './near';
import { afterNextFrame, whenIdle, yieldToBrowser } from './scheduling';

/** Script per step, under a long task's 50 ms with room for an input handler; a near step takes half. */
export const BUDGET_MS = 20;
/** Islands on a page from which far ones skip their rendering: below that, frames stay cheap. */
export const SKIP_FROM = 200;
/** Islands scanned at once when a scan begins: the top of the page, or a batch the page inserted. */
const FIRST_SCAN = 100;
const FRAME_EVERY_MS = 50;
const MOST = { scan: 1000, render: 100 };

export const FAR_ATTRIBUTE = 'data-sf-far';

const isConnected = (element: Element) => element.isConnected;
type Scan = { rest: HTMLElement[]; chunks: Promise<void>[]; scanned: Promise<void>; finish: () => void };

/** `scanChunk` reads and mounts a chunk of islands; `render` commits a slice synchronously. */
export function createWorkLoop(
  scanChunk: (elements: HTMLElement[], sendNow: boolean) => Promise<void>,
  render: (slice: MountedIsland[]) => void,
  { skipFrom = SKIP_FROM } = {},
) {
  const scans: Scan[] = [];
  const waitingScan = new Map<HTMLElement, Scan>();
  const ready = new Set<MountedIsland>();
  const perItem = { scan: 0.05, render: 2 };
  const lastCount = { scan: FIRST_SCAN, render: 2 };
  let islandsSeen = 0;
  let running = false;
  let idleSeen = false;
  let waitedMs = 0;
  let lastFrame = 0;
  let wake = () => {};
  const skips = typeof CSS !== 'undefined' && CSS.supports?.('content-visibility', 'auto');

  /** How many items of `kind` fit `budget` ms, at most twice the last step's. */
  const sized = (kind: 'scan' | 'render', budget = BUDGET_MS) =>
    Math.max(1, Math.min(MOST[kind], lastCount[kind] * 2, Math.floor(budget / perItem[kind])));
  const timed = (kind: 'scan' | 'render', count: number, step: () => void) => {
    const started = performance.now();
    step();
    perItem[kind] = Math.max(performance.now() - started, 0.1) / count;
    lastCount[kind] = count;
  };

  const scanSome = (scan: Scan, count: number, sendNow = false) => {
    const part = scan.rest.splice(0, count);
    for (const element of part) waitingScan.delete(element);
    const mounting = scanChunk(part.filter(isConnected), sendNow);
    // Handled here: a failure rejects the scan once all of it has been scanned.
    mounting.catch(() => {});
    scan.chunks.push(mounting);
    if (scan.rest.length === 0) endScan(scan);
  };
  const endScan = (scan: Scan) => {
    if (scans.includes(scan)) scans.splice(scans.indexOf(scan), 1);
    scan.finish();
  };

  const unskip = (island: MountedIsland) => {
    island.far = false;
    island.element.removeAttribute(FAR_ATTRIBUTE);
    island.element.style.removeProperty('--sf-far-size');
    if (!island.element.getAttribute('style')) island.element.removeAttribute('style');
    island.unwatch?.();
  };
  const drop = (island: MountedIsland) => {
    ready.delete(island);
    if (island.far) unskip(island);
    else island.unwatch?.();
  };

  /** Up to `count` ready islands: on screen first, then near, then (`far`) any. */
  const take = (count: number, far: boolean) => {
    const slice: MountedIsland[] = [];
    const tests = [(i: MountedIsland) => i.near?.onScreen, (i: MountedIsland) => i.near?.near, () => far];
    for (const test of tests)
      for (const island of ready) {
        if (slice.length >= count) return slice;
        if (!test(island)) continue;
        ready.delete(island);
        slice.push(island);
      }
    return slice;
  };

  const renderSlice = (slice: MountedIsland[]) => {
    for (const island of slice) {
      const { element, near } = island;
      if (skips && near && !near.near && islandsSeen >= skipFrom) {
        island.far = true;
        element.style.setProperty('--sf-far-size', `auto ${near.width}px auto ${near.height}px`);
        element.setAttribute(FAR_ATTRIBUTE, '');
      } else island.unwatch?.();
    }
    timed('render', slice.length, () => {
      try {
        render(slice);
      } catch (error) {
        // Each island has its own boundary, so this is the host itself: the islands after it still render.
        reportError(error);
      }
    });
  };

  const hasNear = () => {
    for (const island of ready) if (island.near?.near) return true;
    return false;
  };

  const run = async () => {
    await yieldToBrowser();
    while (scans.length > 0 || ready.size > 0) {
      const scan = scans[0];
      if (hasNear()) {
        renderSlice(take(sized('render', BUDGET_MS / 2), false));
        await afterNextFrame();
        lastFrame = performance.now();
      } else if (scan) {
        timed('scan', Math.min(sized('scan'), scan.rest.length), () => scanSome(scan, sized('scan')));
        await yieldToBrowser();
      } else if (!idleSeen) {
        await Promise.race([whenIdle(), new Promise<void>((resolve) => (wake = resolve))]);
        wake = () => {};
        idleSeen = !hasNear();
      } else {
        // Few frames (each lays out the whole list where the host contains none), one at least every
        // FRAME_EVERY_MS, behind React's own tasks; after a wait past twice the budget (WebKitGTK renders a
        // frame in each yield), a far step takes twice the budget (docs/architecture.md).
        renderSlice(take(sized('render', waitedMs > 2 * BUDGET_MS ? 2 * BUDGET_MS : BUDGET_MS), true));
        const rendered = performance.now();
        const frameDue = rendered - lastFrame >= FRAME_EVERY_MS;
        await (frameDue ? afterNextFrame() : yieldToBrowser());
        waitedMs = performance.now() - rendered;
        if (frameDue) lastFrame = performance.now();
      }
    }
    running = false;
  };
  const schedule = () => {
    if (running) return;
    running = true;
    queueMicrotask(() => void run());
  };

  return {
    /** Scans `elements` (document order); resolves once each has a state or left the books. */
    scan(elements: readonly HTMLElement[], sendNow = false): Promise<void> {
      let finish = () => {};
      const scanned = new Promise<void>((resolve) => (finish = resolve));
      const scan: Scan = { rest: [...elements], chunks: [], scanned, finish };
      for (const element of scan.rest) waitingScan.set(element, scan);
      scans.push(scan);
      scanSome(scan, FIRST_SCAN, sendNow);
      if (scan.rest.length > 0) schedule();
      return scanned.then(() => Promise.all(scan.chunks)).then(() => undefined);
    },
    /** Resolves once `element` has been scanned (at once when it is not waiting for a scan). */
    scanned: (element: HTMLElement) => waitingScan.get(element)?.scanned ?? Promise.resolve(),
    dropScans(scope: ParentNode) {
      for (const [element, scan] of waitingScan) {
        if (scope !== element && !scope.contains(element)) continue;
        waitingScan.delete(element);
        scan.rest.splice(scan.rest.indexOf(element), 1);
        if (scan.rest.length === 0) endScan(scan);
      }
    },
    /** Watches an island from when it is found; `onNear` runs the first time it comes near. */
    watch(island: MountedIsland, onNear?: () => void) {
      islandsSeen++;
      island.unwatch = watchNear(island.element, (state) => {
        island.near = state;
        if (!state.near) return;
        if (island.far) return unskip(island);
        onNear?.();
        onNear = undefined;
        if (ready.has(island)) wake();
      });
    },
    /** An island whose code and data are in: it renders in a later step. */
    push(island: MountedIsland) {
      island.near ??= nearNow(island.element);
      ready.add(island);
      if (island.near.near) wake();
      schedule();
    },
    /** An island off the books: not rendered, not skipped, not watched. */
    drop,
    stop() {
      scans.length = 0;
      waitingScan.clear();
      for (const island of ready) drop(island);
      wake();
    },
  };
}
