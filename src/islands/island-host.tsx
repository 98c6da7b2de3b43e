import { memo, Suspense, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { reportEmptyWidget, reportError } from '../analytics/report-error';
import { benchProfile } from './bench';
import { IslandBoundary } from './island-boundary';
import { IslandContext, type IslandHandle } from './island-context';
import type { IslandSet, MountedIsland } from './island-set';

export type IslandState = 'ready' | 'error';

export function setIslandState(element: HTMLElement, state: IslandState): void {
  element.setAttribute('data-widget-state', state);
}

/** The one React root's content: a portal per island (design "Bootstrap"). */
export function IslandHost({ islands }: { islands: IslandSet }) {
  const list = useSyncExternalStore(islands.subscribe, islands.getSnapshot, islands.getSnapshot);
  return list.map((island) =>
    createPortal(<IslandRoot island={island} />, island.element, String(island.key)),
  );
}

/** Memoised: a slice of new islands re-renders none of those already mounted. */
export const IslandRoot = memo(function IslandRoot({ island }: { island: MountedIsland }) {
  const handle = useMemo<IslandHandle>(() => {
    // Settled once: a later error after ready (or the reverse) must not flip the state back.
    const progress = { done: false };
    return {
      element: island.element,
      markReady: () => {
        if (progress.done) return;
        progress.done = true;
        setIslandState(island.element, 'ready');
        if (!island.mayBeEmpty && !island.element.hasChildNodes()) reportEmptyWidget(island.name);
        island.settle();
      },
      markError: (error: unknown, options?: { report?: boolean }) => {
        progress.done = true;
        setIslandState(island.element, 'error');
        if (options?.report !== false) reportError(error);
        island.settle();
      },
    };
  }, [island]);
  const Widget = island.Component;
  const content = (
    <IslandContext.Provider value={handle}>
      <IslandBoundary onError={handle.markError}>
        <Suspense fallback={null}>
          <Widget {...(island.props as object)} />
          <Committed island={island} handle={handle} />
        </Suspense>
      </IslandBoundary>
    </IslandContext.Provider>
  );
  return __SF_BENCH__ ? benchProfile(island, content) : content;
});

/** Rendered after the widget inside the same Suspense boundary: commits only once the widget's code has loaded. */
function Committed({ island, handle }: { island: MountedIsland; handle: IslandHandle }) {
  useLayoutEffect(() => {
    if (island.readyWhen === 'mounted') handle.markReady();
    else island.settle();
  }, [island, handle]);
  return null;
}
