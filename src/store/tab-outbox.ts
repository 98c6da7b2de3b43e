// The changes of this tab that the shopper's other tabs show, picked out of the store's actions by a
// middleware of the store (small, in the entry); the channel itself is connected later, from a lazy chunk
// (src/sync/tab-sync.ts), which sets the outbox's `send`.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { folderChangeConfirmed } from './folders-slice';
import { favoriteAdd, followAdd } from './lists-slice';
import { cartAdd } from './user-slice';
import { isFavoriteType, type FavoriteType } from '../domain/models';
import type { ItemAction, TabChange } from '../domain/tab-change';

/**
 * Item changes that succeeded (their thunks live in the my-page chunks, matched by type; they settle without
 * waiting for the folders' reload). Folder changes travel from folderChangeConfirmed, as the server confirms.
 */
const ITEM_CHANGE = /^items\/\w+\/fulfilled$/;
const ITEM_ACTION: Record<string, ItemAction> = {
  'items/moveItemTo/fulfilled': 'moved',
  'items/createFolderAndMove/fulfilled': 'moved',
  'items/deleteItemRow/fulfilled': 'deleted',
  'items/recoverItemRow/fulfilled': 'recovered',
};

const isRemote = (action: UnknownAction) =>
  typeof action.meta === 'object' &&
  action.meta !== null &&
  'remote' in action.meta &&
  action.meta.remote === true;

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const folderIdOf = (value: unknown): string | null | undefined =>
  value === null || typeof value === 'string' ? value : undefined;

/**
 * An item thunk's result as the other tabs apply it: the item and where it is now. The move results carry
 * them in the payload, a delete and an undo in the thunk's argument (`meta.arg`).
 */
function itemChangeOf(action: UnknownAction, favoriteType: FavoriteType): TabChange | null {
  const itemAction = ITEM_ACTION[action.type];
  const source = itemAction === 'moved' ? action.payload : field(action.meta, 'arg');
  const itemId = field(source, 'itemId');
  const folderId = itemAction === 'deleted' ? null : folderIdOf(field(source, 'folderId'));
  if (!itemAction || typeof itemId !== 'string' || folderId === undefined) return null;
  return { kind: 'item', favoriteType, itemId, action: itemAction, folderId };
}

/** The change an action of this tab made, if it is one the other tabs show. */
export function changeOf(action: UnknownAction, favoriteType: string | null): TabChange | null {
  if (isRemote(action)) return null;
  if (cartAdd.match(action)) return { kind: 'cart', ...action.payload };
  if (favoriteAdd.match(action)) return { kind: 'favorite', productId: action.payload };
  if (followAdd.match(action)) return { kind: 'follow', followKey: action.payload };
  if (folderChangeConfirmed.match(action))
    return { kind: 'folders', favoriteType: action.payload.favoriteType };
  if (!isFavoriteType(favoriteType)) return null;
  if (ITEM_CHANGE.test(action.type))
    // An item change this tab cannot describe still tells the others to reload their folder list.
    return itemChangeOf(action, favoriteType) ?? { kind: 'folders', favoriteType };
  return null;
}

export interface TabOutbox {
  send: ((change: TabChange) => void) | null;
}

/** The store's half: a middleware that hands each change this tab makes to `outbox.send` once connected. */
export function createTabSyncMiddleware(): { middleware: Middleware; outbox: TabOutbox } {
  const outbox: TabOutbox = { send: null };
  const middleware: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    if (outbox.send) {
      const state = api.getState() as { folders: { favoriteType: string | null } };
      const change = changeOf(action as UnknownAction, state.folders.favoriteType);
      if (change) outbox.send(change);
    }
    return result;
  };
  return { middleware, outbox };
}
