import { selectIsMember } from '../../src/store/member';
import { selectProductView } from '../../src/store/product-selectors';
import type { AppStore } from '../../src/store/create-store';
import { cartAdd, loadStatus } from '../../src/store/user-slice';
import { favoriteAdd, loadBoughts, loadFavorites, loadUninterests } from '../../src/store/lists-slice';
import { sampleAddId } from '../../src/store/samples-slice';
import { memberCookies, staleMemberStatus, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

/** The view as a component sees it: member-ness by the one rule (selectIsMember). */
const view = (store: AppStore, id: string) =>
  selectProductView(store.getState(), id, selectIsMember(store.getState(), store.context));

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

async function memberStore() {
  memberCookies();
  const store = makeTestStore();
  await Promise.all([
    store.dispatch(loadStatus()),
    store.dispatch(loadBoughts()),
    store.dispatch(loadFavorites()),
    store.dispatch(loadUninterests()),
  ]);
  return store;
}

describe('selectProductView', () => {
  it('is_bought, and a bought work is neither carted nor rentaled', async () => {
    const store = await memberStore();
    store.dispatch(cartAdd({ productId: 'RJ01000010', rentalId: '' }));
    const v = view(store, 'RJ01000010');
    expect(v).toMatchObject({ is_bought: true, carted: null, rentaled: null });
  });

  it('rentaled when a rental exists and the work is not bought', async () => {
    const store = await memberStore();
    const v = view(store, 'RJ01000002');
    expect(v.is_bought).toBe(false);
    expect(v.rentaled?.product_id).toBe('RJ01000002');
  });

  it('carted: the active cart item; status-2 items are ignored', async () => {
    const store = await memberStore();
    expect(view(store, 'RJ01000003').carted).toEqual({
      product_id: 'RJ01000003',
      rental_id: 'RT000003',
      status: 1,
    });
    expect(view(store, 'RJ01000012').carted).toBeNull();
    expect(view(store, 'RJ01000005').carted).toBeNull();
  });

  it('is_favorite and is_already (uninterests reason_2)', async () => {
    const store = await memberStore();
    expect(view(store, 'RJ01000005')).toMatchObject({
      is_favorite: true,
      is_already: false,
    });
    expect(view(store, 'RJ01000004')).toMatchObject({
      is_favorite: false,
      is_already: true,
    });
  });

  const NOTHING_PERSONAL = { is_bought: false, rentaled: null, carted: null, is_favorite: false };

  it('a guest: everything false', () => {
    const store = makeTestStore();
    expect(view(store, 'RJ01000001')).toEqual({ product: undefined, ...NOTHING_PERSONAL, is_already: false });
  });

  it('a status answer without customer_id (a stale cookie): no personal state, though the lists loaded', async () => {
    staleMemberStatus(['RJ01000005']);
    const store = await memberStore();
    expect(store.getState().lists.boughts.ids).toContain('RJ01000010');
    expect(selectIsMember(store.getState(), store.context)).toBe(false);
    for (const id of ['RJ01000010', 'RJ01000002', 'RJ01000003', 'RJ01000005', 'RJ01000004'])
      expect(view(store, id)).toMatchObject({ ...NOTHING_PERSONAL, is_already: false });
  });

  it('the same object for A after an unrelated state change', async () => {
    const store = await memberStore();
    const a1 = view(store, 'RJ01000001');
    store.dispatch(sampleAddId('X'));
    expect(view(store, 'RJ01000001')).toBe(a1);
  });

  it("a change to B's cart entry keeps A's view object, with B selected in between", async () => {
    const store = await memberStore();
    const a1 = view(store, 'RJ01000001');
    const b1 = view(store, 'RJ01000005');
    store.dispatch(cartAdd({ productId: 'RJ01000005', rentalId: '' }));
    const b2 = view(store, 'RJ01000005');
    expect(b2).not.toBe(b1);
    expect(b2.carted?.product_id).toBe('RJ01000005');
    expect(view(store, 'RJ01000001')).toBe(a1);
    // and again B, untouched since
    store.dispatch(favoriteAdd('RJ01000009'));
    expect(view(store, 'RJ01000005')).toBe(b2);
    expect(view(store, 'RJ01000001')).toBe(a1);
  });

  it('many products selected in turn each keep their object across a cart change of one', async () => {
    const store = await memberStore();
    const ids = ['RJ01000001', 'RJ01000002', 'RJ01000003', 'RJ01000004', 'RJ01000005'];
    const before = ids.map((id) => view(store, id));
    store.dispatch(cartAdd({ productId: 'RJ01000006', rentalId: '' }));
    ids.forEach((id, i) => expect(view(store, id)).toBe(before[i]));
  });
});
