// Events for the host page (docs/page-contract.md "Events for the host"): after each confirmed change, one
// CustomEvent on `document`, so a page's header can keep its cart count and its analytics can push e-commerce
// events without polling the store. A change another tab made (tab sync) is announced here too, marked
// `remote`. Nothing is announced for a failed or refused write: only the actions that follow a confirmed
// answer are read. Details carry ids and flags only: never a name, a text the shopper typed, or a price.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isFavoriteType, type FavoriteType } from '../domain/models';
import type { ItemAction } from '../domain/tab-change';
import { confirmedChangeOf, isRemote } from '../store/confirmed-change';
import type { FolderChange } from '../store/folders-slice';

export const CART_ADDED = 'storefront:cart-added';
export const FAVORITE_ADDED = 'storefront:favorite-added';
export const FOLLOW_CHANGED = 'storefront:follow-changed';
export const FOLDERS_CHANGED = 'storefront:folders-changed';

interface ChangeDetail {
  /** The site of the page (the configuration's `site`). */
  site: string;
  /** True when the change was made in another tab of the shopper's and reached this one by tab sync. */
  remote: boolean;
}

/** A work, or one of its rentals, put in the cart. */
export interface CartAddedDetail extends ChangeDetail {
  productId: string;
  /** The rental put in the cart; null for a regular purchase. */
  rentalId: string | null;
}

/** A work added to the favourites (from a card, a price box or a favourite button). */
export interface FavoriteAddedDetail extends ChangeDetail {
  productId: string;
}

/** A maker followed (from a follow popup, with or without notification mail, or in another tab). */
export interface FollowChangedDetail extends ChangeDetail {
  /** The maker's follow key (the `maker-id` attribute). */
  makerId: string;
  /** Whether notification mail was asked for; absent for a change made in another tab. */
  mail?: boolean;
}

export type FoldersChange =
  | FolderChange
  | 'item-moved'
  | 'item-deleted'
  | 'item-restored'
  /** Another tab changed this type's folders without saying how (its message named no change). */
  | 'changed';

/** A folder or an item of a my-page list created, renamed, moved, reordered or deleted. */
export interface FoldersChangedDetail extends ChangeDetail {
  favoriteType: FavoriteType;
  change: FoldersChange;
  /** The folder created, renamed, shown or deleted, or the one an item moved to (null: unclassified). */
  folderId?: string | null;
  /** The folders' ids in their saved order. */
  folderIds?: string[];
  /** The item moved, deleted or restored. */
  itemId?: string;
}

export interface HostEventMap {
  [CART_ADDED]: CartAddedDetail;
  [FAVORITE_ADDED]: FavoriteAddedDetail;
  [FOLLOW_CHANGED]: FollowChangedDetail;
  [FOLDERS_CHANGED]: FoldersChangedDetail;
}

export type HostEvent = {
  [K in keyof HostEventMap]: { type: K; detail: HostEventMap[K] };
}[keyof HostEventMap];

const ITEM_CHANGES: Record<ItemAction, FoldersChange> = {
  moved: 'item-moved',
  deleted: 'item-deleted',
  recovered: 'item-restored',
};

const id = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const withoutUndefined = <T extends object>(detail: T): T =>
  Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined)) as T;

/** The host event an action confirms, if any. `favoriteType`: the type of the page's folder lists. */
export function hostEventOf(
  action: UnknownAction,
  site: string,
  favoriteType: string | null,
): HostEvent | null {
  const change = confirmedChangeOf(action);
  if (!change) return null;
  const remote = isRemote(action);
  switch (change.kind) {
    case 'cart': {
      const productId = id(change.productId);
      if (!productId) return null;
      const rentalId = id(change.rentalId) || null;
      return { type: CART_ADDED, detail: { site, remote, productId, rentalId } };
    }
    case 'favorite': {
      const productId = id(change.productId);
      return productId ? { type: FAVORITE_ADDED, detail: { site, remote, productId } } : null;
    }
    // This tab's follow is announced from its call (which knows the mail flag); another tab's as it arrives.
    case 'follow-sent': {
      const makerId = id(change.followKey);
      if (!makerId) return null;
      return { type: FOLLOW_CHANGED, detail: { site, remote, makerId, mail: change.mail } };
    }
    case 'follow': {
      const makerId = id(change.followKey);
      return remote && makerId ? { type: FOLLOW_CHANGED, detail: { site, remote, makerId } } : null;
    }
    case 'folders-elsewhere': {
      const { favoriteType: type, item } = change;
      const folderId = item && item.action !== 'deleted' ? item.folderId : undefined;
      return {
        type: FOLDERS_CHANGED,
        detail: withoutUndefined({
          site,
          remote: true,
          favoriteType: type,
          change: item ? (ITEM_CHANGES[item.action] ?? 'changed') : 'changed',
          itemId: item?.itemId,
          folderId,
        }),
      };
    }
    case 'folders': {
      const { favoriteType: type, change: folderChange, folderId, folderIds } = change;
      return {
        type: FOLDERS_CHANGED,
        detail: withoutUndefined({
          site,
          remote,
          favoriteType: type,
          change: folderChange,
          folderId,
          folderIds,
        }),
      };
    }
    case 'item': {
      if (!isFavoriteType(favoriteType)) return null;
      const { action: itemAction, itemId } = change;
      // A delete names no folder; an undo that names none put the item back into the unclassified one.
      const folderId =
        itemAction === 'deleted'
          ? undefined
          : itemAction === 'recovered'
            ? (change.folderId ?? null)
            : change.folderId;
      return {
        type: FOLDERS_CHANGED,
        detail: withoutUndefined({
          site,
          remote,
          favoriteType,
          change: ITEM_CHANGES[itemAction],
          itemId,
          folderId,
        }),
      };
    }
  }
}

/** Dispatches each confirmed change of the page's store as its host event, after the store has it. */
export function createHostEventsMiddleware(site: string): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    const state = api.getState() as { folders: { favoriteType: string | null } };
    const event = hostEventOf(action as UnknownAction, site, state.folders.favoriteType);
    if (event && typeof document !== 'undefined')
      document.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    return result;
  };
}
