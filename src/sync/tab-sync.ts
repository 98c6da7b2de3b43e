// Same-site tabs in step. A member's cart add, favourite add, follow, and folder or item change
// made in one tab is sent to the shopper's other open tabs of the same site (BroadcastChannel; the `storage`
// event where it is missing), which apply it as the same named action marked remote: one store per tab
// stays the only source of truth, and a remote action is never sent on again. A folder or item change makes
// the other tabs of that favourite type reload their folder list once (they hold no copy of the folders'
// names); an item change also reaches that item's row there (moved, deleted, back after undo). Messages
// from another site or bundle version are ignored; a malformed one is reported once.
import { reportError } from '../analytics/report-error';
import type { AppStore } from '../store/create-store';
import { foldersChangedElsewhere, loadFolders } from '../store/folders-slice';
import { favoriteAdd, followAdd } from '../store/lists-slice';
import { selectIsMember } from '../store/member';
import { itemChangedElsewhere } from '../store/ui-slice';
import { cartAdd } from '../store/user-slice';
import { readTabMessage, tabMessage, type TabChange, type TabMessage } from './tab-message';

export const TAB_SYNC_CHANNEL = 'storefront-islands:tabs';
/** The localStorage key of the fallback: written and removed at once, so only the `storage` event carries it. */
export const TAB_SYNC_STORAGE_KEY = 'storefront-islands:tabs';

interface Transport {
  send(message: TabMessage): void;
  close(): void;
}

function openTransport(onMessage: (data: unknown) => void): Transport | null {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
    channel.onmessage = (event: MessageEvent) => onMessage(event.data);
    return { send: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  if (typeof localStorage === 'undefined') return null;
  const listener = (event: StorageEvent) => {
    if (event.key !== TAB_SYNC_STORAGE_KEY || !event.newValue) return;
    try {
      onMessage(JSON.parse(event.newValue));
    } catch {
      onMessage(null);
    }
  };
  addEventListener('storage', listener);
  return {
    send: (message) => {
      try {
        localStorage.setItem(TAB_SYNC_STORAGE_KEY, JSON.stringify(message));
        localStorage.removeItem(TAB_SYNC_STORAGE_KEY);
      } catch {
        // Storage full or refused (private mode): the other tabs catch up when they come back.
      }
    },
    close: () => removeEventListener('storage', listener),
  };
}

/** Only a tab showing that type's folder list reloads it; one that never loaded it has nothing stale. */
function reloadFolders(store: AppStore, favoriteType: string): void {
  const { folders } = store.getState();
  if (folders.favoriteType === favoriteType && folders.status !== 'idle')
    void store.dispatch(loadFolders({ force: true }));
}

/** Applies a change another tab made, as this tab's own named action marked remote. */
function apply(store: AppStore, change: TabChange): void {
  const state = store.getState();
  // Lists and cart are a member's; a guest tab (or one whose member has logged out) keeps its own state.
  if (!selectIsMember(state, store.context)) return;
  const remote = { meta: { remote: true } };
  switch (change.kind) {
    case 'cart':
      store.dispatch({ ...cartAdd({ productId: change.productId, rentalId: change.rentalId }), ...remote });
      return;
    case 'favorite':
      store.dispatch({ ...favoriteAdd(change.productId), ...remote });
      return;
    case 'follow':
      store.dispatch({ ...followAdd(change.followKey), ...remote });
      return;
    case 'item':
      store.dispatch({
        ...foldersChangedElsewhere({
          favoriteType: change.favoriteType,
          item: { itemId: change.itemId, action: change.action, folderId: change.folderId },
        }),
        ...remote,
      });
      if (state.folders.favoriteType !== change.favoriteType) return;
      // The item's row, if this tab shows it, shows the change (its folder's name comes from the list).
      store.dispatch({
        ...itemChangedElsewhere({ itemId: change.itemId, action: change.action, folderId: change.folderId }),
        ...remote,
      });
      reloadFolders(store, change.favoriteType);
      return;
    case 'folders':
      store.dispatch({ ...foldersChangedElsewhere({ favoriteType: change.favoriteType }), ...remote });
      reloadFolders(store, change.favoriteType);
  }
}

/** Connects a page's store to the shopper's other tabs of the same site. Returns a stop function. */
export function startTabSync(store: AppStore, own: { site: string; version: string }): () => void {
  let reported = false;
  const transport = openTransport((data) => {
    const read = readTabMessage(data, own);
    if (read.ok) return apply(store, read.change);
    if (read.reason === 'malformed' && !reported) {
      reported = true;
      reportError(new Error('[TabSyncError] a malformed message from another tab was ignored'));
    }
  });
  if (!transport) return () => {};
  store.tabSync.send = (change) => {
    // Only a member's changes travel (a guest's cart and lists are not kept per shopper).
    if (selectIsMember(store.getState(), store.context)) transport.send(tabMessage(change, own));
  };
  return () => {
    store.tabSync.send = null;
    transport.close();
  };
}
