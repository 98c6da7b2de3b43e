import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Focus never falls to the page: once a deleted folder's row has left, its handle's place goes to the
 * row now there, else the one above. Returns the call to make when a delete succeeds.
 */
export function useDeleteRefocus(sectionRef: RefObject<HTMLElement | null>, serverIds: string) {
  const refocus = useRef<{ id: string; index: number } | null>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  useEffect(() => {
    const pending = refocus.current;
    if (pending === null || serverIds.split('\n').includes(pending.id)) return;
    refocus.current = null;
    const section = sectionRef.current;
    const active = document.activeElement;
    // Unless the user has put focus somewhere else on the page meanwhile.
    if (active !== null && active !== document.body && !section?.contains(active)) return;
    const handles = section?.querySelectorAll<HTMLElement>('.sf-folders__handle') ?? [];
    (handles[Math.min(pending.index, handles.length - 1)] ?? section?.querySelector('button'))?.focus();
    // The list may have reloaded before or after the dialog reported the delete: run on both.
  }, [sectionRef, serverIds, deletedCount]);
  return useCallback((id: string, index: number) => {
    refocus.current = { id, index };
    setDeletedCount((n) => n + 1);
  }, []);
}
