import { applicableCoupons, couponApplies, endDateShown, giftVisible } from '../../src/domain/coupons';
import { parseJst } from '../../src/domain/dates';
import type { Coupon, Product } from '../../src/domain/models';
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
  const forWork = { product_id: 'RJ01000002', maker_id: null };
  // A work without maker_id shows no coupon at all, not even one issued for the work itself.
  const anonymous = { product_id: 'RJ01000007', maker_id: '' };
  const forAnonymous = { product_id: 'RJ01000007', maker_id: null };
  const byMaker = (maker_id: string | null) => ({ issue: { product_id: null, maker_id } });
  it.each<[string, Partial<Coupon>, Pick<Product, 'product_id' | 'maker_id'>, boolean]>([
    ['issued for the product and already started', { issue: forWork }, product, true],
    ['issued for the maker', byMaker('RG10001'), product, true],
    ['for another product and maker', { issue: { product_id: 'RJ09', maker_id: 'RG99' } }, product, false],
    ['starting a second from now', { start_date: '2026-07-01 12:00:01', issue: forWork }, product, false],
    ['starting exactly now', { start_date: '2026-07-01 12:00:00', issue: forWork }, product, false],
    ['started a second ago', { start_date: '2026-07-01 11:59:59', issue: forWork }, product, true],
    ['a malformed start_date', { start_date: 'soon', issue: forWork }, product, false],
    ['ended a second ago', { end_date: '2026-07-01 11:59:59', issue: forWork }, product, false],
    ['ending exactly now', { end_date: '2026-07-01 12:00:00', issue: forWork }, product, true],
    ['ending in 2099', { end_date: '2099-01-01 00:00:00', issue: forWork }, product, true],
    ['no end_date', { end_date: '', issue: forWork }, product, true],
    ['a malformed end_date', { end_date: 'not a date', issue: forWork }, product, true],
    ['no maker_id: issued for the empty maker', byMaker(''), anonymous, false],
    ['no maker_id: issued for no one', byMaker(null), anonymous, false],
    ['no maker_id: issued for the work', { issue: forAnonymous }, anonymous, false],
    [
      'a blank maker_id: issued for the work',
      { issue: forAnonymous },
      { ...anonymous, maker_id: '  ' },
      false,
    ],
  ])('%s', (_name, over, work, applies) => {
    expect(couponApplies(makeCoupon(over), work, NOW)).toBe(applies);
  });

  it('applicableCoupons keeps the matching ones in order', () => {
    const a = makeCoupon({ coupon_id: 'A', issue: forWork });
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
