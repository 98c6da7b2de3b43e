/** A throttled function: at most one call per `wait` ms, plus `cancel()` to drop a pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Calls `fn` at once (leading), then at most once per `wait` ms. Calls made inside a window are not lost:
 * the last of them runs when the window ends (trailing), so the final state (a scroll position) counts.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingArgs: A | null = null;

  const run = (args: A) => {
    lastRun = Date.now();
    fn(...args);
  };

  const flush = () => {
    timer = null;
    if (pendingArgs === null) return;
    const args = pendingArgs;
    pendingArgs = null;
    run(args);
  };

  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - lastRun);
    // remaining > wait: the clock went back; treat it as a new window.
    if (timer === null && (remaining <= 0 || remaining > wait)) {
      run(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(flush, Math.max(remaining, 0));
  };

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  return throttled;
}
