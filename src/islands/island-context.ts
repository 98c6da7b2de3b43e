import { createContext, useContext, useEffect } from 'react';

export interface IslandHandle {
  element: HTMLElement;
  markReady: () => void;
  /** Marks the island failed; `report: false` when the cause was reported where it happened. */
  markError: (error: unknown, options?: { report?: boolean }) => void;
}

export const IslandContext = createContext<IslandHandle | null>(null);

export function useIsland(): IslandHandle {
  const island = useContext(IslandContext);
  if (!island) throw new Error('useIsland() is used outside an island');
  return island;
}

/** For widgets with `readyWhen: 'data'`: marks the island ready once `ready` turns true. */
export function useReadyWhen(ready: boolean): void {
  const { markReady } = useIsland();
  useEffect(() => {
    if (ready) markReady();
  }, [ready, markReady]);
}
