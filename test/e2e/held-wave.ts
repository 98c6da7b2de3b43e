import type { BrowserContext, Page } from 'playwright-core';

// A page's first wave of requests told by order, not by the clock: every answer but the page's own and
// those `pass` lets through is held until `release()`, so what the page asks for meanwhile needed no held
// answer. Whatever the machine's speed, a request that waits for another's answer cannot start while that
// answer is held.

export interface HeldWave {
  /** The held requests' URLs, in the order they reached the browser's network, so far. */
  asked: () => string[];
  /** Lets every held answer through, and every later one at once. */
  release: () => void;
}

export async function holdWave(context: BrowserContext, pass: (url: URL) => boolean): Promise<HeldWave> {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    () => true,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.isNavigationRequest() || pass(url)) return route.continue();
      asked.push(url.href);
      await released;
      await route.continue();
    },
  );
  return { asked: () => [...asked], release: () => release() };
}

/** Two idle periods of the page's main thread: its timers of 0 ms and the tasks they start have run. */
const idleTwice = () =>
  new Promise<void>((resolve) => {
    const idle = (next: () => void) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => next()) : setTimeout(next, 0);
    idle(() => idle(resolve));
  });

/**
 * Resolves once the page, with its answers held, asks for nothing more: its main thread has been idle twice
 * in a row with no held request added in between.
 */
export async function askedWhileHeld(page: Page, wave: HeldWave): Promise<string[]> {
  let seen = -1;
  while (wave.asked().length !== seen) {
    seen = wave.asked().length;
    await page.evaluate(idleTwice);
    await page.evaluate(idleTwice);
  }
  return wave.asked();
}
