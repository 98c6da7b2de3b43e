// docs/behaviour.md "Coupons and gifts": pure rules shared by the product card and the price box.
import { isAfter, isBefore, isOverAYearAway } from './dates';
import type { Coupon, Gift, JstDateText, Product } from './models';

/**
 * A coupon applies to a work once it has started (now is after start_date), until it has ended, and when it
 * was issued for the work itself or for the work's maker. A work without a maker_id shows no coupon at all,
 * not even one issued for the work itself.
 */
export function couponApplies(
  coupon: Pick<Coupon, 'start_date' | 'issue'> & Partial<Pick<Coupon, 'end_date'>>,
  product: Pick<Product, 'product_id' | 'maker_id'>,
  now: number,
): boolean {
  if (product.maker_id.trim() === '') return false;
  if (!isBefore(coupon.start_date, now)) return false;
  // Beyond the store's two conditions (a departure, CHANGELOG.md): a shopper never wants a coupon that has
  // already ended. A missing or unreadable end date keeps the coupon.
  if (coupon.end_date && isBefore(coupon.end_date, now)) return false;
  const { issue } = coupon;
  if (issue.product_id !== null && issue.product_id !== '' && issue.product_id === product.product_id)
    return true;
  return issue.maker_id !== null && issue.maker_id === product.maker_id;
}

/** The coupons of `coupons` that apply to `product` at `now`, in their order. */
export function applicableCoupons(
  coupons: readonly Coupon[],
  product: Pick<Product, 'product_id' | 'maker_id'>,
  now: number,
): Coupon[] {
  return coupons.filter((coupon) => couponApplies(coupon, product, now));
}

/** A gift is shown only while now is before its distribute_end. */
export function giftVisible(gift: Gift | null | undefined, now: number): boolean {
  return gift !== null && gift !== undefined && isAfter(gift.distribute_end, now);
}

/**
 * The one-year rule: end-date strings (gift and coupon) are hidden when the end date is more than a year
 * away.
 */
export function endDateShown(text: JstDateText, now: number): boolean {
  return !isOverAYearAway(text, now);
}
