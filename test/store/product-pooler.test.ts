import { http } from 'msw';
import { hold } from '../held-call';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { REST_OF_BATCHES_AFTER_MS } from '../../src/store/product-pooler';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

const ids = (n: number, offset = 0) =>
  Array.from({ length: n }, (_, i) => `RJ0${String(2000000 + offset + i).padStart(7, '0')}`);

describe('product pooler', () => {
  it('30 ids from 30 separate calls in one tick → exactly 1 GET with all ids and cdn_cache=3', async () => {
    const store = makeTestStore();
    const wanted = ids(30);
    await Promise.all(wanted.map((id) => store.pooler.request([id], { cacheable: true })));
    const reqs = fake.requestsOf('productInfo');
    expect(reqs).toHaveLength(1);
    const url = new URL(reqs[0]?.url ?? '');
    expect(reqs[0]?.method).toBe('GET');
    expect(url.searchParams.get('product_id')).toBe(wanted.join(','));
    expect(url.searchParams.get('cdn_cache')).toBe('3');
  });

  it('150 ids → 2 requests of at most 100 ids', async () => {
    const store = makeTestStore();
    await store.pooler.request(ids(150));
    const sizes = fake
      .requestsOf('productInfo')
      .map((r) => (new URL(r.url).searchParams.get('product_id') ?? '').split(',').length);
    expect(sizes).toEqual([100, 50]);
  });

  /** Holds the first product-info GET until `release` (never, if the test does not call it); `asked` counts GETs. */
  const holdFirstGet = () => hold('get', '*/:site/product/info/ajax', { firstOnly: true });

  /** The GETs the fake store answered (a held one reaches it only once released). */
  const answeredGets = () =>
    fake
      .requestsOf('productInfo')
      .filter((r) => r.method === 'GET')
      .map((r) => (new URL(r.url).searchParams.get('product_id') ?? '').split(','));

  describe('with the clock held', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('250 ids in document order: the first 100 go alone, the rest as soon as they have answered; each caller waits for its own batch only', async () => {
      const first = holdFirstGet();
      const store = makeTestStore();
      const wanted = ids(250);
      let topReady = false;
      const top = store.pooler.request(wanted.slice(0, 10)).then(() => (topReady = true));
      const all = store.pooler.request(wanted);
      await vi.advanceTimersByTimeAsync(0);
      await first.reached;
      // Only the first batch is on its way while it has not answered (and the clock stands still). A request
      // sent after the batches is the sync point: once it has been answered, any batch sent with the first
      // would have reached its handler.
      await store.pooler.request(['RJ01000001'], { cacheable: false });
      expect(first.asked()).toBe(1);
      first.release();
      await top;
      expect(topReady).toBe(true);
      // The others went with the first's answer: the clock has not moved since.
      await all;
      const batches = answeredGets();
      expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
      expect(batches[0]).toEqual(wanted.slice(0, 100));
      expect(first.asked()).toBe(3);
      // Settled, each as the fake store answered (it knows none of these ids: failed, not pending).
      for (const id of wanted) expect(store.getState().products.status[id]).not.toBe('pending');
    });

    it('150 ids whose first GET never answers: ids 101-150 are sent after REST_OF_BATCHES_AFTER_MS and settle; the first 100 stay pending', async () => {
      const first = holdFirstGet();
      const store = makeTestStore();
      const wanted = ids(150);
      void store.pooler.request(wanted);
      const tail = store.pooler.request(wanted.slice(100));
      await vi.advanceTimersByTimeAsync(0);
      await first.reached;
      await vi.advanceTimersByTimeAsync(REST_OF_BATCHES_AFTER_MS - 1);
      await store.pooler.request(['RJ01000001'], { cacheable: false }); // the sync point, as above
      expect(first.asked()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      // The second batch's own callers settle although the first request is still open.
      await tail;
      expect(answeredGets()).toEqual([wanted.slice(100)]);
      for (const id of wanted.slice(100)) expect(store.getState().products.status[id]).not.toBe('pending');
      for (const id of wanted.slice(0, 100)) expect(store.getState().products.status[id]).toBe('pending');
      // Nothing sent twice, nothing cancelled: the open request is the only one for its ids.
      await vi.advanceTimersByTimeAsync(REST_OF_BATCHES_AFTER_MS * 10);
      expect(first.asked()).toBe(2);
    });
  });

  it('on a slow connection (the first batch late) the batches after it go two at a time, each lane sending its next once the last has answered', async () => {
    const gates: (() => void)[] = [];
    mockServer.use(
      http.get('*/:site/product/info/ajax', async () => {
        await new Promise<void>((resolve) => gates.push(resolve));
        return undefined;
      }),
    );
    const store = makeTestStore();
    const all = store.pooler.request(ids(450));
    const sent = async (count: number) => {
      await vi.waitFor(() => expect(gates).toHaveLength(count));
      // A request sent after the batches is the sync point: nothing more was on its way.
      await store.pooler.request(['RJ01000001'], { cacheable: false });
      expect(gates).toHaveLength(count);
    };
    await sent(1);
    await new Promise((resolve) => setTimeout(resolve, REST_OF_BATCHES_AFTER_MS + 20));
    await sent(3);
    gates[0]?.();
    gates[1]?.();
    await sent(4);
    gates[2]?.();
    await sent(5);
    for (const release of gates.slice(3)) release();
    await all;
    expect(answeredGets().map((b) => b.length)).toEqual([100, 100, 100, 100, 50]);
  });

  describe('hurried ids', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('ids held behind the first batch are sent at once in a request of their own, and not again', async () => {
      const first = holdFirstGet();
      const store = makeTestStore();
      const wanted = ids(250);
      const all = store.pooler.request(wanted);
      await vi.advanceTimersByTimeAsync(0);
      await first.reached;
      // Islands 161-164 come into view while the first batch is on its way.
      const hurried = wanted.slice(160, 164);
      const near = store.pooler.request(hurried);
      // One island at a time, in one task: one request.
      for (const id of hurried) store.pooler.hurry([id]);
      await near;
      expect(answeredGets()).toEqual([hurried]);
      for (const id of hurried) expect(store.getState().products.status[id]).not.toBe('pending');
      first.release();
      await all;
      const batches = answeredGets();
      expect(batches.map((b) => b.length)).toEqual([4, 100, 96, 50]);
      expect(batches.flat().sort()).toEqual([...wanted].sort());
    });
  });

  it('ids already loaded or in flight are not requested again', async () => {
    const store = makeTestStore();
    const first = store.pooler.request(['RJ01000001', 'RJ01000002']);
    await new Promise((r) => setTimeout(r, 0)); // the first GET is in flight
    const second = store.pooler.request(['RJ01000002', 'RJ01000003']);
    await Promise.all([first, second]);
    await store.pooler.request(['RJ01000001', 'RJ01000003']);
    const lists = fake.requestsOf('productInfo').map((r) => new URL(r.url).searchParams.get('product_id'));
    expect(lists).toEqual(['RJ01000001,RJ01000002', 'RJ01000003']);
    expect(store.getState().products.status).toMatchObject({
      RJ01000001: 'succeeded',
      RJ01000003: 'succeeded',
    });
  });

  it('an empty list sends nothing', async () => {
    const store = makeTestStore();
    await store.pooler.request([]);
    await store.pooler.request([], { cacheable: false });
    // A request afterwards is the sync point: it is the only one sent.
    await store.pooler.request(['RJ01000001']);
    expect(fake.requests.map((r) => new URL(r.url).searchParams.get('product_id'))).toEqual(['RJ01000001']);
  });

  it('non-cacheable ids → one POST per id with body product_id', async () => {
    const store = makeTestStore();
    await store.pooler.request(['RJ01000001', 'RJ01000002'], { cacheable: false });
    const reqs = fake.requestsOf('productInfo');
    expect(reqs.map((r) => [r.method, r.body.product_id])).toEqual([
      ['POST', 'RJ01000001'],
      ['POST', 'RJ01000002'],
    ]);
    expect(store.getState().products.entities.RJ01000002?.loaded).toBe(true);
  });

  it('a placeholder is there before the answer and merged after', async () => {
    const store = makeTestStore();
    const done = store.pooler.request(['RJ01000001']);
    expect(store.getState().products.entities.RJ01000001).toMatchObject({
      product_id: 'RJ01000001',
      loaded: false,
    });
    expect(store.getState().products.status.RJ01000001).toBe('pending');
    await done;
    const product = store.getState().products.entities.RJ01000001;
    if (!product) throw new Error('no entry');
    expect(product.loaded).toBe(true);
    expect(product.work_name).not.toBe('');
    expect(store.getState().products.status.RJ01000001).toBe('succeeded');
  });

  it('an unknown id is failed, without a crash; the known ones of the batch load', async () => {
    const store = makeTestStore();
    await store.pooler.request(['RJ09999999', 'RJ01000001']);
    expect(store.getState().products.status).toMatchObject({ RJ09999999: 'failed', RJ01000001: 'succeeded' });
    await store.pooler.request(['RJ09999998']); // the server answers [] for only unknown ids
    expect(store.getState().products.status.RJ09999998).toBe('failed');
  });

  it('HTTP 500 → those products failed, nothing else changes', async () => {
    memberCookies();
    const store = makeTestStore();
    await store.pooler.request(['RJ01000001']);
    const before = store.getState();
    fake.setFault('productInfo', 'http500');
    await store.pooler.request(['RJ01000002', 'RJ01000003']);
    const after = store.getState();
    expect(after.products.status).toMatchObject({
      RJ01000001: 'succeeded',
      RJ01000002: 'failed',
      RJ01000003: 'failed',
    });
    expect(after.products.entities.RJ01000001).toBe(before.products.entities.RJ01000001);
    const { products: _a, ...restAfter } = after;
    const { products: _b, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
  });
});
