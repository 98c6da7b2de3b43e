import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartAdd } from '../../src/store/user-slice';
import { favoriteAdd, followAdd } from '../../src/store/lists-slice';
import { startTabSync, TAB_SYNC_CHANNEL } from '../../src/sync/tab-sync';
import { changeOf } from '../../src/store/tab-outbox';
import { deleteItemRow, moveItemTo } from '../../src/store/item-thunks';
import { tabMessage } from '../../src/sync/tab-message';
import { memberCookies } from '../mock-api';
import { makeTestStore } from '../render';

// Two stores of one process stand for two tabs: Node's BroadcastChannel delivers between channels of one
// name, never back to the sender, as a browser does between tabs.
const own = { site: 'maniax', version: '0.1.0' };
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function twoTabs() {
  const a = makeTestStore();
  const b = makeTestStore();
  stops.push(startTabSync(a, own), startTabSync(b, own));
  return { a, b };
}

describe('tab sync', () => {
  it("a member's cart add, favourite and follow in one tab show in the other, marked remote, not sent back", async () => {
    memberCookies();
    const { a, b } = twoTabs();
    const seenByA = vi.fn();
    a.subscribe(seenByA);
    a.dispatch(cartAdd({ productId: 'RJ01000001', rentalId: '' }));
    a.dispatch(favoriteAdd('RJ01000002'));
    a.dispatch(followAdd('RG30003'));
    await waitFor(() => expect(b.getState().lists.follows.keys).toEqual(['RG30003']));
    expect(b.getState().user.cart).toEqual([{ product_id: 'RJ01000001', rental_id: '', status: 1 }]);
    expect(b.getState().lists.favorites.ids).toEqual(['RJ01000002']);
    // B applied them as remote actions: nothing came back to A. B's own change afterwards is the sync
    // point: it reaches A after anything B sent before it, so A has seen its 3 own updates and this one.
    b.dispatch(favoriteAdd('RJ01000009'));
    await waitFor(() => expect(a.getState().lists.favorites.ids).toContain('RJ01000009'));
    expect(seenByA).toHaveBeenCalledTimes(4);
  });

  it("a guest's changes do not travel; a member's do (the same tab once signed in)", () => {
    const { a } = twoTabs();
    const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    try {
      a.dispatch(cartAdd({ productId: 'RJ01000001', rentalId: '' }));
      a.dispatch(favoriteAdd('RJ01000002'));
      a.dispatch(followAdd('RG30003'));
      expect(posted).not.toHaveBeenCalled();
      memberCookies();
      a.dispatch(favoriteAdd('RJ01000004'));
      expect(posted).toHaveBeenCalledTimes(1);
    } finally {
      posted.mockRestore();
    }
  });

  it('a guest tab applies no change from another tab', async () => {
    // The tab's cookie reads are watched: the change has been read (and judged a guest's) once they happen.
    const readCookie = vi.fn((_name: string): string | undefined => undefined);
    const b = makeTestStore({ readCookie });
    stops.push(startTabSync(b, own));
    const channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
    channel.postMessage(tabMessage({ kind: 'favorite', productId: 'RJ01000003' }, own));
    await waitFor(() => expect(readCookie).toHaveBeenCalled());
    channel.close();
    expect(b.getState().lists.favorites.ids).toEqual([]);
  });

  it('a message from another site is ignored silently; a malformed one is reported once per page', async () => {
    memberCookies();
    const ga = vi.fn();
    Object.assign(window, { ga });
    const { b } = twoTabs();
    const channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
    channel.postMessage(tabMessage({ kind: 'favorite', productId: 'RJ01000003' }, { ...own, site: 'books' }));
    channel.postMessage({ app: 'storefront-islands', ...own, change: { kind: 'favorite', productId: 42 } });
    channel.postMessage('garbage');
    // A well-formed message last: messages arrive in order, so once it is applied the others were read.
    channel.postMessage(tabMessage({ kind: 'favorite', productId: 'RJ01000004' }, own));
    await waitFor(() => expect(b.getState().lists.favorites.ids).toEqual(['RJ01000004']));
    channel.close();
    // Two malformed messages, two listening stores: one report (each store reports its first one only, and
    // the page's reporter drops the same error twice).
    expect(ga.mock.calls.filter((c) => /TabSyncError/.test(String(c[1]?.eventLabel)))).toHaveLength(1);
    Object.assign(window, { ga: undefined });
  });
});

describe('my-page item changes across tabs', () => {
  const arg = { itemId: '101', folderId: '12' };
  // Which item and where it is now, for each item thunk: confirmed-change.test.ts.
  it('an item change is told with the favourite type of the page; one that names no item, as a folder change', () => {
    const moved = moveItemTo.fulfilled({ itemId: '101', folderId: '12', folderName: 'x' }, 'r', arg);
    expect(changeOf(moved, 'wishlist')).toEqual({
      kind: 'item',
      favoriteType: 'wishlist',
      itemId: '101',
      action: 'moved',
      folderId: '12',
    });
    expect(changeOf({ type: moveItemTo.fulfilled.type, payload: {} }, 'followlist')).toEqual({
      kind: 'folders',
      favoriteType: 'followlist',
    });
  });

  it('a failed item change is not told; one outside a my-page list neither', () => {
    expect(changeOf(moveItemTo.rejected(null, 'r', arg, ''), 'wishlist')).toBeNull();
    expect(
      changeOf(moveItemTo.fulfilled({ itemId: '101', folderId: '12', folderName: '' }, 'r', arg), null),
    ).toBeNull();
  });

  it("reaches the item's row in a tab of the same favourite type, and only there", async () => {
    memberCookies();
    const folderPage = {
      pathname: '/maniax/mypage/wishlist/folder/=/folder_id/11',
      layout: 'mypage_wishlist_folder',
    };
    const a = makeTestStore(folderPage);
    const b = makeTestStore(folderPage);
    const other = makeTestStore({ pathname: '/maniax/mypage/followlist/', layout: 'mypage_followlist' });
    stops.push(startTabSync(a, own), startTabSync(b, own), startTabSync(other, own));
    a.dispatch(moveItemTo.fulfilled({ itemId: '101', folderId: '12', folderName: 'x' }, 'r', arg));
    await waitFor(() =>
      expect(b.getState().ui.itemsElsewhere['101']).toEqual({ action: 'moved', folderId: '12', seq: 1 }),
    );
    a.dispatch(deleteItemRow.fulfilled({ relation_id: 'rel-1' }, 'r', { itemId: '101' }));
    await waitFor(() =>
      expect(b.getState().ui.itemsElsewhere['101']).toEqual({ action: 'deleted', folderId: null, seq: 2 }),
    );
    // Sync points: A's follow reaches the other tab after A's item changes; B's favourite reaches A after
    // anything B sent back before it.
    a.dispatch(followAdd('RG30003'));
    b.dispatch(favoriteAdd('RJ01000009'));
    await waitFor(() => expect(other.getState().lists.follows.keys).toEqual(['RG30003']));
    await waitFor(() => expect(a.getState().lists.favorites.ids).toContain('RJ01000009'));
    expect(other.getState().ui.itemsElsewhere['101']).toBeUndefined();
    // The sender keeps its own view: nothing came back to it.
    expect(a.getState().ui.itemsElsewhere['101']).toBeUndefined();
  });
});
