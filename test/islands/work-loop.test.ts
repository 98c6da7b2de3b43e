import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountedIsland } from '../../src/islands/island-set';
import type * as WorkLoopModule from '../../src/islands/work-loop';
import { FakeObserver } from './fake-observer';
import { queuedIsland } from './queued-island';

// The islands' one work loop (src/islands/work-loop.ts): scans, near-first rendering, far islands skipped.

const observer = () => FakeObserver.made.at(-1) as FakeObserver;

/** The far islands wait for an idle period: held here until the test lets it come, then at once. */
let idle: (() => void)[] = [];
let idleCame = false;
async function letIdleCome() {
  if (!idleCame) await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
  idleCame = true;
  for (const callback of idle.splice(0)) callback();
}

/** The clock the loop sizes its steps by: each rendered island costs `msPerIsland`, each scanned one 0.1. */
let now = 0;
let msPerIsland = 1;

let loopModule: typeof WorkLoopModule;
beforeEach(async () => {
  FakeObserver.made = [];
  idle = [];
  now = 0;
  msPerIsland = 1;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  idleCame = false;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) =>
    idleCame ? setTimeout(callback, 0) : idle.push(callback),
  );
  vi.stubGlobal('CSS', { supports: () => true });
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  // near.ts holds the page's one observer: a fresh module per test.
  vi.resetModules();
  loopModule = await import('../../src/islands/work-loop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(options?: { skipFrom: number }) {
  const slices: number[][] = [];
  const scans: { count: number; sendNow: boolean }[] = [];
  const render = vi.fn((slice: MountedIsland[]) => {
    now += slice.length * msPerIsland;
    slices.push(slice.map((i) => i.key));
  });
  const scanChunk = vi.fn((elements: HTMLElement[], sendNow: boolean) => {
    now += elements.length * 0.1;
    scans.push({ count: elements.length, sendNow });
    return Promise.resolve();
  });
  const loop = loopModule.createWorkLoop(scanChunk, render, options);
  /** `count` islands watched, the first `near` of them reported on screen and the rest far, then queued. */
  const queue = (count: number, near = 0) => {
    const list = islands(count);
    for (const i of list) loop.watch(i);
    if (near > 0) observer().report(elements(list.slice(0, near)), true);
    if (near < count) observer().report(elements(list.slice(near)), false);
    for (const i of list) loop.push(i);
    return list;
  };
  return { loop, slices, scans, render, queue };
}

/** `count` elements on the page, as the scan finds them. */
const onPage = (count: number) => {
  const page = Array.from({ length: count }, () => document.createElement('div'));
  document.body.append(...page);
  return page;
};

const islands = (count: number) => Array.from({ length: count }, (_, i) => queuedIsland(i));
const nth = (list: MountedIsland[], key: number) => list[key] as MountedIsland;
const elements = (list: MountedIsland[]) => list.map((i) => i.element);
const tasks = (count = 5) => new Promise((resolve) => setTimeout(resolve, count));

describe('the work loop: scans', () => {
  it('scans the first 100 at once, the rest a step per task sized to the budget', async () => {
    const { loop, scans } = setup();
    const page = onPage(1000);
    const scanned = loop.scan(page, true);
    // The top of the page in this task, its product request sent at once.
    expect(scans).toEqual([{ count: 100, sendNow: true }]);
    await scanned;
    // 0.1 ms an island: 200 fit a 20 ms step, at most twice the last step's.
    expect(scans.map((s) => s.count)).toEqual([100, 200, 200, 200, 200, 100]);
    expect(scans.slice(1).every((s) => !s.sendNow)).toBe(true);
  });

  it('an island unmounted or removed before its chunk is not scanned; scanned() waits for the rest', async () => {
    const { loop, scans } = setup();
    const page = onPage(300);
    const box = document.createElement('section');
    const late = page[250] as HTMLElement;
    box.append(late);
    document.body.append(box);
    const scanning = loop.scan(page);
    let waited = false;
    void loop.scanned(page[200] as HTMLElement).then(() => (waited = true));
    loop.dropScans(box);
    (page[299] as HTMLElement).remove();
    expect(waited).toBe(false);
    await scanning;
    expect(waited).toBe(true);
    expect(scans.map((s) => s.count)).toEqual([100, 198]);
    await expect(loop.scanned(late)).resolves.toBeUndefined();
  });

  it('a chunk that fails fails the scan once every chunk has been scanned', async () => {
    const chunks: number[] = [];
    const loop = loopModule.createWorkLoop(
      (elements) => {
        chunks.push(elements.length);
        return chunks.length === 1 ? Promise.reject(new Error('broke')) : Promise.resolve();
      },
      () => {},
    );
    const page = onPage(150);
    await expect(loop.scan(page)).rejects.toThrow('broke');
    expect(chunks).toEqual([100, 50]);
  });
});

