import Cookies from 'js-cookie';
import {
  CART_ADDED,
  FAVORITE_ADDED,
  FOLDERS_CHANGED,
  FOLLOW_CHANGED,
  createHostEventsMiddleware,
} from '../../src/events/host-events';
import { createAppStore } from '../../src/store/create-store';
import { requestCartAdd, requestFavoriteAdd } from '../../src/store/purchase-thunks';
import { requestFollow } from '../../src/store/follow-thunks';
import { foldersChangedElsewhere, loadFolders } from '../../src/store/folders-slice';
import { createFolderNamed, removeFolder, renameFolderTo } from '../../src/store/folder-thunks';
import { deleteItemRow, moveItemTo } from '../../src/store/item-thunks';
import { cartAdd } from '../../src/store/user-slice';
import { followAdd } from '../../src/store/lists-slice';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { memberCookies, useMockApi } from '../mock-api';

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
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function pageStore(pathname = '/maniax/') {
  return createAppStore(
    {
      site: 'maniax',
      lang: 'jp',
      layout: null,
      pathname,
      userAgent: 'jsdom',
      readCookie: (name) => Cookies.get(name),
      previewEmbed: DEFAULT_MOCK_HOSTS.previewEmbed,
      community: DEFAULT_MOCK_HOSTS.community,
    },
    [createHostEventsMiddleware('maniax')],
  );
}

describe('host events', () => {
  it('a confirmed cart add: one storefront:cart-added with the work and the rental; none when refused', async () => {
    const store = pageStore();
    await store.dispatch(requestCartAdd({ productId: 'RJ01000001' }));
    await store.dispatch(requestCartAdd({ productId: 'RJ01000002', rentalId: 'RT000001' }));
    // Refused by the store (no such rental): no event.
    await store.dispatch(requestCartAdd({ productId: 'RJ01000003', rentalId: 'R404' }));
    expect(events).toEqual([
      {
        type: CART_ADDED,
        detail: { site: 'maniax', remote: false, productId: 'RJ01000001', rentalId: null },
      },
      {
        type: CART_ADDED,
        detail: { site: 'maniax', remote: false, productId: 'RJ01000002', rentalId: 'RT000001' },
      },
    ]);
  });

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

  it('a confirmed favourite add: one storefront:favorite-added', async () => {
    const store = pageStore();
    await store.dispatch(requestFavoriteAdd({ productId: 'RJ01000003' }));
    expect(events).toEqual([
      { type: FAVORITE_ADDED, detail: { site: 'maniax', remote: false, productId: 'RJ01000003' } },
    ]);
  });

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

  it('folder and item changes of a my page: one storefront:folders-changed each, none when refused', async () => {
    const store = pageStore('/maniax/mypage/wishlist/folder/');
    await store.dispatch(loadFolders());
    const created = await store.dispatch(createFolderNamed('Later')).unwrap();
    await store.dispatch(renameFolderTo({ id: created.id, name: 'Much later' }));
    await store.dispatch(moveItemTo({ itemId: '101', folderId: created.id }));
    await store.dispatch(deleteItemRow({ itemId: '101' }));
    fake.setFault('folderAction', 'result-false');
    await store.dispatch(removeFolder({ id: created.id, deleteItems: false }));
    const details = events.map((event) => {
      expect(event.type).toBe(FOLDERS_CHANGED);
      return event.detail;
    });
    const base = { site: 'maniax', remote: false, favoriteType: 'wishlist' };
    expect(details).toEqual([
      { ...base, change: 'folder-created', folderId: created.id },
      { ...base, change: 'folder-renamed', folderId: created.id },
      { ...base, change: 'item-moved', itemId: '101', folderId: created.id },
      { ...base, change: 'item-deleted', itemId: '101' },
    ]);
    // The shopper's typed name travels nowhere.
    expect(JSON.stringify(details)).not.toContain('later');
  });
});
