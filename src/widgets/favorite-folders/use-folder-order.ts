import { useState } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { FavoriteFolder } from '../../domain/models';

/** A folder the server has saved (the unclassified one has no id and is not sortable). */
export type SavedFolder = FavoriteFolder & { id: string };

/** The new order after a drag ends over another folder. */
export function reorderIds(ids: readonly string[], event: Pick<DragEndEvent, 'active' | 'over'>): string[] {
  const from = ids.indexOf(String(event.active.id));
  const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/** The folder ids in the shopper's unsaved order, or the server's. */
export function useFolderOrder(folders: readonly SavedFolder[]) {
  const serverIds = folders.map((f) => f.id).join('\n');
  // The unsaved local order, valid only for the server list it was made from (a reload replaces it).
  const [order, setOrder] = useState<{ base: string; ids: string[] } | null>(null);
  const ids = order !== null && order.base === serverIds ? order.ids : folders.map((f) => f.id);
  const reorder = (event: Pick<DragEndEvent, 'active' | 'over'>) =>
    setOrder({ base: serverIds, ids: reorderIds(ids, event) });
  return { ids, serverIds, reorder };
}
