import type * as FastXmlParser from 'fast-xml-parser';
import { XML_READER_WAIT_MS, setXmlParserImport } from '../../src/api/xml';
import { STALE_EVENT } from '../../src/analytics/missing-code';
import { cartAddKey } from '../../src/store/pending-keys';
import { prepareAdd, requestCartAdd, requestFavoriteAdd } from '../../src/store/purchase-thunks';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

/** The reader's chunk, held by the test: it comes when `arrive()` is called, or never. */
function heldParser() {
  let arrive = () => {};
  const arrived = new Promise<typeof FastXmlParser>((resolve) => {
    arrive = () => void import('fast-xml-parser').then(resolve);
  });
  setXmlParserImport(() => arrived);
  return { arrive: () => arrive() };
}

const staleEvents: Event[] = [];
const onStale = (event: Event) => staleEvents.push(event);
beforeEach(() => {
  staleEvents.length = 0;
  document.addEventListener(STALE_EVENT, onStale);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.removeEventListener(STALE_EVENT, onStale);
  setXmlParserImport(null);
});

describe("an add whose answer's reader does not come", () => {
  it('a cart add waits a bounded time, then is refused with nothing sent; the next add is sent once the reader is in', async () => {
    const parser = heldParser();
    const store = makeTestStore();
    const add = store.dispatch(requestCartAdd({ productId: 'RJ01000005' }));
    await vi.advanceTimersByTimeAsync(XML_READER_WAIT_MS - 1);
    expect(store.getState().ui.pendingAdds[cartAddKey('RJ01000005')]).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    // Refused as any failed add: the control free again, the `failed` label (no server message).
    expect(store.getState().ui.pendingAdds).toEqual({});
    const refused = await add;
    expect(requestCartAdd.rejected.match(refused) && refused.payload).toBe('');
    expect(fake.requestsOf('cart')).toHaveLength(0);
    expect(store.getState().user.cart).toEqual([]);
    // A slow file is not a missing one: the host is not told to reload.
    expect(staleEvents).toHaveLength(0);

    vi.useRealTimers();
    parser.arrive();
    const added = await store.dispatch(requestCartAdd({ productId: 'RJ01000005' }));
    expect(requestCartAdd.fulfilled.match(added)).toBe(true);
    expect(fake.requestsOf('cart')).toHaveLength(1);
    expect(store.getState().user.cart).toEqual([{ product_id: 'RJ01000005', rental_id: '', status: 1 }]);
  });

  it('a favourite add is refused the same way, and the work can be added again', async () => {
    memberCookies();
    const parser = heldParser();
    const store = makeTestStore();
    const add = store.dispatch(requestFavoriteAdd({ productId: 'RJ01000005' }));
    await vi.advanceTimersByTimeAsync(XML_READER_WAIT_MS);
    expect(store.getState().ui.pendingAdds).toEqual({});
    expect(requestFavoriteAdd.rejected.match(await add)).toBe(true);
    expect(fake.requestsOf('wishlist')).toHaveLength(0);

    vi.useRealTimers();
    parser.arrive();
    const added = await store.dispatch(requestFavoriteAdd({ productId: 'RJ01000005' }));
    expect(requestFavoriteAdd.fulfilled.match(added)).toBe(true);
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
  });
});

it("an add control's intent (pointer over, focus) loads the reader a task later, not in the input's own task", async () => {
  const load = vi.fn(() => import('fast-xml-parser'));
  setXmlParserImport(load);
  prepareAdd();
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(1);
});
