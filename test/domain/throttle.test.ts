import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../src/domain/throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a burst of calls: the first at once, then one per 200 ms window with its last value, the final one included', () => {
    const at: number[] = [];
    const fn = vi.fn((_value: number) => at.push(Date.now()));
    const t = throttle(fn, 200);
    const start = Date.now();
    for (let i = 0; i <= 100; i++) {
      t(i);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(500);
    // Calls every 10 ms from 0 to 1000 ms: the leading call at 0, then one at the end of each 200 ms window
    // (200, 400, 600, 800, 1000), and the last call (at 1000 ms) in the window after it, at 1200.
    expect(at.map((time) => time - start)).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(fn.mock.calls.map(([value]) => value)).toEqual([0, 19, 39, 59, 79, 99, 100]);
  });

  it('no trailing call when nothing came in during the window; a call after the window runs at once', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    t(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    t(2);
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
