// How many islands the render queue commits in a slice, and how many between two frames. A slice holds
// SLICE_MS of script (measured on the last one), so that input is answered between slices. A frame's own
// work (style, layout, paint: a task of the browser's, after the slices) has two parts, told apart by a
// least-squares fit over the last frames: a part that grows with the islands committed since the frame
// before (their own layout), which is held to FRAME_MS, and a fixed part, the page's layout whatever the
// islands added (a page whose cells are not contained lays out the whole list every frame). Shrinking the
// slices cannot shorten the fixed part, only multiply it: the queue then commits as much script between two
// frames as the fixed part costs, in slices that each stay short.

/**
 * Work per slice: under the 50 ms of a long task with room for an input handler, and few enough slices that
 * the frames painted between them add little to the time until every island is ready.
 */
const SLICE_MS = 25;
const MAX_SLICE = 100;

/**
 * The part of a frame's rendering that the islands committed since the last frame add: on a phone (CPU 4x)
 * a frame cost 50-120 ms at 1000 cards while the script kept to its 25 ms (traced under Lighthouse's mobile
 * profile), so the islands committed between two frames are sized for their frame too.
 */
const FRAME_MS = 35;
const MIN_FRAME_SLICE = 2;
/** Script between two frames at most, however slow the page's own layout makes a frame. */
const MAX_SCRIPT_BETWEEN_FRAMES_MS = 250;
/** The frames the fit reads. */
const FRAMES = 6;

/** A frame's rendering as `fixed` + `perIsland` × islands committed before it; null without two sizes. */
export function fitFrameCost(frames: readonly (readonly [number, number])[]) {
  const count = frames.length;
  const meanN = frames.reduce((sum, [n]) => sum + n, 0) / count;
  const meanMs = frames.reduce((sum, [, ms]) => sum + ms, 0) / count;
  let covariance = 0;
  let variance = 0;
  for (const [n, ms] of frames) {
    covariance += (n - meanN) * (ms - meanMs);
    variance += (n - meanN) ** 2;
  }
  if (count < 2 || variance === 0) return null;
  const perIsland = Math.max(covariance / variance, 0);
  return { fixed: Math.max(meanMs - perIsland * meanN, 0), perIsland };
}

export interface SliceSizing {
  /** Islands in the next slice. */
  size(): number;
  /** Runs a slice's render and takes its cost into account. */
  rendered(count: number, render: () => void): void;
  /** Whether the next slice waits for a frame (true after a slice of islands on screen). */
  frameDue(near: boolean): boolean;
  /** A frame's rendering, ms, after the slices since the last. */
  framed(rendering: number): void;
}

export function createSliceSizing(): SliceSizing {
  let size = 4;
  /** Islands committed since the last frame, and the most the next frame may follow. */
  let sinceFrame = 0;
  let perFrame = MAX_SLICE;
  let msPerIsland = 1;
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
    const script = Math.max(SLICE_MS, Math.min(fit.fixed, MAX_SCRIPT_BETWEEN_FRAMES_MS));
    return Math.max(MIN_FRAME_SLICE, Math.floor(Math.min(byLayout, script / msPerIsland)));
  };

  return {
    size: () => Math.max(1, Math.min(size, perFrame - sinceFrame)),
    rendered(count, render) {
      const started = performance.now();
      render();
      const spent = Math.max(performance.now() - started, 0.5);
      sinceFrame += count;
      msPerIsland = spent / count;
      // At most twice the last size: a first cheap slice (nothing to lay out yet) says little.
      size = Math.min(MAX_SLICE, size * 2, Math.max(1, Math.round((count * SLICE_MS) / spent)));
    },
    // A frame after each of the first slices: two sizes are needed to tell the frame's parts apart.
    frameDue: (near) => near || frames.length < 2 || sinceFrame >= perFrame,
    framed(rendering) {
      frames.push([sinceFrame, rendering]);
      if (frames.length > FRAMES) frames.shift();
      sinceFrame = 0;
      perFrame = islandsPerFrame();
    },
  };
}
