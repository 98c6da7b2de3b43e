// What the price box shows of the gift and the coupons (docs/behaviour.md "Coupons and gifts"),
// built on the shared rules of src/domain/coupons.ts.
import { applicableCoupons, endDateShown, giftVisible } from '../../domain/coupons';
import type { Coupon, Gift, Product } from '../../domain/models';

export interface ShownGift {
  /** distribute_end_str, or null when the end is more than a year away. */
  endText: string | null;
}

export interface ShownCoupon {
  id: string;
  name: string;
  /** end_date_str, or null when the end is more than a year away. */
  endText: string | null;
}

export function shownGift(gift: Gift | null, now: number): ShownGift | null {
  if (!gift || !giftVisible(gift, now)) return null;
  return { endText: endDateShown(gift.distribute_end, now) ? gift.distribute_end_str : null };
}

export function shownCoupons(
  coupons: readonly Coupon[],
  product: Pick<Product, 'product_id' | 'maker_id'>,
  now: number,
): ShownCoupon[] {
  return applicableCoupons(coupons, product, now).map((coupon) => ({
    id: coupon.coupon_id,
    name: coupon.coupon_name,
    endText: endDateShown(coupon.end_date, now) ? coupon.end_date_str : null,
  }));
}
