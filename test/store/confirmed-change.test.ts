import type { UnknownAction } from '@reduxjs/toolkit';
import { confirmedChangeOf, isRemote } from '../../src/store/confirmed-change';
import { folderChangeConfirmed, foldersChangedElsewhere } from '../../src/store/folders-slice';
import { requestFollow } from '../../src/store/follow-thunks';
import * as itemThunks from '../../src/store/item-thunks';
import { favoriteAdd, followAdd } from '../../src/store/lists-slice';
import { cartAdd } from '../../src/store/user-slice';

const { createFolderAndMove, deleteItemRow, moveItemTo, recoverItemRow } = itemThunks;
const remote = <A extends UnknownAction>(action: A): A => ({ ...action, meta: { remote: true } });

describe('confirmed changes', () => {
  it('a cart add, a favourite and a follow in the list', () => {
    expect(confirmedChangeOf(cartAdd({ productId: 'RJ01', rentalId: 'RT1' }))).toEqual({
      kind: 'cart',
      productId: 'RJ01',
      rentalId: 'RT1',
    });
    expect(confirmedChangeOf(favoriteAdd('RJ02'))).toEqual({
      kind: 'favorite',
      productId: 'RJ02',
    });
    expect(confirmedChangeOf(followAdd('K1'))).toEqual({ kind: 'follow', followKey: 'K1' });
  });

  it("this tab's follow call, confirmed, with the mail flag it sent", () => {
    const sent = (mailFlg: 0 | 1) =>
      confirmedChangeOf(
        requestFollow.fulfilled({ followKey: 'K1', msg: '' }, 'r', { followKey: 'K1', mailFlg }),
      );
    expect(sent(1)).toEqual({ kind: 'follow-sent', followKey: 'K1', mail: true });
    expect(sent(0)).toMatchObject({ kind: 'follow-sent', mail: false });
  });

  it("a folder change of this tab and another tab's", () => {
    const confirmed = folderChangeConfirmed({
      favoriteType: 'wishlist',
      change: 'folders-reordered',
      folderIds: ['12', '11'],
    });
    expect(confirmedChangeOf(confirmed)).toEqual({
      kind: 'folders',
      favoriteType: 'wishlist',
      change: 'folders-reordered',
      folderIds: ['12', '11'],
    });
    const item = { itemId: '101', action: 'deleted', folderId: null } as const;
    expect(confirmedChangeOf(remote(foldersChangedElsewhere({ favoriteType: 'followlist', item })))).toEqual({
      kind: 'folders-elsewhere',
      favoriteType: 'followlist',
      item,
    });
  });

  it('each item thunk: the item and where it is now, from its result or its argument', () => {
    const moved = { itemId: '101', folderId: '12', folderName: 'x' };
    expect(confirmedChangeOf(moveItemTo.fulfilled(moved, 'r', { itemId: '101', folderId: '12' }))).toEqual({
      kind: 'item',
      action: 'moved',
      itemId: '101',
      folderId: '12',
    });
    const created = { itemId: '101', folderId: '30', folderName: 'New' };
    expect(
      confirmedChangeOf(createFolderAndMove.fulfilled(created, 'r', { itemId: '101', name: 'New' })),
    ).toMatchObject({ kind: 'item', action: 'moved', itemId: '101', folderId: '30' });
    expect(
      confirmedChangeOf(deleteItemRow.fulfilled({ relation_id: 'rel-1' }, 'r', { itemId: '101' })),
    ).toMatchObject({ kind: 'item', action: 'deleted', itemId: '101', folderId: null });
    const undo = { itemId: '101', folderId: null, relationId: 'rel-1' };
    expect(confirmedChangeOf(recoverItemRow.fulfilled(undefined, 'r', undo))).toMatchObject({
      kind: 'item',
      action: 'recovered',
      itemId: '101',
      folderId: null,
    });
  });

  it('every item thunk is read as an item change when it succeeds, and never when it fails', () => {
    const thunks = Object.values(itemThunks).filter(
      (value): value is typeof moveItemTo => typeof value === 'function' && 'fulfilled' in value,
    );
    expect(thunks).toHaveLength(4);
    for (const thunk of thunks) {
      expect(confirmedChangeOf({ type: thunk.fulfilled.type })).toMatchObject({ kind: 'item' });
      expect(confirmedChangeOf({ type: thunk.rejected.type })).toBeNull();
      expect(confirmedChangeOf({ type: thunk.pending.type })).toBeNull();
    }
  });

  it('an item result that names no item or folder leaves them undefined', () => {
    expect(confirmedChangeOf({ type: moveItemTo.fulfilled.type, payload: { itemId: 7 } })).toEqual({
      kind: 'item',
      action: 'moved',
      itemId: undefined,
      folderId: undefined,
    });
  });

  it("tells another tab's change (marked remote by tab sync) from this tab's", () => {
    const added = cartAdd({ productId: 'RJ01', rentalId: '' });
    expect(isRemote(added)).toBe(false);
    expect(isRemote(remote(added))).toBe(true);
    expect(confirmedChangeOf(remote(added))).toEqual(confirmedChangeOf(added));
    expect(isRemote({ ...added, meta: { remote: 'yes' } })).toBe(false);
  });

  it('every other action is no change: a failed write, a load, a name of Object.prototype', () => {
    for (const type of [
      requestFollow.rejected.type,
      requestFollow.pending.type,
      'folders/load/fulfilled',
      'items/unknownThunk/fulfilled',
      'constructor',
      '__proto__',
    ])
      expect(confirmedChangeOf({ type })).toBeNull();
  });
});
