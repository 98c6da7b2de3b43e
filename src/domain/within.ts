// A bounded wait on a call that may never answer (store calls have no timeout, docs/behaviour.md "Requests",
// and no call is cancelled): what waits on it goes on after `ms`, while the call itself keeps running.

export const STALLED = Symbol('stalled');

/** `promise`'s value, or STALLED once `ms` have passed without it settling; rejects as `promise` does. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof STALLED> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => {
    timer = setTimeout(() => resolve(STALLED), ms);
  });
  return Promise.race([promise, stalled]).finally(() => clearTimeout(timer));
}
