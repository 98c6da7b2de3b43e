import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../src/domain/throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once (leading)', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
  });

  it('runs at most once per window and then the last call of the window (trailing)', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    t(2);
    vi.advanceTimersByTime(50);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(149);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('a burst of calls makes one call per 200 ms, the final value included', () => {
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

  it('no trailing call when nothing came in during the window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls again at once after the window has passed', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    vi.advanceTimersByTime(250);
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
