import { selectProductView } from '../../src/store/product-selectors';
import { cartAdd, loadStatus } from '../../src/store/user-slice';
import { favoriteAdd, loadBoughts, loadFavorites, loadUninterests } from '../../src/store/lists-slice';
import { sampleAddId } from '../../src/store/samples-slice';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

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
    const view = selectProductView(store.getState(), 'RJ01000010');
    expect(view).toMatchObject({ is_bought: true, carted: null, rentaled: null });
  });

  it('rentaled when a rental exists and the work is not bought', async () => {
    const store = await memberStore();
    const view = selectProductView(store.getState(), 'RJ01000002');
    expect(view.is_bought).toBe(false);
    expect(view.rentaled?.product_id).toBe('RJ01000002');
  });

  it('carted: the active cart item; status-2 items are ignored', async () => {
    const store = await memberStore();
    expect(selectProductView(store.getState(), 'RJ01000003').carted).toEqual({
      product_id: 'RJ01000003',
      rental_id: 'RT000003',
      status: 1,
    });
    expect(selectProductView(store.getState(), 'RJ01000012').carted).toBeNull();
    expect(selectProductView(store.getState(), 'RJ01000005').carted).toBeNull();
  });

  it('is_favorite and is_already (uninterests reason_2)', async () => {
    const store = await memberStore();
    expect(selectProductView(store.getState(), 'RJ01000005')).toMatchObject({
      is_favorite: true,
      is_already: false,
    });
    expect(selectProductView(store.getState(), 'RJ01000004')).toMatchObject({
      is_favorite: false,
      is_already: true,
    });
  });

  it('a guest: everything false', () => {
    const store = makeTestStore();
    expect(selectProductView(store.getState(), 'RJ01000001')).toEqual({
      product: undefined,
      is_bought: false,
      rentaled: null,
      carted: null,
      is_favorite: false,
      is_already: false,
    });
  });

  it('the same object for A after an unrelated state change', async () => {
    const store = await memberStore();
    const a1 = selectProductView(store.getState(), 'RJ01000001');
    store.dispatch(sampleAddId('X'));
    expect(selectProductView(store.getState(), 'RJ01000001')).toBe(a1);
  });

  it("a change to B's cart entry keeps A's view object, with B selected in between", async () => {
    const store = await memberStore();
    const a1 = selectProductView(store.getState(), 'RJ01000001');
    const b1 = selectProductView(store.getState(), 'RJ01000005');
    store.dispatch(cartAdd({ productId: 'RJ01000005', rentalId: '' }));
    const b2 = selectProductView(store.getState(), 'RJ01000005');
    expect(b2).not.toBe(b1);
    expect(b2.carted?.product_id).toBe('RJ01000005');
    expect(selectProductView(store.getState(), 'RJ01000001')).toBe(a1);
    // and again B, untouched since
    store.dispatch(favoriteAdd('RJ01000009'));
    expect(selectProductView(store.getState(), 'RJ01000005')).toBe(b2);
    expect(selectProductView(store.getState(), 'RJ01000001')).toBe(a1);
  });

  it('many products selected in turn each keep their object across a cart change of one', async () => {
    const store = await memberStore();
    const ids = ['RJ01000001', 'RJ01000002', 'RJ01000003', 'RJ01000004', 'RJ01000005'];
    const before = ids.map((id) => selectProductView(store.getState(), id));
    store.dispatch(cartAdd({ productId: 'RJ01000006', rentalId: '' }));
    ids.forEach((id, i) => expect(selectProductView(store.getState(), id)).toBe(before[i]));
  });
});
