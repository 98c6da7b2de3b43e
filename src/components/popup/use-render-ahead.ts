import { startTransition, useContext, useEffect, useState } from 'react';
import { IslandContext } from '../../islands/island-context';
import { watchNear } from '../../islands/near';
import { whenIdle } from '../../islands/scheduling';

/**
 * Whether an island's popup is rendered ahead, hidden (`<Activity mode="hidden">`), so that a tap opens it
 * by a visibility change instead of a first render: true once the island is ready, on screen or within a
 * screen of it (near.ts), and the browser has been idle, never sooner. Rendered at React's lowest
 * priority, in pieces an input can interrupt (docs/performance.md "A tap's answer"). Outside an island,
 * or without an IntersectionObserver, never.
 */
export function useRenderAhead(): boolean {
  const island = useContext(IslandContext);
  const [ahead, setAhead] = useState(false);
  useEffect(() => {
    if (ahead || island === null) return;
    let stopped = false;
    const whenReadyAndIdle = (): Promise<void> =>
      whenIdle(null).then(() => {
        const state = island.element.getAttribute('data-widget-state');
        if (stopped || state === 'error') return;
        if (state !== 'ready') return whenReadyAndIdle();
        startTransition(() => setAhead(true));
      });
    const stop = watchNear(island.element, ({ near }) => {
      if (near) void whenReadyAndIdle();
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [ahead, island]);
  return ahead;
}
