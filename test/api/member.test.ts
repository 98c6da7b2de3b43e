import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import {
  fetchBoughts,
  fetchFavorites,
  fetchFollows,
  fetchMemberStatus,
  fetchUninterests,
} from '../../src/api/member';
import { capture, type Captured } from './helpers';

function answer(path: string, body: unknown, sink?: (c: Captured) => void) {
  return http.get(`*/maniax/${path}`, async ({ request }) => {
    sink?.(await capture(request));
    return HttpResponse.json(body as never);
  });
}

describe('member status', () => {
  it('reads customer_id, cart, message and info', async () => {
    let got: Captured | undefined;
    mockServer.use(
      answer(
        'load/member/status',
        {
          customer_id: 12345,
          cart: {
            0: { product_id: 'RJ1', rental_id: null, status: '2' },
            1: { product_id: 'RJ2', rental_id: 9 },
          },
          message: [{ id: 1, title: '<b>T</b>', body: 'B<br>C', url: '/m', inservice: '1' }],
          info: [],
        },
        (c) => (got = c),
      ),
    );
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(fetchMemberStatus('maniax')).resolves.toEqual({
      customer_id: '12345',
      cart: [
        { product_id: 'RJ1', rental_id: '', status: 2 },
        { product_id: 'RJ2', rental_id: '9', status: 0 },
      ],
      message: [{ id: '1', title: 'T', body: 'B C', url: '/m', inservice: 1 }],
      info: [],
    });
    expect(got?.path).toBe('/maniax/load/member/status');
    expect(got?.query).toEqual({});
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it.each([[{}], [{ customer_id: '' }], [{ customer_id: 0 }], [{ customer_id: null }], [[]]])(
    'customer_id null for %j',
    async (body) => {
      mockServer.use(answer('load/member/status', body));
      await expect(fetchMemberStatus('maniax')).resolves.toEqual({
        customer_id: null,
        cart: [],
        message: [],
        info: [],
      });
    },
  );

  it('an HTML login page is a session error', async () => {
    mockServer.use(
      http.get('*/maniax/load/member/status', () => HttpResponse.html('<!doctype html><p>login')),
    );
    await expect(fetchMemberStatus('maniax')).rejects.toMatchObject({ kind: 'session' });
  });
});

describe('lists', () => {
  it('boughts: query _=cid, numbers and strings read', async () => {
    let got: Captured | undefined;
    mockServer.use(
      answer(
        'load/bought/product',
        {
          boughts: ['RJ1', 2],
          rentals: {
            0: {
              product_id: 'RJ3',
              expired_date: '2026-12-01 10:00:00',
              price: '300',
              price_without_tax: '273',
              price_usd: '2.1',
              price_eur: null,
              point_rate: '10',
            },
          },
        },
        (c) => (got = c),
      ),
    );
    await expect(fetchBoughts('maniax', 'c1')).resolves.toEqual({
      boughts: ['RJ1', '2'],
      rentals: [
        {
          product_id: 'RJ3',
          expired_date: '2026-12-01 10:00:00',
          price: 300,
          price_without_tax: 273,
          price_usd: 2.1,
          // Not given: unknown, so no EUR price is made up while this rental is deducted.
          price_eur: null,
          point_rate: 10,
        },
      ],
    });
    expect(got?.method).toBe('GET');
    expect(got?.path).toBe('/maniax/load/bought/product');
    expect(got?.query).toEqual({ _: 'c1' });
  });

  it('boughts: [] and missing fields read as empty; a string is a parse error', async () => {
    mockServer.use(answer('load/bought/product', []));
    await expect(fetchBoughts('maniax', 'c1')).resolves.toEqual({ boughts: [], rentals: [] });
    mockServer.use(answer('load/bought/product', { boughts: 'RJ1' }));
    await expect(fetchBoughts('maniax', 'c1')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('favorites: an array, or {favorites: [...]}', async () => {
    let got: Captured | undefined;
    mockServer.use(answer('load/favorite/product', ['RJ1', 22], (c) => (got = c)));
    await expect(fetchFavorites('maniax', 'c1')).resolves.toEqual(['RJ1', '22']);
    expect(got?.path).toBe('/maniax/load/favorite/product');
    expect(got?.query).toEqual({ _: 'c1' });
    mockServer.use(answer('load/favorite/product', { favorites: ['RJ2'] }));
    await expect(fetchFavorites('maniax', 'c1')).resolves.toEqual(['RJ2']);
    mockServer.use(answer('load/favorite/product', { favorites: null }));
    await expect(fetchFavorites('maniax', 'c1')).resolves.toEqual([]);
  });

  it('favorites: an unreadable list is a parse error', async () => {
    mockServer.use(answer('load/favorite/product', { other: 1 }));
    await expect(fetchFavorites('maniax', 'c1')).rejects.toMatchObject({ kind: 'parse' });
    mockServer.use(answer('load/favorite/product', 'RJ1'));
    await expect(fetchFavorites('maniax', 'c1')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('uninterests: {reason_1, reason_2}; [] reads as empty', async () => {
    let got: Captured | undefined;
    mockServer.use(
      answer('load/member/uninterest', { reason_1: [1], reason_2: { 0: 'RJ5' } }, (c) => (got = c)),
    );
    await expect(fetchUninterests('maniax', 'c1')).resolves.toEqual({ reason_1: ['1'], reason_2: ['RJ5'] });
    expect(got?.path).toBe('/maniax/load/member/uninterest');
    expect(got?.query).toEqual({ _: 'c1' });
    mockServer.use(answer('load/member/uninterest', []));
    await expect(fetchUninterests('maniax', 'c1')).resolves.toEqual({ reason_1: [], reason_2: [] });
    mockServer.use(answer('load/member/uninterest', { reason_2: null }));
    await expect(fetchUninterests('maniax', 'c1')).resolves.toEqual({ reason_1: [], reason_2: [] });
    mockServer.use(answer('load/member/uninterest', 5));
    await expect(fetchUninterests('maniax', 'c1')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('follows: strings, numbers or objects with follow_key', async () => {
    let got: Captured | undefined;
    mockServer.use(
      answer(
        'load/followlist/ajax',
        ['RG1', 2, { follow_key: 'RG3', follow_name: 'x' }, { other: 1 }],
        (c) => (got = c),
      ),
    );
    await expect(fetchFollows('maniax', 'c1')).resolves.toEqual(['RG1', '2', 'RG3']);
    expect(got?.path).toBe('/maniax/load/followlist/ajax');
    expect(got?.query).toEqual({ _: 'c1' });
    mockServer.use(answer('load/followlist/ajax', 'RG1'));
    await expect(fetchFollows('maniax', 'c1')).rejects.toMatchObject({ kind: 'parse' });
  });
});
