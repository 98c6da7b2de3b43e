import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountedIsland } from '../../src/islands/island-set';
import { createRenderQueue } from '../../src/islands/render-queue';
import { queuedIsland } from './queued-island';

// jsdom has no IntersectionObserver: a stand-in that reports what the test says, as the browser would a
// task after a frame. The queue's one observer is the last one made.
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  /** Reports `elements` as within a screen of the viewport (`near`), on screen (top 0) or not. */
  report(elements: Element[], near: boolean) {
    const box = DOMRect.fromRect({ x: 0, y: near ? 0 : 5000, width: 300, height: 100 });
    const entries = elements.map(
      (target) => ({ target, isIntersecting: near, boundingClientRect: box }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const island = (key: number): MountedIsland => queuedIsland(key);

/** The far islands wait for an idle period: held here until the test lets it come. */
let idle: (() => void)[] = [];
/** Lets the idle period come once the queue has asked for one (it asks after a task of its own). */
async function letIdleCome() {
  await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
  for (const callback of idle.splice(0)) callback();
}

function setup(options?: { skipFrom: number }) {
  FakeObserver.last = null;
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const slices: number[][] = [];
  const queue = createRenderQueue((slice) => slices.push(slice.map((i) => i.key)), options);
  return { queue, slices, observer: () => FakeObserver.last as FakeObserver };
}

/** The `key`-th island of `list` (the tests' lists are made with their keys in order). */
function nth(list: MountedIsland[], key: number): MountedIsland {
  const found = list[key];
  if (!found) throw new Error(`no island ${key}`);
  return found;
}

const tasks = (count = 5) => new Promise((resolve) => setTimeout(resolve, count));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('render queue: follows the viewport', () => {
  it('islands that come near jump ahead of the far ones waiting for an idle period, on-screen first', async () => {
    const { queue, slices, observer } = setup();
    const islands = Array.from({ length: 50 }, (_, i) => island(i));
    for (const i of islands) queue.watch(i);
    expect(observer().options?.rootMargin).toBe('100% 0px');
    observer().report(
      islands.map((i) => i.element),
      false,
    );
    for (const i of islands) queue.push(i);
    await tasks();
    // All far: nothing renders before the browser has been idle.
    expect(slices.flat()).toEqual([]);
    // A jump: islands 30-32 come into view.
    observer().report(
      [30, 31, 32].map((k) => nth(islands, k).element),
      true,
    );
    await vi.waitFor(() => expect(slices.flat()).toEqual([30, 31, 32]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(50));
    // Each island rendered once, the rest in order.
    const order = slices.flat();
    expect(new Set(order).size).toBe(50);
    expect(order.slice(3)).toEqual(islands.map((i) => i.key).filter((k) => k < 30 || k > 32));
    // Nothing left to watch: the observer is gone.
    expect(observer().disconnected).toBe(true);
  });

  it('an island that leaves the viewport before it renders goes back behind those that came', async () => {
    const { queue, slices, observer } = setup();
    const islands = Array.from({ length: 6 }, (_, i) => island(i));
    for (const i of islands) queue.watch(i);
    observer().report([nth(islands, 0).element, nth(islands, 1).element], true);
    observer().report(
      islands.slice(2).map((i) => i.element),
      false,
    );
    for (const i of islands) queue.push(i);
    // Before the first slice, the shopper has scrolled on: 0 and 1 out, 4 in.
    observer().report([nth(islands, 0).element, nth(islands, 1).element], false);
    observer().report([nth(islands, 4).element], true);
    await vi.waitFor(() => expect(slices.flat()).toEqual([4]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(6));
    expect(new Set(slices.flat()).size).toBe(6);
  });

  it('a watched island whose data is not in yet asks for it once when it comes near', async () => {
    const { queue, slices, observer } = setup();
    const onNear = vi.fn();
    const card = island(1);
    queue.watch(card, onNear);
    observer().report([card.element], false);
    expect(onNear).not.toHaveBeenCalled();
    observer().report([card.element], true);
    observer().report([card.element], false);
    observer().report([card.element], true);
    expect(onNear).toHaveBeenCalledTimes(1);
    // Its data in, it is queued, and renders without waiting for an idle period (it is near).
    queue.push(card);
    await vi.waitFor(() => expect(slices).toEqual([[1]]));
    expect(idle).toHaveLength(0);
  });

  it('islands dropped while queued are not rendered; stop() disconnects the observer', async () => {
    const { queue, slices, observer } = setup();
    const islands = Array.from({ length: 4 }, (_, i) => island(i));
    for (const i of islands) queue.watch(i);
    observer().report(
      islands.map((i) => i.element),
      false,
    );
    for (const i of islands) queue.push(i);
    queue.drop(nth(islands, 1));
    observer().report([nth(islands, 1).element, nth(islands, 2).element], true);
    await vi.waitFor(() => expect(slices.flat()).toEqual([2]));
    expect(observer().observed.has(nth(islands, 1).element)).toBe(false);
    queue.stop();
    expect(observer().disconnected).toBe(true);
    for (const callback of idle) callback();
    await tasks();
    expect(slices.flat()).toEqual([2]);
  });

  it('a long list: islands rendered far from the viewport skip their rendering until they near', async () => {
    vi.stubGlobal('CSS', { supports: (property: string) => property === 'content-visibility' });
    const { queue, slices, observer } = setup({ skipFrom: 5 });
    const islands = Array.from({ length: 6 }, (_, i) => island(i));
    nth(islands, 3).element.style.setProperty('color', 'red');
    for (const i of islands) queue.watch(i);
    observer().report([nth(islands, 0).element], true);
    observer().report(
      islands.slice(1).map((i) => i.element),
      false,
    );
    // Island 5's data is not in yet: the list is not filled in.
    for (const i of islands.slice(0, 5)) queue.push(i);
    await vi.waitFor(() => expect(slices.flat()).toEqual([0]));
    await letIdleCome();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(5));
    await tasks();
    const style = (key: number) => nth(islands, key).element.style;
    // The near one is rendered as the page has it; the far ones skipped, at the size the observer saw.
    expect(style(0).getPropertyValue('content-visibility')).toBe('');
    for (const key of [1, 2, 3, 4]) {
      expect(style(key).getPropertyValue('content-visibility')).toBe('auto');
      expect(style(key).getPropertyValue('contain-intrinsic-size')).toBe('auto 300px auto 100px');
    }
    // Still watched (jsdom does not say when a skipped element nears), so the observer stays.
    expect(observer().disconnected).toBe(false);
    observer().report([nth(islands, 1).element], true);
    expect(style(1).getPropertyValue('content-visibility')).toBe('');
    expect(nth(islands, 1).element.hasAttribute('style')).toBe(false);
    expect(observer().observed.has(nth(islands, 1).element)).toBe(false);
    // Dropped (unmounted): put back as the host wrote it, its own inline style kept.
    queue.drop(nth(islands, 3));
    expect(nth(islands, 3).element.getAttribute('style')).toBe('color: red;');
    // The last island in: the far ones stay skipped once the list is in (putting each back costs a frame its
    // layout) and watched, each coming off as it nears.
    queue.push(nth(islands, 5));
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(6));
    await tasks();
    for (const key of [2, 4, 5]) expect(style(key).getPropertyValue('content-visibility')).toBe('auto');
    expect(observer().disconnected).toBe(false);
    observer().report([nth(islands, 2).element, nth(islands, 4).element, nth(islands, 5).element], true);
    for (const key of [2, 4, 5]) expect(nth(islands, key).element.hasAttribute('style')).toBe(false);
    // Nothing left to watch.
    expect(observer().disconnected).toBe(true);
  });

  it('a short page renders every island as the host wrote it', async () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const { queue, slices, observer } = setup();
    const islands = Array.from({ length: 30 }, (_, i) => island(i));
    for (const i of islands) queue.watch(i);
    observer().report(
      islands.map((i) => i.element),
      false,
    );
    for (const i of islands) queue.push(i);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    const styled: number[] = [];
    for (const callback of idle) callback();
    await vi.waitFor(() => expect(slices.flat()).toHaveLength(30));
    for (const i of islands) if (i.element.hasAttribute('style')) styled.push(i.key);
    expect(styled).toEqual([]);
  });

  it('where the browser says when a skipped island nears, the observer lets it go at once', async () => {
    vi.stubGlobal('CSS', { supports: () => true });
    Object.defineProperty(HTMLElement.prototype, 'oncontentvisibilityautostatechange', {
      value: null,
      configurable: true,
      writable: true,
    });
    try {
      const { queue, slices, observer } = setup({ skipFrom: 3 });
      const islands = Array.from({ length: 4 }, (_, i) => island(i));
      for (const i of islands) queue.watch(i);
      observer().report(
        islands.map((i) => i.element),
        false,
      );
      for (const i of islands.slice(0, 3)) queue.push(i);
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      for (const callback of idle) callback();
      await vi.waitFor(() => expect(slices.flat()).toHaveLength(3));
      // Only the island still waiting for its data is watched.
      expect([...observer().observed]).toEqual([nth(islands, 3).element]);
      const element = nth(islands, 2).element;
      expect(element.style.getPropertyValue('content-visibility')).toBe('auto');
      // Still skipped: nothing changes; rendered by the browser as it nears: the properties come off.
      element.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: true }));
      expect(element.style.getPropertyValue('content-visibility')).toBe('auto');
      element.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false }));
      expect(element.hasAttribute('style')).toBe(false);
      queue.stop();
      expect(nth(islands, 1).element.hasAttribute('style')).toBe(false);
    } finally {
      delete (HTMLElement.prototype as { oncontentvisibilityautostatechange?: unknown })
        .oncontentvisibilityautostatechange;
    }
  });
});
