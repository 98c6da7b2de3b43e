import { vi } from 'vitest';
import { cartAdd } from '../../src/store/user-slice';
import { favoriteAdd, followAdd } from '../../src/store/lists-slice';
import { folderDeleted, loadFolders } from '../../src/store/folders-slice';
import { favoriteFolderPopupToggled, followPopupClosed, followPopupShown } from '../../src/store/ui-slice';
import {
  sampleAddDemo,
  sampleAddId,
  sampleAddThumb,
  sampleSetIndex,
  samplesReceived,
} from '../../src/store/samples-slice';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

describe('named state changes', () => {
  it('cartAdd removes the entry of the same work, then appends', () => {
    const store = makeTestStore();
    store.dispatch(cartAdd({ productId: 'A', rentalId: '' }));
    store.dispatch(cartAdd({ productId: 'B', rentalId: '' }));
    store.dispatch(cartAdd({ productId: 'A', rentalId: 'R1' }));
    expect(store.getState().user.cart).toEqual([
      { product_id: 'B', rental_id: '', status: 1 },
      { product_id: 'A', rental_id: 'R1', status: 1 },
    ]);
  });

  it('favoriteAdd ignores duplicates', () => {
    const store = makeTestStore();
    for (const id of ['A', 'B', 'A']) store.dispatch(favoriteAdd(id));
    expect(store.getState().lists.favorites.ids).toEqual(['A', 'B']);
  });

  it('followAdd removes, then appends', () => {
    const store = makeTestStore();
    for (const key of ['K1', 'K2', 'K1']) store.dispatch(followAdd(key));
    expect(store.getState().lists.follows.keys).toEqual(['K2', 'K1']);
  });

  it('folderDeleted removes the folder from the loaded list', async () => {
    memberCookies();
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/folder/' });
    await store.dispatch(loadFolders());
    const folders = store.getState().folders.list?.folders ?? [];
    const target = folders[0]?.id;
    if (typeof target !== 'string') throw new Error('the fixture has no wishlist folder');
    store.dispatch(folderDeleted(target));
    expect(store.getState().folders.list?.folders.map((f) => f.id)).toEqual(
      folders.slice(1).map((f) => f.id),
    );
  });

  it('folderDeleted before any list is harmless', () => {
    const store = makeTestStore();
    store.dispatch(folderDeleted('11'));
    expect(store.getState().folders.list).toBeNull();
  });

  it('favoriteFolderPopupToggled: the same id closes, another id switches, null closes', () => {
    const store = makeTestStore();
    const open = () => store.getState().ui.favoriteFolderPopupItemId;
    store.dispatch(favoriteFolderPopupToggled('1'));
    expect(open()).toBe('1');
    store.dispatch(favoriteFolderPopupToggled('2'));
    expect(open()).toBe('2');
    store.dispatch(favoriteFolderPopupToggled('2'));
    expect(open()).toBeNull();
    store.dispatch(favoriteFolderPopupToggled('3'));
    store.dispatch(favoriteFolderPopupToggled(null));
    expect(open()).toBeNull();
  });

  it('follow popup shown and closed: one at a time', () => {
    const store = makeTestStore();
    store.dispatch(followPopupShown('M1'));
    store.dispatch(followPopupShown('M2'));
    expect(store.getState().ui.followPopupMakerId).toBe('M2');
    store.dispatch(followPopupClosed());
    expect(store.getState().ui.followPopupMakerId).toBeNull();
  });

  it('samples: ids without duplicates, index, demo, thumb', () => {
    const store = makeTestStore();
    for (const id of ['A', 'B', 'A']) store.dispatch(sampleAddId(id));
    store.dispatch(sampleSetIndex(2));
    store.dispatch(sampleAddThumb({ id: 'A', thumbs: [] }));
    expect(store.getState().samples).toMatchObject({ ids: ['A', 'B'], index: 2, thumbs: { A: [] } });
    expect(sampleAddDemo.type).toBe('samples/sampleAddDemo');
  });

  it('samples of one answer: the same changes for every work, in one store update', () => {
    const store = makeTestStore();
    store.dispatch(sampleAddId('A'));
    const listener = vi.fn();
    store.subscribe(listener);
    const demo = { url: 'https://demo.example/A' };
    const thumb = { src: 'https://s/A.jpg', thumb: 'https://s/A-t.jpg', width: 560, height: 420 };
    store.dispatch(
      samplesReceived([
        { id: 'A', demo, thumbs: [thumb] },
        { id: 'B', demo: null, thumbs: [] },
        { id: 'A', demo, thumbs: [thumb] },
      ]),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().samples).toMatchObject({
      ids: ['A', 'B'],
      demos: { A: demo, B: null },
      thumbs: { A: [thumb], B: [] },
    });
  });
});
