// Yielding to the browser: the entry's early start, the boot and the render queue share these. A module of
// its own, so that the entry holds these few lines and not the render queue, which only the runtime uses.

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser lay out and paint what the last slice added before the next one: without a frame in
 * between, several slices' layout piles up into one long rendering task on a long list (see
 * docs/performance.md). Resolves with the ms from the frame's start (its animation frame callbacks) to the
 * first task after it: the browser's rendering of that frame. Falls back to a plain yield where there are
 * no frames (a hidden tab, jsdom), resolving 0.
 */
export function afterNextFrame(): Promise<number> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return yieldToBrowser().then(() => 0);
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      setTimeout(() => resolve(performance.now() - frameStart), 0);
    }),
  );
}

/**
 * Lets the browser handle input before going on: `scheduler.yield()`, whose continuation goes ahead of other
 * tasks of the page; where there is none (Safari, Firefox before 142), a message to a channel of our own, a
 * task without the 4 ms a chain of nested timers is held back by.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves when the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(timeout = 200): Promise<void> {
  if (typeof requestIdleCallback === 'function')
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}
