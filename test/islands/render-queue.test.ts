import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountedIsland } from '../../src/islands/island-set';
import { createRenderQueue, isNearViewport } from '../../src/islands/render-queue';
import { queuedIsland } from './queued-island';

/** An island whose element's box starts `top` px below the top of the viewport. */
const island = (key: number, top = 0): MountedIsland => queuedIsland(key, at(top));

function at(top: number, height = 100): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height });
  return element;
}

/**
 * Animation frames a task apart, each costing the browser `cost()` ms of the test's clock (read with `now`,
 * advanced with `advance`) between its callbacks and the first task after it.
 */
function stubFrames(now: () => number, advance: (ms: number) => void, cost: () => number) {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      callback(now());
      advance(cost());
    }, 0),
  );
}

/** Waits until the queue has rendered `count` islands (each slice is its own task). */
async function renderedCount(slices: MountedIsland[][], count: number) {
  await vi.waitFor(() => expect(slices.flat()).toHaveLength(count));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('render queue (no long tasks)', () => {
  it('renders islands in slices, each slice in its own task, near ones first', async () => {
    const slices: MountedIsland[][] = [];
    const queue = createRenderQueue((slice) => slices.push(slice));
    const far = [island(1, window.innerHeight * 5), island(2, window.innerHeight * 6)];
    const near = Array.from({ length: 10 }, (_, i) => island(10 + i));
    for (const f of far) queue.push(f);
    for (const n of near) queue.push(n);
    // Nothing renders in the task that queued the islands.
    expect(slices).toHaveLength(0);
    await renderedCount(slices, 12);
    const order = slices.flat().map((i) => i.key);
    expect(order.slice(0, 10)).toEqual(near.map((i) => i.key));
    expect(order.slice(10)).toEqual([1, 2]);
    // The first slice is small (4): one task never renders the whole page.
    expect(slices[0]).toHaveLength(4);
    expect(slices.length).toBeGreaterThan(1);
  });

  it('sizes the next slice from what the last one cost (8 ms of script per slice)', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const slices: MountedIsland[][] = [];
    // Each island costs 5 ms: a slice of 4 costs 20 ms, so the next holds 2 (10 ms); then 2 per slice.
    const queue = createRenderQueue((slice) => {
      clock += slice.length * 5;
      slices.push(slice);
    });
    for (let i = 0; i < 14; i++) queue.push(island(i));
    await renderedCount(slices, 14);
    expect(slices.map((s) => s.length)).toEqual([4, 2, 2, 2, 2, 2]);
  });

  it('cheap islands grow the slice, at most twice a slice and up to 100', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const slices: MountedIsland[][] = [];
    const queue = createRenderQueue((slice) => {
      clock += slice.length * 0.01;
      slices.push(slice);
    });
    for (let i = 0; i < 500; i++) queue.push(island(i));
    await renderedCount(slices, 500);
    expect(slices.map((s) => s.length)).toEqual([4, 8, 16, 32, 64, 100, 100, 100, 76]);
  });

  it("a slice's frame that costs more than 35 ms shrinks the next slices (layout counted, not only script)", async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let lastSlice = 0;
    // The frame's rendering: 10 ms per island the last slice added, between the animation frame callbacks
    // and the first task after the frame.
    stubFrames(
      () => clock,
      (ms) => (clock += ms),
      () => lastSlice * 10,
    );
    const slices: MountedIsland[][] = [];
    // 1 ms of script per island: by its script alone the next slice would hold 8, then 16.
    const queue = createRenderQueue((slice) => {
      clock += slice.length;
      lastSlice = slice.length;
      slices.push(slice);
    });
    for (let i = 0; i < 20; i++) queue.push(island(i));
    await renderedCount(slices, 20);
    vi.unstubAllGlobals();
    const sizes = slices.map((slice) => slice.length);
    expect(sizes[0]).toBe(4);
    // 4 islands cost their frame 40 ms: the next slice holds 3 (30 ms).
    expect(sizes[1]).toBe(3);
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(6);
  });

  it('a task commits slices until the next would take it past 25 ms of script, however slow the frames', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let lastSlice = 0;
    // Each yield to the browser and each frame ends a task.
    let task = 0;
    vi.stubGlobal('scheduler', {
      yield: () => {
        task++;
        return new Promise((resolve) => setTimeout(resolve, 0));
      },
    });
    // Every frame lays out the whole page: 150 ms, and 0.1 ms per island the last slice added.
    stubFrames(
      () => clock,
      (ms) => {
        task++;
        clock += ms;
      },
      () => 150 + lastSlice * 0.1,
    );
    const slices: MountedIsland[][] = [];
    const scriptPerTask = new Map<number, number>();
    // 0.5 ms of script per island.
    const queue = createRenderQueue((slice) => {
      clock += slice.length * 0.5;
      scriptPerTask.set(task, (scriptPerTask.get(task) ?? 0) + slice.length * 0.5);
      lastSlice = slice.length;
      slices.push(slice);
    });
    // Far from the viewport: after the near ones, these go several slices to a task.
    for (let i = 0; i < 2000; i++) queue.push(island(i, window.innerHeight * 5));
    await renderedCount(slices, 2000);
    vi.unstubAllGlobals();
    // Slices of 8 ms (16 islands), three to a task: a tap waits 25 ms at most, whatever the frames cost (their
    // cost is the page's to cut: far-rendering.ts skips the islands away from the viewport).
    expect(Math.max(...slices.map((slice) => slice.length))).toBe(16);
    expect(Math.max(...scriptPerTask.values())).toBe(24);
    expect(scriptPerTask.size).toBeLessThan(slices.length / 2);
  });

  it('a slice that throws is reported and the islands after it still render', async () => {
    const ga = vi.fn();
    Object.assign(window, { ga });
    const slices: MountedIsland[][] = [];
    let first = true;
    const queue = createRenderQueue((slice) => {
      if (first) {
        first = false;
        throw new Error('host failed');
      }
      slices.push(slice);
    });
    for (let i = 0; i < 6; i++) queue.push(island(i));
    await renderedCount(slices, 2);
    expect(slices.flat().map((i) => i.key)).toEqual([4, 5]);
    await vi.waitFor(() => expect(ga).toHaveBeenCalled());
    Object.assign(window, { ga: undefined });
  });

  it('isNearViewport: on screen and within a screen below are near; further down is not', () => {
    const screen = window.innerHeight;
    expect(isNearViewport(at(0))).toBe(true);
    expect(isNearViewport(at(screen * 1.5))).toBe(true);
    expect(isNearViewport(at(screen * 2 + 10))).toBe(false);
    expect(isNearViewport(at(-screen * 2 - 200))).toBe(false);
    // No box at all (hidden, or jsdom): rendering it costs no layout, so it counts as near.
    const hidden = document.createElement('div');
    expect(isNearViewport(hidden)).toBe(true);
  });
});
