import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { fetchCoupons } from '../../src/api/coupons';
import { capture, type Captured } from './helpers';

describe('coupons', () => {
  it('GET /{site}/api/=/coupon.json?cdn_cache=6 and normalises', async () => {
    let got: Captured | undefined;
    mockServer.use(
      http.get('*/maniax/api/=/coupon.json', async ({ request }) => {
        got = await capture(request);
        return HttpResponse.json([
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
      }),
    );
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
    expect(got?.method).toBe('GET');
    expect(got?.path).toBe('/maniax/api/=/coupon.json');
    expect(got?.query).toEqual({ cdn_cache: '6' });
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('a keyed object reads as a list; a string is a parse error', async () => {
    mockServer.use(http.get('*/maniax/api/=/coupon.json', () => HttpResponse.json({ a: { coupon_id: 1 } })));
    await expect(fetchCoupons('maniax')).resolves.toHaveLength(1);
    mockServer.use(http.get('*/maniax/api/=/coupon.json', () => HttpResponse.json('x')));
    await expect(fetchCoupons('maniax')).rejects.toMatchObject({ kind: 'parse' });
  });
});
