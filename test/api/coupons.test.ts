import { fetchCoupons } from '../../src/api/coupons';
import { answer } from './helpers';

const couponAnswer = (reply: unknown) => answer('get', '*/maniax/api/=/coupon.json', reply);

describe('coupons', () => {
  it('GET /{site}/api/=/coupon.json?cdn_cache=6 and normalises', async () => {
    const seen = couponAnswer([
      {
        coupon_id: 77,
        coupon_name: '20%OFF',
        start_date: '2026-11-01 00:00:00',
        end_date: '2026-11-30 23:59:59',
        end_date_str: '<b>11/30</b>まで',
        issue: { product_id: 'RJ1', maker_id: '' },
      },
      { coupon_id: '78', issue: [] },
    ]);
    await expect(fetchCoupons('maniax')).resolves.toEqual([
      {
        coupon_id: '77',
        coupon_name: '20%OFF',
        start_date: '2026-11-01 00:00:00',
        end_date: '2026-11-30 23:59:59',
        end_date_str: '11/30まで',
        issue: { product_id: 'RJ1', maker_id: null },
      },
      {
        coupon_id: '78',
        coupon_name: '',
        start_date: '',
        end_date: '',
        end_date_str: '',
        issue: { product_id: null, maker_id: null },
      },
    ]);
    expect(seen[0]?.query).toEqual({ cdn_cache: '6' });
  });

  it('a keyed object reads as a list; a string is a parse error', async () => {
    couponAnswer({ a: { coupon_id: 1 } });
    await expect(fetchCoupons('maniax')).resolves.toHaveLength(1);
    couponAnswer('x');
    await expect(fetchCoupons('maniax')).rejects.toMatchObject({ kind: 'parse' });
  });
});