describe('the work loop: rendering, near first', () => {
  it('on-screen islands first, far ones only after an idle period; islands that come near jump ahead', async () => {
    const { loop, slices } = setup();
    const list = islands(50);
    for (const i of list) loop.watch(i);
    expect(observer().options?.rootMargin).toBe('100% 0px');
    observer().report(elements(list), false);
    for (const i of list) loop.push(i);
    await tasks();
    expect(slices.flat()).toEqual([]);
    observer().report(
      [30, 31, 32].map((k) => nth(list, k).element),
      true,
    );
    await vi.waitFor(() => expect(slices.flat()).toEqual([30, 31, 32]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(50));
    const order = slices.flat();
    expect(new Set(order).size).toBe(50);
    expect(order.slice(3)).toEqual(list.map((i) => i.key).filter((k) => k < 30 || k > 32));
    // Rendered and not skipped (a short page): nothing is watched any more.
    expect(observer().observed.size).toBe(0);
  });

  it('an island that leaves the viewport before it renders goes back behind', async () => {
    const { slices, queue } = setup();
    const list = queue(6, 2);
    observer().report(elements(list.slice(0, 2)), false);
    observer().report([nth(list, 4).element], true);
    await vi.waitFor(() => expect(slices.flat()).toEqual([4]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(6));
  });

  it('a watched island whose data is not in yet asks for it once when it comes near', async () => {
    const { loop, slices } = setup();
    const onNear = vi.fn();
    const card = queuedIsland(1);
    loop.watch(card, onNear);
    observer().report([card.element], false);
    observer().report([card.element], true);
    observer().report([card.element], false);
    observer().report([card.element], true);
    expect(onNear).toHaveBeenCalledTimes(1);
    loop.push(card);
    await vi.waitFor(() => expect(slices).toEqual([[1]]));
    expect(idle).toHaveLength(0);
  });

  it('islands dropped while queued are not rendered, and no longer watched', async () => {
    const { loop, slices, queue } = setup();
    const list = queue(4, 4);
    loop.drop(nth(list, 1));
    loop.drop(nth(list, 2));
    expect(observer().observed.has(nth(list, 1).element)).toBe(false);
    await vi.waitFor(() => expect(slices.flat()).toEqual([0, 3]));
  });

  it('sizes each near slice from what the last one cost, at most twice the last, within half the budget', async () => {
    const { slices, queue } = setup();
    msPerIsland = 2;
    queue(60, 60);
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(60));
    // 2 ms an island: 4, then 5 a slice (10 ms: the frame after a near step lays its islands out).
    expect(slices.map((s) => s.length)).toEqual([4, ...Array<number>(11).fill(5), 1]);
  });

  it('after a wait past twice the budget (a frame rendered there), a far step takes twice the budget', async () => {
    const largestFarStep = async (wait: number) => {
      // The task the loop waits for comes `wait` ms later (the browser rendered a frame in between).
      class SlowChannel {
        port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => {} };
        port2 = {
          postMessage: () =>
            setTimeout(() => {
              now += wait;
              this.port1.onmessage?.();
            }, 0),
        };
      }
      vi.stubGlobal('MessageChannel', SlowChannel);
      const { slices, queue } = setup();
      msPerIsland = 2;
      queue(80);
      await letIdleCome();
      await vi.waitFor(() => expect(slices.flat()).toHaveLength(80));
      return Math.max(...slices.map((slice) => slice.length));
    };
    // 2 ms an island: 10 fit the 20 ms budget, 20 its double.
    expect(await largestFarStep(30)).toBe(10);
    expect(await largestFarStep(60)).toBe(20);
  });

  it("far steps wait for a frame every 50 ms or so, behind the page's other tasks, and yield between", async () => {
    let frames = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames++;
      return setTimeout(() => callback(now), 0);
    });
    const { slices, queue } = setup();
    msPerIsland = 2;
    queue(100);
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(100));
    // 2 ms an island, 10 a step: ten far steps of 20 ms, a frame after every third or so.
    expect(slices.length).toBe(11);
    expect(frames).toBeGreaterThanOrEqual(3);
    expect(frames).toBeLessThanOrEqual(5);
  });

  it('a slice that throws is reported, and the islands after it still render', async () => {
    const reportError = vi.fn();
    vi.doMock('../../src/analytics/report-error', () => ({ reportError }));
    vi.resetModules();
    const { createWorkLoop } = await import('../../src/islands/work-loop');
    const rendered: number[] = [];
    const loop = createWorkLoop(
      () => Promise.resolve(),
      (slice) => {
        if (slice.some((i) => i.key === 0)) throw new Error('host broke');
        rendered.push(...slice.map((i) => i.key));
      },
    );
    const list = islands(3);
    for (const i of list) loop.watch(i);
    observer().report(elements(list), true);
    loop.push(nth(list, 0));
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    loop.push(nth(list, 1));
    loop.push(nth(list, 2));
    await vi.waitFor(() => expect(rendered).toEqual([1, 2]));
    vi.doUnmock('../../src/analytics/report-error');
  });
});

