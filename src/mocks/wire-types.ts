// Wire shapes the fake store answers with (docs/server.md "Wire formats"), kept apart from src/api/types so
// that the mocks stay an independent description of the server. They are deliberately loose where real
// servers are (numeric strings, 1/0 flags, nulls).

export type SiteId = 'maniax' | 'books';
export type WireFavoriteType = 'wishlist' | 'followlist' | 'searchword';

export interface WireRank {
  type: string;
  rank: number;
  term: string;
}

export interface WireWorkRental {
  id: string;
  rental_id: string;
  time_str: string;
  time_unit_jp: string;
  time_unit_en: string;
  price: number;
  price_without_tax: number;
  price_usd: number;
  price_eur: number;
  point_rate: number;
}

export interface WireGift {
  distribute_end: string;
  distribute_end_str: string;
}

export interface WireProduct {
  product_id: string;
  site_id: string;
  maker_id: string;
  maker_name: string;
  work_name: string;
  price: number;
  price_without_tax: number;
  price_en: number;
  price_eur: number;
  official_price: number;
  upgrade_min_price: number;
  product_point_rate: number | null;
  default_point_rate: number;
  product_point: number | null;
  default_point: number;
  rank: WireRank[];
  gift: WireGift | null;
  is_rental: boolean;
  /** 1/0 as the real server sends it. */
  on_sale: number;
  work_rentals: WireWorkRental[];
  down_url: string;
  rate_average: number | string;
  rate_count: number | string;
  dl_count: number | string;
  image_main: string;
}

export interface WireCartItem {
  product_id: string;
  rental_id: string;
  status: number;
}

export interface WireMessage {
  id: string;
  title: string;
  body: string;
  url: string;
  inservice: number;
}

export interface WireInfo {
  id: string;
  title: string;
  url: string;
  date: string;
}

export interface WireRental {
  product_id: string;
  expired_date: string;
  price: number;
  price_without_tax: number;
  price_usd: number;
  price_eur: number;
  point_rate: number;
}

export interface WireMember {
  customer_id: string;
  uhash: string;
  cart: WireCartItem[];
  message: WireMessage[];
  info: WireInfo[];
  boughts: string[];
  rentals: WireRental[];
  favorites: string[];
  uninterests: { reason_1: string[]; reason_2: string[] };
  follows: string[];
}

export interface WireCoupon {
  coupon_id: string;
  site_id: string;
  coupon_name: string;
  discount_type: string;
  discount: number;
  start_date: string;
  end_date: string;
  end_date_str: string;
  issue: { product_id: string | null; maker_id: string | null };
}

/** A stored folder (item_count is computed when answering). */
export interface StoredFolder {
  id: number;
  name: string;
  is_visible: boolean;
  sort_no: number;
  type: WireFavoriteType;
}

export interface WireFolder {
  id: number | null;
  name: string;
  item_count: number;
  is_visible: boolean;
  sort_no: number;
  type: WireFavoriteType;
}

export interface StoredItem {
  item_id: number;
  type: WireFavoriteType;
  folder_id: number | null;
  title: string;
  url: string;
  product_id?: string;
  follow_key?: string;
}

export interface WireSampleDemo {
  demo: { url: string } | null;
  samples: { src: string; thumb: string; width: number | null; height: number | null }[];
}

export interface WirePreview {
  count: number;
  works: { embed_url: string; embed_width: number; embed_height: number }[];
}

export interface WireCommunity {
  play_id?: string;
  matomes_count: number;
  talks_count: number;
}

export interface FakeSeed {
  products: WireProduct[];
  member: WireMember;
  coupons: WireCoupon[];
  folders: { unclassified_name: string; folders: StoredFolder[]; items: StoredItem[] };
  samples: Record<string, WireSampleDemo>;
  previews: Record<string, WirePreview>;
  community: Record<string, WireCommunity>;
}
