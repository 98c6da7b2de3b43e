// The changes of this tab that the shopper's other tabs show, picked out of the store's actions by a
// middleware of the store (small, in the entry); the channel itself is connected later, from a lazy chunk
// (src/sync/tab-sync.ts), which sets the outbox's `send`.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isFavoriteType } from '../domain/models';
import type { TabChange } from '../domain/tab-change';
import { confirmedChangeOf, isRemote } from './confirmed-change';

/** The change an action of this tab made, if it is one the other tabs show. */
export function changeOf(action: UnknownAction, favoriteType: string | null): TabChange | null {
  const change = isRemote(action) ? null : confirmedChangeOf(action);
  switch (change?.kind) {
    case 'cart':
    case 'favorite':
    case 'follow':
      // The same ids the other tabs apply: a work, or its rental, in the cart; a favourite; a maker followed.
      return change;
    case 'folders':
      return { kind: 'folders', favoriteType: change.favoriteType };
    case 'item': {
      if (!isFavoriteType(favoriteType)) return null;
      const { action: itemAction, itemId, folderId } = change;
      // An item change this tab cannot describe still tells the others to reload their folder list.
      if (itemId === undefined || folderId === undefined) return { kind: 'folders', favoriteType };
      return { kind: 'item', favoriteType, itemId, action: itemAction, folderId };
    }
    default:
      return null;
  }
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
