import { describe, expect, test } from 'vitest';
import { beyondChromium, ENGINES, type EngineName } from './engines';
import { problems, settled, useEngine } from './flow-helpers';

// What each engine of the suite has of the platform features the bundle uses (docs/page/browsers.md), read
// in the engine itself: when an engine's update changes one, this fails and the page is brought up to date.
// And a long list, whose work loop yields (scheduler.yield, else a MessageChannel) and skips far cards
// (`data-sf-far`, one content-visibility rule, taken off by the observer), settles in each of them.

const FEATURES = {
  popover: () => typeof HTMLElement.prototype.showPopover === 'function',
  anchorPositioning: () =>
    CSS.supports('anchor-name: --a') &&
    CSS.supports('top: anchor(bottom)') &&
    CSS.supports('position-try-fallbacks: --a') &&
    CSS.supports('justify-self: anchor-center'),
  schedulerYield: () =>
    typeof (globalThis as { scheduler?: { yield?: unknown } }).scheduler?.yield === 'function',
  requestIdleCallback: () => typeof requestIdleCallback === 'function',
  broadcastChannel: () => typeof BroadcastChannel === 'function',
  containerQueries: () => CSS.supports('container-type: inline-size'),
  has: () => CSS.supports('selector(:has(a))'),
  trustedTypes: () => typeof (globalThis as { trustedTypes?: unknown }).trustedTypes === 'object',
  contentVisibility: () => CSS.supports('content-visibility', 'auto'),
  intersectionObserver: () => typeof IntersectionObserver === 'function',
  lightDark: () => CSS.supports('color', 'light-dark(#000, #fff)'),
};
type Feature = keyof typeof FEATURES;

const ALL: Record<Feature, boolean> = {
  popover: true,
  anchorPositioning: true,
  schedulerYield: true,
  requestIdleCallback: true,
  broadcastChannel: true,
  containerQueries: true,
  has: true,
  trustedTypes: true,
  contentVisibility: true,
  intersectionObserver: true,
  lightDark: true,
};
/** As docs/page/browsers.md states them, for the versions the suite runs. */
const EXPECTED: Record<EngineName, Record<Feature, boolean>> = {
  chromium: ALL,
  firefox: ALL,
  webkit: { ...ALL, schedulerYield: false, requestIdleCallback: false },
};

describe.each(ENGINES)('%s', (name) => {
  const { open } = useEngine(name);

  test('has the features docs/page/browsers.md says it has', async () => {
    const p = await open('/maniax/preview/list.html?n=2&lang=en');
    const found: Record<string, boolean> = {};
    for (const [feature, check] of Object.entries(FEATURES)) found[feature] = await p.run(check);
    expect(found).toEqual(EXPECTED[name]);
  });

  // Chromium's proof: far-rendering.e2e.ts ("1000 cards with the documented host CSS").
  beyondChromium(name)('a list of 300 cards settles, its far cards skipped while away', async () => {
    const p = await open('/maniax/preview/bench.html?n=300&host=docs', { member: true });
    expect(await p.run(settled)).toBe(true);
    const skipped = await p.run(
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-widget][data-sf-far]')].filter(
          (island) => getComputedStyle(island).contentVisibility === 'auto',
        ).length,
    );
    expect(skipped).toBeGreaterThan(0);
    expect(await p.run(problems)).toEqual([]);
  });
});
