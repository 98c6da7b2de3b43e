import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartAdd } from '../../src/store/user-slice';
import { favoriteAdd, followAdd } from '../../src/store/lists-slice';
import { startTabSync, TAB_SYNC_CHANNEL } from '../../src/sync/tab-sync';
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

describe('tab sync (issue 13)', () => {
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
    // B applied them as remote actions: nothing came back to A (A's 3 own updates only).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenByA).toHaveBeenCalledTimes(3);
  });

  it("a guest's changes do not travel, and a guest tab applies none", async () => {
    const { a, b } = twoTabs();
    a.dispatch(favoriteAdd('RJ01000002'));
    const channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
    channel.postMessage(tabMessage({ kind: 'favorite', productId: 'RJ01000003' }, own));
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    await waitFor(() => expect(ga).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    channel.close();
    expect(b.getState().lists.favorites.ids).toEqual([]);
    // Two malformed messages, two listening stores: one report (each store reports its first one only, and
    // the page's reporter drops the same error twice).
    expect(ga.mock.calls.filter((c) => /TabSyncError/.test(String(c[1]?.eventLabel)))).toHaveLength(1);
    Object.assign(window, { ga: undefined });
  });
});
