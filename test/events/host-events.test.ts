import {
  CART_ADDED,
  FAVORITE_ADDED,
  FOLDERS_CHANGED,
  FOLLOW_CHANGED,
  createHostEventsMiddleware,
} from '../../src/events/host-events';
import { requestCartAdd, requestFavoriteAdd } from '../../src/store/purchase-thunks';
import { requestFollow } from '../../src/store/follow-thunks';
import { foldersChangedElsewhere, loadFolders } from '../../src/store/folders-slice';
import * as folderThunks from '../../src/store/folder-thunks';
import { createFolderAndMove, deleteItemRow, moveItemTo } from '../../src/store/item-thunks';
import { cartAdd } from '../../src/store/user-slice';
import { followAdd } from '../../src/store/lists-slice';
import type { TabChange } from '../../src/domain/tab-change';
import { memberCookies, useMockApi } from '../mock-api';
import { hold } from '../held-call';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

const NAMES = [CART_ADDED, FAVORITE_ADDED, FOLLOW_CHANGED, FOLDERS_CHANGED];
let events: { type: string; detail: unknown }[] = [];
const listener = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  events = [];
  for (const name of NAMES) document.addEventListener(name, listener);
  memberCookies();
});
afterEach(() => {
  for (const name of NAMES) document.removeEventListener(name, listener);
});

const pageStore = (pathname = '/maniax/') =>
  makeTestStore({ pathname }, [createHostEventsMiddleware('maniax')]);

