// Which confirmed change an action of the store is: read the same way for the host page's events
// (src/events/host-events.ts) and for the shopper's other tabs (tab-outbox.ts). Only the actions that follow
// a confirmed answer are changes: a failed or refused write dispatches none of them.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { FavoriteType } from '../domain/models';
import type { ItemAction } from '../domain/tab-change';
import { folderChangeConfirmed, foldersChangedElsewhere, type FolderChange } from './folders-slice';
import { favoriteAdd, followAdd } from './lists-slice';
import { cartAdd } from './user-slice';

export type ConfirmedChange =
  | { kind: 'cart'; productId: string; rentalId: string }
  | { kind: 'favorite'; productId: string }
  /** A maker in the follow list: after this tab's follow call, or another tab's follow. */
  | { kind: 'follow'; followKey: string }
  /** This tab's follow call, confirmed, with the mail flag it sent (followKey: as the call was given). */
  | { kind: 'follow-sent'; followKey: unknown; mail: boolean }
  /** A folder change of this tab, as the server confirmed it. */
  | {
      kind: 'folders';
      favoriteType: FavoriteType;
      change: FolderChange;
      folderId?: string;
      folderIds?: string[];
    }
  /** Another tab changed this type's folders (and said which item, when an item changed). */
  | {
      kind: 'folders-elsewhere';
      favoriteType: FavoriteType;
      item?: { itemId: string; action: ItemAction; folderId: string | null };
    }
  /**
   * An item of a my-page list moved (to `folderId`, null: unclassified), deleted or put back (into
   * `folderId`), as the thunk's result or argument names them: undefined where it names none.
   */
  | { kind: 'item'; action: ItemAction; itemId: string | undefined; folderId: string | null | undefined };

// Matched by type: the follow and item thunks live in the widgets' chunks, not in the entry. The item
// thunks settle without waiting for the folders' reload; the folder thunks do wait for it, so their changes
// are read from folderChangeConfirmed instead, dispatched as the server confirms.
const FOLLOW_SENT = 'follow/request/fulfilled';
const ITEM_ACTIONS: ReadonlyMap<string, ItemAction> = new Map([
  ['items/moveItemTo/fulfilled', 'moved'],
  ['items/createFolderAndMove/fulfilled', 'moved'],
  ['items/deleteItemRow/fulfilled', 'deleted'],
  ['items/recoverItemRow/fulfilled', 'recovered'],
]);

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const folderIdOf = (value: unknown): string | null | undefined =>
  value === null || typeof value === 'string' ? value : undefined;

/** Whether an action is a change another tab made, applied here by tab sync (tab-sync.ts marks it). */
export const isRemote = (action: UnknownAction): boolean => field(action.meta, 'remote') === true;

/** The confirmed change an action is (this tab's or another's: isRemote), or null for every other action. */
export function confirmedChangeOf(action: UnknownAction): ConfirmedChange | null {
  if (cartAdd.match(action)) return { kind: 'cart', ...action.payload };
  if (favoriteAdd.match(action)) return { kind: 'favorite', productId: action.payload };
  if (followAdd.match(action)) return { kind: 'follow', followKey: action.payload };
  if (folderChangeConfirmed.match(action)) return { ...action.payload, kind: 'folders' };
  if (foldersChangedElsewhere.match(action)) return { ...action.payload, kind: 'folders-elsewhere' };
  if (action.type === FOLLOW_SENT) {
    const arg = field(action.meta, 'arg');
    return {
      kind: 'follow-sent',
      followKey: field(arg, 'followKey'),
      mail: field(arg, 'mailFlg') === 1,
    };
  }
  const itemAction = ITEM_ACTIONS.get(action.type);
  if (!itemAction) return null;
  // The move results carry the item and its folder in the payload; a delete and an undo in the argument.
  const source = itemAction === 'moved' ? action.payload : field(action.meta, 'arg');
  const itemId = field(source, 'itemId');
  return {
    kind: 'item',
    action: itemAction,
    itemId: typeof itemId === 'string' ? itemId : undefined,
    folderId: itemAction === 'deleted' ? null : folderIdOf(field(source, 'folderId')),
  };
}
