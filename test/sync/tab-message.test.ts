import { describe, expect, it } from 'vitest';
import { readTabMessage, tabMessage, TAB_MESSAGE_APP } from '../../src/sync/tab-message';

const own = { site: 'maniax', version: '0.1.0' };

describe('tab messages (issue 13): ids and flags only, ours or ignored', () => {
  it.each([
    { kind: 'cart', productId: 'RJ01000001', rentalId: '' },
    { kind: 'cart', productId: 'RJ01000001', rentalId: '3' },
    { kind: 'favorite', productId: 'RJ01000002' },
    { kind: 'follow', followKey: 'RG/1?x#y%z' },
    { kind: 'folders', favoriteType: 'followlist' },
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
  ])('%s is malformed', (_label, data) => {
    expect(readTabMessage(data, own)).toEqual({ ok: false, reason: 'malformed' });
  });
});
