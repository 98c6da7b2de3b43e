// What one tab tells the shopper's other tabs of the same site: a change, as ids and flags only (never
// names, prices or anything shown as text). The store picks these out of its actions (store/tab-outbox.ts)
// and applies those of other tabs; the tab-sync chunk (src/sync) carries them between tabs.
import type { FavoriteType } from './models';

export type TabChange =
  | { kind: 'cart'; productId: string; rentalId: string }
  | { kind: 'favorite'; productId: string }
  | { kind: 'follow'; followKey: string }
  /** A folder change: the other tabs of that favourite type reload their folder list once. */
  | { kind: 'folders'; favoriteType: FavoriteType }
  /**
   * An item moved (to `folderId`, null: unclassified), deleted, or put back by undo (into `folderId`): the
   * other tabs of that favourite type show it on the item's row and reload their folder list once.
   */
  | {
      kind: 'item';
      favoriteType: FavoriteType;
      itemId: string;
      action: ItemAction;
      folderId: string | null;
    };

export type ItemAction = 'moved' | 'deleted' | 'recovered';
