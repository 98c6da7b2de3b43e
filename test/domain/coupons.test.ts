import { applicableCoupons, couponApplies, endDateShown, giftVisible } from '../../src/domain/coupons';
import { parseJst } from '../../src/domain/dates';
import type { Coupon } from '../../src/domain/models';
import { makeProduct } from './fixtures';

const at = (text: string): number => {
  const ms = parseJst(text);
  if (ms === null) throw new Error(`bad date ${text}`);
  return ms;
};
const NOW = at('2026-07-01 12:00:00');

function makeCoupon(over: Partial<Coupon> = {}): Coupon {
  return {
    coupon_id: 'CP1',
    coupon_name: 'Coupon',
    start_date: '2026-01-01 00:00:00',
    end_date: '2026-12-31 23:59:59',
    end_date_str: 'until Dec 31',
    issue: { product_id: null, maker_id: null },
    ...over,
  };
}

describe('couponApplies', () => {
  const product = makeProduct({ product_id: 'RJ01000002', maker_id: 'RG10001' });

  it('applies when issued for the product and already started', () => {
    expect(
      couponApplies(makeCoupon({ issue: { product_id: 'RJ01000002', maker_id: null } }), product, NOW),
    ).toBe(true);
  });

  it('applies when issued for the maker', () => {
    expect(
      couponApplies(makeCoupon({ issue: { product_id: null, maker_id: 'RG10001' } }), product, NOW),
    ).toBe(true);
  });

  it('does not apply to another product or maker', () => {
    expect(couponApplies(makeCoupon({ issue: { product_id: 'RJ09', maker_id: 'RG99' } }), product, NOW)).toBe(
      false,
    );
  });

  it('does not apply before start_date, nor exactly at it', () => {
    const issue = { product_id: 'RJ01000002', maker_id: null };
    expect(couponApplies(makeCoupon({ start_date: '2026-07-01 12:00:01', issue }), product, NOW)).toBe(false);
    expect(couponApplies(makeCoupon({ start_date: '2026-07-01 12:00:00', issue }), product, NOW)).toBe(false);
    expect(couponApplies(makeCoupon({ start_date: '2026-07-01 11:59:59', issue }), product, NOW)).toBe(true);
  });

  it('a malformed start_date never applies', () => {
    const issue = { product_id: 'RJ01000002', maker_id: null };
    expect(couponApplies(makeCoupon({ start_date: 'soon', issue }), product, NOW)).toBe(false);
  });

  it('a work without maker_id shows no coupon at all', () => {
    const anonymous = makeProduct({ product_id: 'RJ01000007', maker_id: '' });
    expect(couponApplies(makeCoupon({ issue: { product_id: null, maker_id: '' } }), anonymous, NOW)).toBe(
      false,
    );
    expect(couponApplies(makeCoupon({ issue: { product_id: null, maker_id: null } }), anonymous, NOW)).toBe(
      false,
    );
    // Not even one issued for the work itself.
    expect(
      couponApplies(makeCoupon({ issue: { product_id: 'RJ01000007', maker_id: null } }), anonymous, NOW),
    ).toBe(false);
    expect(
      couponApplies(
        makeCoupon({ issue: { product_id: 'RJ01000007', maker_id: null } }),
        { product_id: 'RJ01000007', maker_id: '  ' },
        NOW,
      ),
    ).toBe(false);
  });

  it('applicableCoupons keeps the matching ones in order', () => {
    const a = makeCoupon({ coupon_id: 'A', issue: { product_id: 'RJ01000002', maker_id: null } });
    const b = makeCoupon({ coupon_id: 'B', issue: { product_id: null, maker_id: 'RG99' } });
    const c = makeCoupon({ coupon_id: 'C', issue: { product_id: null, maker_id: 'RG10001' } });
    expect(applicableCoupons([a, b, c], product, NOW).map((x) => x.coupon_id)).toEqual(['A', 'C']);
  });
});

describe('giftVisible', () => {
  it('is shown while now is before distribute_end', () => {
    expect(giftVisible({ distribute_end: '2026-07-01 12:00:01', distribute_end_str: '' }, NOW)).toBe(true);
    expect(giftVisible({ distribute_end: '2026-07-01 12:00:00', distribute_end_str: '' }, NOW)).toBe(false);
    expect(giftVisible({ distribute_end: '2026-06-30 00:00:00', distribute_end_str: '' }, NOW)).toBe(false);
  });

  it('no gift, or a malformed date, is not shown', () => {
    expect(giftVisible(null, NOW)).toBe(false);
    expect(giftVisible(undefined, NOW)).toBe(false);
    expect(giftVisible({ distribute_end: 'never', distribute_end_str: '' }, NOW)).toBe(false);
  });
});

describe('endDateShown', () => {
  it('shows dates up to a year away and hides later ones', () => {
    expect(endDateShown('2026-12-31 23:59:59', NOW)).toBe(true);
    expect(endDateShown('2027-07-01 12:00:00', NOW)).toBe(true);
    expect(endDateShown('2027-07-01 12:00:01', NOW)).toBe(false);
    expect(endDateShown('2099-12-31 23:59:59', NOW)).toBe(false);
  });
});

describe('ended coupons (a departure: a shopper never wants an ended coupon)', () => {
  const now = Date.parse('2026-11-23T00:00:00Z');
  const base = { start_date: '2020-01-01 00:00:00', issue: { product_id: 'RJ1', maker_id: null } };
  const product = { product_id: 'RJ1', maker_id: 'RG1' };
  test.each([
    ['2020-12-31 23:59:59', false],
    ['2099-01-01 00:00:00', true],
    ['', true],
    ['not a date', true],
  ])('end_date %s → applies %s', (end_date, applies) => {
    expect(couponApplies({ ...base, end_date }, product, now)).toBe(applies);
  });
});