describe('the work loop: far islands on a long list', () => {
  const skipped = (list: MountedIsland[]) =>
    list.filter((i) => i.element.hasAttribute(loopModule.FAR_ATTRIBUTE)).map((i) => i.key);

  it('far islands render skipped at their box until they near; then the rule comes off', async () => {
    const { loop, slices, queue } = setup({ skipFrom: 10 });
    const list = queue(12, 2);
    await vi.waitFor(() => expect(slices.flat()).toEqual([0, 1]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(12));
    expect(skipped(list)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(nth(list, 5).element.style.getPropertyValue('--sf-far-size')).toBe('auto 300px auto 100px');
    // Still watched (to take the skipping off); the near ones are not.
    expect(observer().observed.has(nth(list, 5).element)).toBe(true);
    expect(observer().observed.has(nth(list, 0).element)).toBe(false);
    observer().report([nth(list, 5).element], true);
    expect(skipped(list)).not.toContain(5);
    expect(nth(list, 5).element.hasAttribute('style')).toBe(false);
    expect(observer().observed.has(nth(list, 5).element)).toBe(false);
    // Dropped (unmounted), a skipped island is put back as the host wrote it.
    loop.drop(nth(list, 6));
    expect(nth(list, 6).element.hasAttribute('style')).toBe(false);
    expect(skipped(list)).toEqual([2, 3, 4, 7, 8, 9, 10, 11]);
  });

  it('a shorter page renders every island as the host wrote it', async () => {
    const { slices, queue } = setup({ skipFrom: 10 });
    const list = queue(5);
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(5));
    expect(skipped(list)).toEqual([]);
  });

  it('the rule is one stylesheet rule keyed by the attribute', () => {
    const css = readFileSync('src/islands/far-islands.css', 'utf8');
    expect(css).toMatch(
      /\[data-sf-far\] \{\s*content-visibility: auto;\s*contain-intrinsic-size: var\(--sf-far-size\);\s*\}/,
    );
  });
});
