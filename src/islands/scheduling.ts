// The one way the bundle yields to the browser: the entry, the boot and the work loop share it.

/**
 * `scheduler.yield()` where it exists, else a message to a channel of our own (no 4 ms timer clamp);
 * `behindOthers`: always the message, behind the tasks already queued (React's among them).
 */
export function yieldToBrowser({ behindOthers = false } = {}): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (!behindOthers && typeof scheduler?.yield === 'function') return scheduler.yield();
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

/** The first task after the next frame (what was committed is on screen), behind the page's other tasks. */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return yieldToBrowser({ behindOthers: true });
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves when the browser is idle (at the latest after `timeout` ms; at once where it cannot say). */
export function whenIdle(timeout = 200): Promise<void> {
  if (typeof requestIdleCallback === 'function')
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}
