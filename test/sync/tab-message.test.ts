import { describe, expect, it } from 'vitest';
import { readTabMessage, tabMessage, TAB_MESSAGE_APP } from '../../src/sync/tab-message';

const own = { site: 'maniax', version: '0.1.0' };

describe('tab messages: ids and flags only, ours or ignored', () => {
  it.each([
    { kind: 'cart', productId: 'RJ01000001', rentalId: '' },
    { kind: 'cart', productId: 'RJ01000001', rentalId: '3' },
    { kind: 'favorite', productId: 'RJ01000002' },
    { kind: 'follow', followKey: 'RG/1?x#y%z' },
    { kind: 'folders', favoriteType: 'followlist' },
    { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ01000003', action: 'moved', folderId: '12' },
    { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ01000003', action: 'moved', folderId: null },
    { kind: 'item', favoriteType: 'followlist', itemId: 'RG1', action: 'deleted', folderId: null },
    { kind: 'item', favoriteType: 'searchword', itemId: '9', action: 'recovered', folderId: '4' },
  ] as const)('reads back what it writes: %o', (change) => {
    expect(readTabMessage(tabMessage(change, own), own)).toEqual({ ok: true, change });
  });

  it('an item change keeps ids and flags only: a folder name sent along is dropped', () => {
    const data = {
      app: TAB_MESSAGE_APP,
      ...own,
      change: {
        kind: 'item',
        favoriteType: 'wishlist',
        itemId: 'RJ1',
        action: 'moved',
        folderId: '3',
        folderName: '<img src=x onerror=alert(1)>',
      },
    };
    expect(readTabMessage(data, own)).toEqual({
      ok: true,
      change: { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ1', action: 'moved', folderId: '3' },
    });
  });

  it('another site or another bundle version is foreign: ignored, not an error', () => {
    const change = { kind: 'favorite', productId: 'RJ01000002' } as const;
    expect(readTabMessage(tabMessage(change, { ...own, site: 'books' }), own)).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(readTabMessage(tabMessage(change, { ...own, version: '0.0.9' }), own)).toEqual({
      ok: false,
      reason: 'foreign',
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['another app', { app: 'other', version: own.version, site: own.site, change: { kind: 'favorite' } }],
    ['no change', { app: TAB_MESSAGE_APP, ...own }],
    ['an unknown kind', { app: TAB_MESSAGE_APP, ...own, change: { kind: 'delete-everything' } }],
    ['an empty id', { app: TAB_MESSAGE_APP, ...own, change: { kind: 'favorite', productId: '' } }],
    ['a number for an id', { app: TAB_MESSAGE_APP, ...own, change: { kind: 'favorite', productId: 7 } }],
    [
      'an id with a control character',
      { app: TAB_MESSAGE_APP, ...own, change: { kind: 'follow', followKey: 'a\nb' } },
    ],
    [
      'an id of 257 characters',
      { app: TAB_MESSAGE_APP, ...own, change: { kind: 'favorite', productId: 'x'.repeat(257) } },
    ],
    [
      'a cart change without rentalId',
      { app: TAB_MESSAGE_APP, ...own, change: { kind: 'cart', productId: 'RJ1' } },
    ],
    [
      'an unknown favourite type',
      { app: TAB_MESSAGE_APP, ...own, change: { kind: 'folders', favoriteType: 'mygenre' } },
    ],
    [
      'an unknown item action',
      {
        app: TAB_MESSAGE_APP,
        ...own,
        change: { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ1', action: 'renamed', folderId: null },
      },
    ],
    [
      'an item change without folderId',
      {
        app: TAB_MESSAGE_APP,
        ...own,
        change: { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ1', action: 'moved' },
      },
    ],
    [
      'an item folder given as a number',
      {
        app: TAB_MESSAGE_APP,
        ...own,
        change: { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ1', action: 'moved', folderId: 3 },
      },
    ],
    [
      'an item change with an empty item id',
      {
        app: TAB_MESSAGE_APP,
        ...own,
        change: { kind: 'item', favoriteType: 'wishlist', itemId: '', action: 'moved', folderId: '3' },
      },
    ],
  ])('%s is malformed', (_label, data) => {
    expect(readTabMessage(data, own)).toEqual({ ok: false, reason: 'malformed' });
  });
});
