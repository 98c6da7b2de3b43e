import { loadStatus } from '../../src/store/user-slice';
import { loadBoughts, loadFavorites, loadFollows, loadUninterests } from '../../src/store/lists-slice';
import { loadCoupons } from '../../src/store/coupons-slice';
import { FOLDERS_STATUS_WAIT_MS, loadFolders } from '../../src/store/folders-slice';
import type { MockCall } from '../../src/mocks/fake-store';
import { HttpResponse } from 'msw';
import { hold } from '../held-call';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

const loaders = [
  ['status', loadStatus],
  ['boughts', loadBoughts],
  ['favorites', loadFavorites],
  ['uninterests', loadUninterests],
  ['follows', loadFollows],
  ['coupons', loadCoupons],
] as const;

/** The member's four lists, asked for together. */
const loadLists = (store: ReturnType<typeof makeTestStore>) =>
  Promise.all([
    store.dispatch(loadBoughts()),
    store.dispatch(loadFavorites()),
    store.dispatch(loadUninterests()),
    store.dispatch(loadFollows()),
  ]);

describe('once-only loaders', () => {
  it.each(loaders)('%s: 5 dispatches send exactly 1 request', async (call, loader) => {
    memberCookies();
    const store = makeTestStore();
    await Promise.all(Array.from({ length: 5 }, () => store.dispatch(loader())));
    await store.dispatch(loader());
    expect(fake.requestsOf(call as MockCall)).toHaveLength(1);
  });

  it('a member gets the lists, with ?_= carrying the uhash value', async () => {
    memberCookies();
    const store = makeTestStore();
    await loadLists(store);
    for (const call of ['boughts', 'favorites', 'uninterests', 'follows'] as const) {
      const [req] = fake.requestsOf(call);
      expect(new URL(req?.url ?? '').searchParams.get('_')).toBe('h4sh-member');
    }
    const { lists } = store.getState();
    expect(lists.boughts.status).toBe('succeeded');
    expect(lists.boughts.ids).toContain('RJ01000010');
    expect(lists.favorites.ids).toContain('RJ01000005');
    expect(lists.uninterests.reason2).toEqual(['RJ01000004', 'BJ02000004']);
    expect(lists.follows.keys).toEqual(['RG10001', 'BG20002']);
  });

  it('the English site reads uhashen', async () => {
    memberCookies('en');
    const store = makeTestStore({ lang: 'en' });
    await store.dispatch(loadFavorites());
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });

  it.each([
    ['no uhash cookie', () => (document.cookie = 'loginchecked=1; path=/')],
    [
      'loginchecked even',
      () => {
        document.cookie = 'uhashjp=h4sh-member; path=/';
        document.cookie = 'loginchecked=2; path=/';
      },
    ],
    ['no loginchecked', () => (document.cookie = 'uhashjp=h4sh-member; path=/')],
    ['uhash of the other language', () => memberCookies('en')],
  ])('a guest (%s) requests no lists and stays idle', async (_, setCookies) => {
    setCookies();
    const store = makeTestStore();
    await loadLists(store);
    expect(fake.requests.map((r) => r.call)).toEqual([]);
    expect(store.getState().lists.favorites.status).toBe('idle');
  });

  it('a failed list load is failed and not retried', async () => {
    memberCookies();
    fake.setFault('favorites', 'http500');
    const store = makeTestStore();
    await store.dispatch(loadFavorites());
    expect(store.getState().lists.favorites.status).toBe('failed');
    await store.dispatch(loadFavorites());
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });

  it('an expired session (HTML login page) fails the load, leaving the list empty', async () => {
    memberCookies();
    fake.setFault('boughts', 'login-html');
    const store = makeTestStore();
    await store.dispatch(loadBoughts());
    expect(store.getState().lists.boughts).toEqual({ status: 'failed', ids: [], rentals: [] });
  });

  it('status: member customer_id and cart', async () => {
    memberCookies();
    const store = makeTestStore();
    await store.dispatch(loadStatus());
    const { user } = store.getState();
    expect(user.status).toBe('succeeded');
    expect(user.customerId).toBe('1000001');
    expect(user.cart.map((c) => c.product_id)).toContain('RJ01000001');
  });
});

describe('folders loader', () => {
  it('loads with a customer_id and the favourite type from the pathname', async () => {
    memberCookies();
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
    expect(store.getState().folders.favoriteType).toBe('wishlist');
    await Promise.all([store.dispatch(loadFolders()), store.dispatch(loadFolders())]);
    const reqs = fake.requestsOf('folders');
    expect(reqs).toHaveLength(1);
    expect(new URL(reqs[0]?.url ?? '').searchParams.get('type')).toBe('wishlist');
    expect(store.getState().folders.status).toBe('succeeded');
    expect(store.getState().folders.list?.folders.length).toBeGreaterThan(0);
    expect(fake.requestsOf('status')).toHaveLength(1);
  });

  it('no favourite type in the path: no folder request at all', async () => {
    memberCookies();
    const store = makeTestStore({ pathname: '/maniax/work/=/product_id/RJ01000001.html' });
    await store.dispatch(loadFolders());
    expect(fake.requestsOf('folders')).toHaveLength(0);
    expect(fake.requestsOf('status')).toHaveLength(0);
    expect(store.getState().folders.status).toBe('idle');
  });

  it('a guest (status without customer_id): no folder request', async () => {
    fake.setMember(false);
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
    await store.dispatch(loadFolders());
    expect(fake.requestsOf('status')).toHaveLength(1);
    expect(fake.requestsOf('folders')).toHaveLength(0);
  });

  describe('a member status that does not answer', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    /** Holds the status GET until released (never, if the test does not); then a status without customer_id. */
    const holdStatus = () =>
      hold('get', '*/:site/load/member/status', {
        answer: () => HttpResponse.json({ cart: [], message: [], info: [] }),
      });

    it('never answering: the folders load on the cookie after FOLDERS_STATUS_WAIT_MS, not before', async () => {
      memberCookies();
      holdStatus();
      const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
      const folders = store.dispatch(loadFolders());
      await vi.advanceTimersByTimeAsync(FOLDERS_STATUS_WAIT_MS - 1);
      // A request sent afterwards is the sync point: once answered, an earlier folder request was seen.
      await store.dispatch(loadCoupons());
      expect(fake.requestsOf('folders')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await folders;
      expect(fake.requestsOf('folders')).toHaveLength(1);
      expect(store.getState().folders.status).toBe('succeeded');
      expect(store.getState().user.status).toBe('pending');
    });

    it('answering, while the folders are on their way, that the cookie is stale: the folders are not kept', async () => {
      memberCookies();
      const status = holdStatus();
      const folderList = hold('get', '*/:site/favorite/folder/ajax');
      const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
      const statusLoad = store.dispatch(loadStatus());
      const folders = store.dispatch(loadFolders());
      await status.reached;
      await vi.advanceTimersByTimeAsync(FOLDERS_STATUS_WAIT_MS);
      await folderList.reached;
      status.release();
      await statusLoad;
      folderList.release();
      await folders;
      expect(store.getState().user.customerId).toBeNull();
      expect(store.getState().folders.list).toBeNull();
      expect(store.getState().folders.status).toBe('failed');
    });
  });

  it('a status call that fails: the cookie decides, the folders load (docs/behaviour.md "Members and guests")', async () => {
    memberCookies();
    fake.setFault('status', 'http500');
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
    await store.dispatch(loadFolders());
    expect(fake.requestsOf('folders')).toHaveLength(1);
    expect(store.getState().folders.status).toBe('succeeded');
  });
});
