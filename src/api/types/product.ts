import type { WireFlag, WireId, WireKeyed, WireList, WireNumber } from './common';

export interface WireRankEntry {
  type?: string | null;
  rank?: WireNumber;
  term?: string | null;
  [key: string]: unknown;
}

export interface WireWorkRental {
  id?: WireId;
  rental_id?: WireId;
  time_str?: string | null;
  time_unit_jp?: string | null;
  time_unit_en?: string | null;
  price?: WireNumber;
  [key: string]: unknown;
}

export interface WireGift {
  distribute_end?: string | null;
  distribute_end_str?: string | null;
  [key: string]: unknown;
}

export interface WireProductInfo {
  product_id?: WireId;
  work_name?: string | null;
  maker_name?: string | null;
  site_id?: WireId;
  maker_id?: WireId;
  price?: WireNumber;
  price_without_tax?: WireNumber;
  price_en?: WireNumber;
  price_eur?: WireNumber;
  official_price?: WireNumber;
  upgrade_min_price?: WireNumber;
  product_point_rate?: WireNumber;
  default_point_rate?: WireNumber;
  product_point?: WireNumber;
  default_point?: WireNumber;
  rank?: WireList<WireRankEntry> | null;
  gift?: WireGift | [] | null;
  is_rental?: WireFlag;
  on_sale?: WireFlag;
  work_rentals?: WireList<WireWorkRental> | null;
  down_url?: string | null;
  rate_average?: WireNumber;
  rate_count?: WireNumber;
  dl_count?: WireNumber;
  [key: string]: unknown;
}

/** GET/POST /{site}/product/info/ajax: keyed by product id; an unknown id may answer `[]`. */
export type WireProductInfoResponse = WireKeyed<WireProductInfo | []>;
