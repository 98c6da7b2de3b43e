import { useEffect, useRef } from 'react';
import { useAppStore } from '../../store/hooks';
import type { ItemChangeElsewhere } from '../../store/ui-slice';

/**
 * Calls `apply` for each move, delete or undo of this item made in another of the shopper's tabs, once
 * each, including one that came in while the island was waiting to render. `apply` may change between
 * renders; the latest is called.
 */
export function useChangesElsewhere(itemId: string, apply: (change: ItemChangeElsewhere) => void): void {
  const store = useAppStore();
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    let applied = 0;
    let live = true;
    const check = () => {
      if (!live) return;
      const change = store.getState().ui.itemsElsewhere[itemId];
      if (!change || change.seq === applied) return;
      applied = change.seq;
      applyRef.current(change);
    };
    const unsubscribe = store.subscribe(check);
    queueMicrotask(check);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, itemId]);
}
