import type { WireId, WireList } from './common';

export interface WireCoupon {
  coupon_id?: WireId;
  coupon_name?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  end_date_str?: string | null;
  issue?: { product_id?: WireId; maker_id?: WireId } | [] | null;
  [key: string]: unknown;
}

export type WireCouponResponse = WireList<WireCoupon>;
