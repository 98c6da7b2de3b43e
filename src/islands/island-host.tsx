import { memo, Suspense, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { reportEmptyWidget, reportError } from '../analytics/report-error';
import { useI18n } from '../i18n/i18n-context';
import { IslandBoundary } from './island-boundary';
import { attributeSignature } from './island-scan';
import { IslandContext, type IslandHandle } from './island-context';
import type { IslandBucket, IslandSet, MountedIsland } from './island-set';
import { wrapIsland } from './island-wrapper';

export type IslandState = 'ready' | 'error';

/** Each failed island's attributes when it failed: mount() tries it again once they have changed. */
const attributesAtFailure = new WeakMap<HTMLElement, string>();

export function setIslandState(element: HTMLElement, state: IslandState): void {
  if (state === 'error') attributesAtFailure.set(element, attributeSignature(element));
  element.setAttribute('data-widget-state', state);
}

/** True for an island in `error` whose attributes the host has changed since it failed. */
export function changedSinceFailure(element: HTMLElement): boolean {
  const before = attributesAtFailure.get(element);
  return before !== undefined && before !== attributeSignature(element);
}

/** The one React root's content: a portal per island (docs/architecture.md "The page view"), in buckets. */
export function IslandHost({ islands }: { islands: IslandSet }) {
  const buckets = useSyncExternalStore(islands.subscribe, islands.getSnapshot, islands.getSnapshot);
  return buckets.map((bucket) => <IslandBucketView key={bucket.key} bucket={bucket} />);
}

/** Memoised: a slice re-renders only the bucket it was added to. */
const IslandBucketView = memo(function IslandBucketView({ bucket }: { bucket: IslandBucket }) {
  return bucket.islands.map((island) =>
    createPortal(<IslandRoot island={island} />, island.element, String(island.key)),
  );
});

/** Memoised: a slice of new islands re-renders none of those already mounted. */
export const IslandRoot = memo(function IslandRoot({ island }: { island: MountedIsland }) {
  const { t } = useI18n();
  // An island in `error` renders nothing of its widget from then on: its server content stays.
  const [failed, setFailed] = useState(false);
  const handle = useMemo<IslandHandle>(() => {
    // Settled once: `ready` is final, and an island in `error` is not made ready by a late render.
    const progress = { done: false };
    const settle = (state: IslandState) => {
      if (progress.done || island.gone) return false;
      progress.done = true;
      setIslandState(island.element, state);
      island.settle();
      return true;
    };
    return {
      element: island.element,
      markReady: () => {
        const empty = !island.definition.mayBeEmpty && !island.element.hasChildNodes();
        if (settle('ready') && empty) reportEmptyWidget(island.name, island.element);
      },
      markError: (error: unknown, options?: { report?: boolean }) => {
        if (options?.report !== false) reportError(error, { kind: 'island', island: island.element });
        if (settle('error')) setFailed(true);
      },
    };
  }, [island]);
  if (failed) return null;
  const isReady = () => island.element.getAttribute('data-widget-state') === 'ready';
  const Widget = island.Component;
  const content = (
    <IslandContext.Provider value={handle}>
      <IslandBoundary
        onError={handle.markError}
        isReady={isReady}
        failure={
          <p role="alert" className="sf-island-failure">
            {t('failed')}
          </p>
        }
      >
        <Suspense fallback={null}>
          <Widget {...(island.props as object)} />
          <Committed island={island} handle={handle} />
        </Suspense>
      </IslandBoundary>
    </IslandContext.Provider>
  );
  return wrapIsland(island, content);
});

/** Rendered after the widget inside the same Suspense boundary: commits only once the widget's code has loaded. */
function Committed({ island, handle }: { island: MountedIsland; handle: IslandHandle }) {
  useLayoutEffect(() => {
    if (island.definition.readyWhen !== 'data') handle.markReady();
  }, [island, handle]);
  return null;
}
