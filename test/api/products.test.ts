import { fetchProductInfo, fetchProductInfos } from '../../src/api/products';
import { answer } from './helpers';

const wire = {
  RJ01: {
    work_name: '<b>作品</b>',
    maker_name: null,
    site_id: 'maniax',
    maker_id: 'RG1',
    price: '1320',
    price_without_tax: 1200,
    price_en: '8.8',
    price_eur: 8.1,
    official_price: '1650',
    upgrade_min_price: null,
    product_point_rate: null,
    default_point_rate: '10',
    product_point: null,
    default_point: '120',
    rank: [
      { type: 'day', rank: '3', term: '2026-11-22' },
      { type: 'week', rank: 12, term: '2026-11-16', category: '', rank_date: '' },
    ],
    gift: { distribute_end: '2026-12-31 23:59:59', distribute_end_str: '<span>12月31日</span>まで' },
    is_rental: false,
    on_sale: 1,
    work_rentals: {
      0: {
        id: 5,
        rental_id: '9',
        time_str: '<b>7</b>',
        time_unit_jp: '日',
        time_unit_en: 'days',
        price: '300',
      },
    },
    down_url: '//cdn.example/dl/RJ01',
    rate_average: '4.5',
    rate_count: '20',
    dl_count: '42',
    title_str: '<em>Hi</em>',
    wishlist_count: '4021',
    age_category: 1,
    is_sale: true,
    nested: { x: 1 },
    nothing: null,
  },
  RJ02: { work_name: 'two', on_sale: '0', is_rental: '1', rank: [], gift: [], work_rentals: [] },
  RJ404: [],
};

describe('products', () => {
  it('GET several ids: product_id and cdn_cache=3; every quirk normalised', async () => {
    const seen = answer('get', '*/maniax/product/info/ajax', wire);
    const out = await fetchProductInfos('maniax', ['RJ01', 'RJ02', 'RJ404']);
    expect(seen[0]?.query).toEqual({ product_id: 'RJ01,RJ02,RJ404', cdn_cache: '3' });
    expect(Object.keys(out)).toEqual(['RJ01', 'RJ02']);
    expect(out.RJ01).toEqual({
      product_id: 'RJ01',
      // Names are text, shown as typed: markup in them is kept as characters, never rendered.
      work_name: '<b>作品</b>',
      maker_name: '',
      site_id: 'maniax',
      maker_id: 'RG1',
      price: 1320,
      price_without_tax: 1200,
      price_en: 8.8,
      price_eur: 8.1,
      official_price: 1650,
      upgrade_min_price: null,
      product_point_rate: null,
      default_point_rate: 10,
      product_point: null,
      default_point: 120,
      rank: [
        { type: 'day', rank: 3, term: '2026-11-22', category: '', rank_date: '' },
        { type: 'week', rank: 12, term: '2026-11-16', category: '', rank_date: '' },
      ],
      ranks: {
        day: { type: 'day', rank: 3, term: '2026-11-22', category: '', rank_date: '' },
        week: { type: 'week', rank: 12, term: '2026-11-16', category: '', rank_date: '' },
      },
      gift: { distribute_end: '2026-12-31 23:59:59', distribute_end_str: '12月31日まで' },
      is_rental: false,
      on_sale: true,
      work_rentals: [
        { id: '5', rental_id: '9', time_str: '7', time_unit_jp: '日', time_unit_en: 'days', price: 300 },
      ],
      down_url: '//cdn.example/dl/RJ01',
      rate_average: 4.5,
      rate_count: 20,
      dl_count: 42,
      extra: { title_str: 'Hi', age_category: 1, is_sale: true, wishlist_count: '4021' },
    });
    expect(out.RJ02).toMatchObject({
      product_id: 'RJ02',
      maker_name: '',
      // No price sent: unknown, never 0.
      price: null,
      official_price: null,
      on_sale: false,
      // is_rental '1' without any rental plan: nothing to choose, so not rentable (hostile-data audit).
      is_rental: false,
      rank: [],
      ranks: {},
      gift: null,
      work_rentals: [],
      down_url: '',
      extra: {},
    });
  });

  it('no ids: {} without a request; an all-unknown answer [] reads as {}', async () => {
    await expect(fetchProductInfos('maniax', [])).resolves.toEqual({});
    answer('get', '*/maniax/product/info/ajax', []);
    await expect(fetchProductInfos('maniax', ['RJ9'])).resolves.toEqual({});
  });

  it('POST one id: form body product_id', async () => {
    const seen = answer('post', '*/girls/product/info/ajax', { RJ7: { work_name: 'w', price: 100 } });
    const out = await fetchProductInfo('girls', 'RJ7');
    expect(seen[0]?.body).toBe('product_id=RJ7');
    expect(out.RJ7).toMatchObject({ product_id: 'RJ7', work_name: 'w', price: 100 });
  });

  it('encodes the site path segment', async () => {
    const seen = answer('get', '*/product/info/ajax', {});
    await fetchProductInfos('a b', ['RJ1']);
    expect(seen[0]?.path).toBe('/a%20b/product/info/ajax');
  });

  // A login page, HTTP 500: client.test.ts, the one client every call reads its answer through.
  it('a non-object answer is a failure', async () => {
    answer('get', '*/maniax/product/info/ajax', 'nope');
    await expect(fetchProductInfos('maniax', ['RJ1'])).rejects.toMatchObject({ kind: 'parse' });
  });
});
