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

  const sent = (change: object) => ({ app: TAB_MESSAGE_APP, ...own, change });
  const item = (fields: object) =>
    sent({
      kind: 'item',
      favoriteType: 'wishlist',
      itemId: 'RJ1',
      action: 'moved',
      folderId: '3',
      ...fields,
    });
  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['another app', { app: 'other', version: own.version, site: own.site, change: { kind: 'favorite' } }],
    ['no change', { app: TAB_MESSAGE_APP, ...own }],
    ['an unknown kind', sent({ kind: 'delete-everything' })],
    ['an empty id', sent({ kind: 'favorite', productId: '' })],
    ['a number for an id', sent({ kind: 'favorite', productId: 7 })],
    ['an id with a control character', sent({ kind: 'follow', followKey: 'a\nb' })],
    ['an id of 257 characters', sent({ kind: 'favorite', productId: 'x'.repeat(257) })],
    ['a cart change without rentalId', sent({ kind: 'cart', productId: 'RJ1' })],
    ['an unknown favourite type', sent({ kind: 'folders', favoriteType: 'mygenre' })],
    ['an unknown item action', item({ action: 'renamed', folderId: null })],
    ['an item change without folderId', item({ folderId: undefined })],
    ['an item folder given as a number', item({ folderId: 3 })],
    ['an item change with an empty item id', item({ itemId: '' })],
  ])('%s is malformed', (_label, data) => {
    expect(readTabMessage(data, own)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('an item change keeps ids and flags only: a folder name sent along is dropped', () => {
    expect(readTabMessage(item({ folderName: '<img src=x onerror=alert(1)>' }), own)).toEqual({
      ok: true,
      change: { kind: 'item', favoriteType: 'wishlist', itemId: 'RJ1', action: 'moved', folderId: '3' },
    });
  });
});
