import type { MountedIsland } from '../../src/islands/island-set';

/** An island as the render queue receives it, on `element` (a bare `<div>` by default). */
export const queuedIsland = (
  key: number,
  element: HTMLElement = document.createElement('div'),
): MountedIsland => ({
  key,
  name: 'card',
  element,
  Component: () => null,
  props: {},
  definition: {
    load: () => Promise.resolve({ default: () => null }),
    parse: () => ({ ok: true, props: {} as never }),
  },
  settled: Promise.resolve(),
  settle: () => {},
});
