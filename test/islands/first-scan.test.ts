import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstScan } from '../../src/islands/first-scan';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** `count` islands on the page. */
function islands(count: number): HTMLElement[] {
  return Array.from({ length: count }, () => {
    const element = document.createElement('div');
    element.setAttribute('data-widget', 'card');
    document.body.append(element);
    return element;
  });
}

describe("the page's first scan, in tasks", () => {
  it('scans the top of the page first, then chunks sized to ~20 ms each, each in a task of its own', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const chunks: { size: number; sendNow: boolean; task: number }[] = [];
    let task = 0;
    vi.stubGlobal('scheduler', {
      yield: () => {
        task++;
        return Promise.resolve();
      },
    });
    // Each island costs 0.5 ms to scan: the first chunk of 100 takes 50 ms, the next ones 40 islands.
    const scan = createFirstScan(
      (elements, sendNow) => {
        clock += elements.length * 0.5;
        chunks.push({ size: elements.length, sendNow, task });
        return Promise.resolve();
      },
      () => undefined,
    );
    await scan.run(islands(300));
    vi.unstubAllGlobals();
    expect(chunks.map((chunk) => chunk.size)).toEqual([100, 40, 40, 40, 40, 40]);
    // Only the first sends its product request at once; every chunk is a task of its own.
    expect(chunks.map((chunk) => chunk.sendNow)).toEqual([true, false, false, false, false, false]);
    expect(new Set(chunks.map((chunk) => chunk.task)).size).toBe(6);
  });

  it('an island unmounted or removed before the scan reaches it is not mounted; settled() waits for the rest', async () => {
    const page = islands(250);
    const mountedNow = new Map<HTMLElement, Promise<void>>();
    let releaseChunk = () => {};
    const scan = createFirstScan(
      (elements) => {
        for (const element of elements) mountedNow.set(element, Promise.resolve());
        return Promise.resolve();
      },
      (element) => mountedNow.get(element),
    );
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => (releaseChunk = resolve)),
    });
    const running = scan.run(page);
    // The first chunk is in; the rest waits for its task.
    const last = page[249] as HTMLElement;
    let lastSettled = false;
    void scan.settled([last]).then(() => (lastSettled = true));
    scan.drop(page[150] as HTMLElement);
    (page[151] as HTMLElement).remove();
    await Promise.resolve();
    expect(lastSettled).toBe(false);
    for (let i = 0; i < 20 && !mountedNow.has(last); i++) {
      releaseChunk();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await running;
    vi.unstubAllGlobals();
    expect(lastSettled).toBe(true);
    expect(mountedNow.has(page[150] as HTMLElement)).toBe(false);
    expect(mountedNow.has(page[151] as HTMLElement)).toBe(false);
    expect(mountedNow.size).toBe(248);
  });

  it('a chunk that fails fails the scan once every chunk has been scanned', async () => {
    const seen: number[] = [];
    const scan = createFirstScan(
      (elements, sendNow) => {
        seen.push(elements.length);
        return sendNow ? Promise.reject(new Error('broken')) : Promise.resolve();
      },
      () => undefined,
    );
    await expect(scan.run(islands(150))).rejects.toThrow('broken');
    expect(seen.reduce((a, b) => a + b, 0)).toBe(150);
  });
});