describe('host events', () => {
  it.each(['http500', 'xml-fail', 'login-html'] as const)(
    'no event for a cart or favourite add that failed (%s)',
    async (fault) => {
      const store = pageStore();
      fake.setFault('cart', fault);
      fake.setFault('wishlist', fault);
      await store.dispatch(requestCartAdd({ productId: 'RJ01000001' }));
      await store.dispatch(requestFavoriteAdd({ productId: 'RJ01000001' }));
      expect(fake.requestsOf('cart')).toHaveLength(1);
      expect(fake.requestsOf('wishlist')).toHaveLength(1);
      expect(events).toEqual([]);
    },
  );

  it('a follow, with and without mail: storefront:follow-changed once each; none when it fails', async () => {
    const store = pageStore();
    await store.dispatch(requestFollow({ followKey: 'RG10001', mailFlg: 1 }));
    await store.dispatch(requestFollow({ followKey: 'RG10001', mailFlg: 0 }));
    fake.setFault('follow', 'http500');
    await store.dispatch(requestFollow({ followKey: 'RG10002', mailFlg: 1 }));
    expect(events).toEqual([
      { type: FOLLOW_CHANGED, detail: { site: 'maniax', remote: false, makerId: 'RG10001', mail: true } },
      { type: FOLLOW_CHANGED, detail: { site: 'maniax', remote: false, makerId: 'RG10001', mail: false } },
    ]);
  });

  it('changes another tab made are announced here, marked remote', () => {
    const store = pageStore();
    store.dispatch({ ...cartAdd({ productId: 'RJ01000004', rentalId: '' }), meta: { remote: true } });
    store.dispatch({ ...followAdd('RG10003'), meta: { remote: true } });
    store.dispatch({
      ...foldersChangedElsewhere({
        favoriteType: 'wishlist',
        item: { itemId: '101', action: 'moved', folderId: null },
      }),
      meta: { remote: true },
    });
    store.dispatch({ ...foldersChangedElsewhere({ favoriteType: 'followlist' }), meta: { remote: true } });
    expect(events).toEqual([
      { type: CART_ADDED, detail: { site: 'maniax', remote: true, productId: 'RJ01000004', rentalId: null } },
      { type: FOLLOW_CHANGED, detail: { site: 'maniax', remote: true, makerId: 'RG10003' } },
      {
        type: FOLDERS_CHANGED,
        detail: {
          site: 'maniax',
          remote: true,
          favoriteType: 'wishlist',
          change: 'item-moved',
          itemId: '101',
          folderId: null,
        },
      },
      {
        type: FOLDERS_CHANGED,
        detail: { site: 'maniax', remote: true, favoriteType: 'followlist', change: 'changed' },
      },
    ]);
  });

  /** Keeps every folder-list GET from now on open for good; resolves as the first arrives. */
  const holdFolderReloads = () => hold('get', '*/:site/favorite/folder/ajax').reached;

  async function folderPageStore() {
    const store = pageStore('/maniax/mypage/wishlist/folder/');
    await store.dispatch(loadFolders());
    const sent: TabChange[] = [];
    store.tabSync.send = (change) => sent.push(change);
    return { store, sent };
  }

  const base = { site: 'maniax', remote: false, favoriteType: 'wishlist' };
  /** The id the fake store gave the folder named 'Later'. */
  const laterId = () => String(fake.db.folders.folders.find((f) => f.name === 'Later')?.id);

  it('item moves and deletions: one storefront:folders-changed each; a refused change, none', async () => {
    const { store } = await folderPageStore();
    await store.dispatch(moveItemTo({ itemId: '101', folderId: '12' }));
    await store.dispatch(deleteItemRow({ itemId: '101' }));
    fake.setFault('folderAction', 'result-false');
    await store.dispatch(folderThunks.removeFolder({ id: '11', deleteItems: false }));
    expect(events).toEqual([
      { type: FOLDERS_CHANGED, detail: { ...base, change: 'item-moved', itemId: '101', folderId: '12' } },
      { type: FOLDERS_CHANGED, detail: { ...base, change: 'item-deleted', itemId: '101' } },
    ]);
  });

  type Send = (store: ReturnType<typeof pageStore>) => Promise<unknown>;
  it.each<[string, Send, () => object]>([
    [
      'folder-created',
      (s) => s.dispatch(folderThunks.createFolderNamed('Later')),
      () => ({ folderId: laterId() }),
    ],
    [
      'folder-renamed',
      (s) => s.dispatch(folderThunks.renameFolderTo({ id: '11', name: 'Later' })),
      () => ({ folderId: '11' }),
    ],
    [
      'folder-shown-on-top',
      (s) => s.dispatch(folderThunks.setFolderOnTop({ id: '11', visible: false })),
      () => ({ folderId: '11' }),
    ],
    [
      'folders-reordered',
      (s) => s.dispatch(folderThunks.saveFolderSortOrder(['12', '11'])),
      () => ({ folderIds: ['12', '11'] }),
    ],
    [
      'folder-deleted',
      (s) => s.dispatch(folderThunks.removeFolder({ id: '11', deleteItems: false })),
      () => ({ folderId: '11' }),
    ],
  ])(
    '%s: announced to the page and the other tabs as the server confirms, whatever the reload does (held open)',
    async (change, send, ids) => {
      const { store, sent } = await folderPageStore();
      const reloading = holdFolderReloads();
      const settled = vi.fn();
      void send(store).then(settled);
      // The reload is asked for after the server's answer: by then the change has been told.
      await reloading;
      expect(events).toEqual([{ type: FOLDERS_CHANGED, detail: { ...base, change, ...ids() } }]);
      expect(sent).toEqual([{ kind: 'folders', favoriteType: 'wishlist' }]);
      // The folder manager itself still waits for the list it shows.
      expect(settled).not.toHaveBeenCalled();
    },
  );

  it("a folder created from an item's popup: folder-created, then item-moved; each told to the other tabs once", async () => {
    const { store, sent } = await folderPageStore();
    const moved = await store.dispatch(createFolderAndMove({ itemId: '101', name: 'Later' })).unwrap();
    const folderId = laterId();
    expect(moved.folderId).toBe(folderId);
    expect(events).toEqual([
      { type: FOLDERS_CHANGED, detail: { ...base, change: 'folder-created', folderId } },
      { type: FOLDERS_CHANGED, detail: { ...base, change: 'item-moved', itemId: '101', folderId } },
    ]);
    expect(sent).toEqual([
      { kind: 'folders', favoriteType: 'wishlist' },
      { kind: 'item', favoriteType: 'wishlist', itemId: '101', action: 'moved', folderId },
    ]);
    expect(JSON.stringify(events)).not.toContain('Later');
  });
});
