import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../src/islands/scheduling';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('yielding to the browser between slices', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('without it, a message to a channel of its own: no timer, so no 4 ms clamp on a chain of slices', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    // Fake timers never fire by themselves: the yield resolves through the channel alone.
    for (let i = 0; i < 6; i++) await yieldToBrowser();
    expect(vi.getTimerCount()).toBe(0);
  });
});
