// How many islands the render queue commits in a slice, and how many between two frames. A slice holds
// SLICE_MS of script (measured on the last ones), a task TASK_MS, so that input is answered between tasks,
// however slow the page's frames: a task of slices is what a tap waits behind. A frame's own work (style, layout, paint: a task
// of the browser's, after the slices) has two parts, told apart over the last frames: a part that grows
// with the islands committed since the frame before (their own layout), held to FRAME_MS, and a fixed part,
// the page's own, which no slice size shortens: far-rendering.ts keeps it small by skipping the rendering of
// the islands away from the viewport.

/**
 * Script per task: under the 50 ms of a long task with room for an input handler, and few enough tasks that
 * the frames painted between them add little to the time until every island is ready. A task commits
 * slices of about SLICE_MS each until the next would take it past TASK_MS: one slice that costs more than
 * the last ones (a garbage collection, islands heavier than those before) overruns by a slice, not a task.
 */
export const TASK_MS = 25;
const SLICE_MS = 8;
const MAX_SLICE = 100;

/**
 * The part of a frame's rendering that the islands committed since the last frame add: on a phone a
 * frame of a long list cost several times the slice's script (see docs/performance.md, "A long list"), so
 * the islands committed between two frames are sized for their frame too.
 */
const FRAME_MS = 35;
const MIN_FRAME_SLICE = 2;

/** The frames the estimate reads. */
const FRAMES = 6;

/**
 * A frame's rendering as `fixed` + `perIsland` × islands committed before it, from the last frames: the
 * per-island part is the median slope between two frames of different sizes (a few frames the browser was
 * kept from, on a busy machine, do not move a median), the fixed part the least any frame leaves beyond it.
 * Null without two frames of different sizes.
 */
export function fitFrameCost(frames: readonly (readonly [number, number])[]) {
  const slopes: number[] = [];
  for (const [i, [n1, ms1]] of frames.entries())
    for (const [n2, ms2] of frames.slice(i + 1)) if (n1 !== n2) slopes.push((ms2 - ms1) / (n2 - n1));
  if (slopes.length === 0) return null;
  slopes.sort((a, b) => a - b);
  const perIsland = Math.max(slopes[Math.floor(slopes.length / 2)] ?? 0, 0);
  const fixed = Math.max(Math.min(...frames.map(([n, ms]) => ms - perIsland * n)), 0);
  return { fixed, perIsland };
}

export interface SliceSizing {
  /** Islands in the next slice. */
  size(): number;
  /** The script the next slice is expected to take, ms. */
  nextMs(): number;
  /** Runs a slice's render and takes its cost into account. */
  rendered(count: number, render: () => void): void;
  /** Whether the next slice waits for a frame (true after a slice of islands near the viewport). */
  frameDue(near: boolean): boolean;
  /** A frame's rendering, ms, after the slices since the last. */
  framed(rendering: number): void;
}

export function createSliceSizing(): SliceSizing {
  let size = 4;
  /** Islands committed since the last frame, and the most the next frame may follow. */
  let sinceFrame = 0;
  let perFrame = MAX_SLICE;
  /** Script ms per island over the slices since the last frame, and in the last slice. */
  let msPerIsland = 1;
  let lastMsPerIsland = 1;
  let scriptSinceFrame = 0;
  const frames: [number, number][] = [];

  const islandsPerFrame = (): number => {
    const fit = fitFrameCost(frames);
    const [lastN, lastMs] = frames.at(-1) ?? [1, 0];
    if (!fit) {
      // Not told apart yet: grow while the frames are cheap, shrink when one is not (to the size whose
      // frame would fit if all of it were the islands'), and where that changes nothing try twice as many.
      if (lastMs <= FRAME_MS) return lastN * 2;
      const shrunk = Math.max(MIN_FRAME_SLICE, Math.floor((lastN * FRAME_MS) / lastMs));
      return shrunk < lastN ? shrunk : lastN * 2;
    }
    const byLayout = fit.perIsland > 0 ? FRAME_MS / fit.perIsland : Infinity;
    const script = Math.max(SLICE_MS, fit.fixed);
    // At most twice the last frame's islands: an estimate from frames of few islands says little of many.
    const most = Math.min(byLayout, script / msPerIsland, lastN * 2);
    return Math.max(MIN_FRAME_SLICE, Math.floor(most));
  };

  return {
    size: () => Math.max(1, Math.min(size, perFrame - sinceFrame)),
    nextMs: () => lastMsPerIsland * Math.max(1, Math.min(size, perFrame - sinceFrame)),
    rendered(count, render) {
      const started = performance.now();
      render();
      const spent = Math.max(performance.now() - started, 0.5);
      sinceFrame += count;
      scriptSinceFrame += spent;
      lastMsPerIsland = spent / count;
      // At most twice the last size: a first cheap slice (nothing to lay out yet) says little.
      size = Math.min(MAX_SLICE, size * 2, Math.max(1, Math.round((count * SLICE_MS) / spent)));
    },
    // A frame after each of the first slices: two frames are needed to tell their parts apart.
    frameDue: (near) => near || frames.length < 2 || sinceFrame >= perFrame,
    framed(rendering) {
      msPerIsland = scriptSinceFrame / Math.max(sinceFrame, 1);
      scriptSinceFrame = 0;
      frames.push([sinceFrame, rendering]);
      if (frames.length > FRAMES) frames.shift();
      sinceFrame = 0;
      perFrame = islandsPerFrame();
    },
  };
}
