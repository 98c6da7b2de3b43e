import type { WireId, WireKeyed, WireList, WireNumber } from './common';

export interface WireCartItem {
  product_id?: WireId;
  rental_id?: WireId;
  status?: WireNumber;
  [key: string]: unknown;
}

export interface WireMemberMessage {
  id?: WireId;
  title?: string | null;
  body?: string | null;
  url?: string | null;
  inservice?: WireNumber;
  [key: string]: unknown;
}

export interface WireInfoNotice {
  id?: WireId;
  title?: string | null;
  url?: string | null;
  date?: string | null;
  [key: string]: unknown;
}

export interface WireMemberStatus {
  customer_id?: WireId;
  cart?: WireList<WireCartItem> | null;
  message?: WireList<WireMemberMessage> | null;
  info?: WireList<WireInfoNotice> | null;
  [key: string]: unknown;
}

export interface WireRental {
  product_id?: WireId;
  expired_date?: string | null;
  price?: WireNumber;
  price_without_tax?: WireNumber;
  price_usd?: WireNumber;
  price_eur?: WireNumber;
  point_rate?: WireNumber;
  [key: string]: unknown;
}

export interface WireBoughts {
  boughts?: WireList<WireId> | null;
  rentals?: WireList<WireRental> | null;
  [key: string]: unknown;
}

export type WireFavorites = WireList<WireId> | { favorites?: WireList<WireId> | null };

export type WireUninterests =
  { reason_1?: WireList<WireId> | null; reason_2?: WireList<WireId> | null; [key: string]: unknown } | [];

export type WireFollowEntry = WireId | { follow_key?: WireId; [key: string]: unknown };
export type WireFollows = WireList<WireFollowEntry>;

export type WireMemberStatusResponse = WireMemberStatus | WireKeyed<never>;
