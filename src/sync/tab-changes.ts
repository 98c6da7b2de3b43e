// Issue 13: the changes of this tab that the shopper's other tabs show, picked out of the store's actions by
// a middleware in the entry (small); the channel itself is connected later, from a lazy chunk (tab-sync.ts).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { favoriteAdd, followAdd } from '../store/lists-slice';
import { cartAdd } from '../store/user-slice';
import type { TabChange } from './tab-message';

/** Folder and item changes that succeeded (their thunks live in the my-page chunks). */
const FOLDER_CHANGE = /^(?:folders\/(?:create|rename|showOnTop|saveOrder|delete)|items\/\w+)\/fulfilled$/;

const isRemote = (action: UnknownAction) =>
  typeof action.meta === 'object' &&
  action.meta !== null &&
  'remote' in action.meta &&
  action.meta.remote === true;

/** The change an action of this tab made, if it is one the other tabs show. */
export function changeOf(action: UnknownAction, favoriteType: string | null): TabChange | null {
  if (isRemote(action)) return null;
  if (cartAdd.match(action)) return { kind: 'cart', ...action.payload };
  if (favoriteAdd.match(action)) return { kind: 'favorite', productId: action.payload };
  if (followAdd.match(action)) return { kind: 'follow', followKey: action.payload };
  if (
    FOLDER_CHANGE.test(action.type) &&
    (favoriteType === 'wishlist' || favoriteType === 'followlist' || favoriteType === 'searchword')
  )
    return { kind: 'folders', favoriteType };
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
