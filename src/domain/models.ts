// The store's models: what every module past the API edge may rely on. The edge (src/api/normalize-*.ts)
// turns whatever the server sends into exactly these shapes, so nothing here is optional "just in case".

export type SiteLang = 'jp' | 'en';
export type Locale = 'ja' | 'en';

/** A date from the server, kept as its wire text `YYYY-MM-DD HH:mm:ss` in Japan time (UTC+9). */
export type JstDateText = string;

export interface CartItem {
  product_id: string;
  /** '' for a regular purchase. */
  rental_id: string;
  /** 2 means not active. */
  status: number;
}

export interface MemberMessage {
  id: string;
  title: string;
  body: string;
  url: string;
  inservice: number;
}

export interface InfoNotice {
  id: string;
  title: string;
  url: string;
  date: string;
}

export interface MemberStatus {
  /** null: not logged in. */
  customer_id: string | null;
  cart: CartItem[];
  message: MemberMessage[];
  info: InfoNotice[];
}

export interface Rental {
  product_id: string;
  expired_date: JstDateText;
  /**
   * What the rental cost, subtracted from an upgrade's price; null when the answer does not give it (the
   * upgrade's price is then unknown: none is shown, never the full price as if nothing had been paid).
   */
  price: number | null;
  price_without_tax: number | null;
  /** The rental's foreign prices; null when the answer does not give them. */
  price_usd: number | null;
  price_eur: number | null;
  /** The points rate the rental earned; null when not sent (the upgrade's points are then not shown). */
  point_rate: number | null;
}

export interface Boughts {
  boughts: string[];
  rentals: Rental[];
}

export interface Uninterests {
  reason_1: string[];
  reason_2: string[];
}

export interface WorkRental {
  id: string;
  rental_id: string;
  time_str: string;
  time_unit_jp: string;
  time_unit_en: string;
  /** null when the answer does not give it: the option shows no price (never 0円). */
  price: number | null;
}

export interface Gift {
  distribute_end: JstDateText;
  distribute_end_str: string;
}

export interface RankEntry {
  /** The entry's `type`, or, in live answers that have none, its `term` (day, week, month, year, ...). */
  type: string;
  rank: number;
  term: string;
  category: string;
  /** `"2021"` for a yearly rank; '' when not sent. */
  rank_date: string;
}

export interface Product {
  product_id: string;
  /**
   * false while only the placeholder exists (placeholder first, then merged:
   * docs/behaviour.md "Product state").
   */
  loaded: boolean;
  work_name: string;
  maker_name: string;
  site_id: string;
  maker_id: string;
  /**
   * The yen price; null when the answer does not give it (unknown, never shown as 0: such a work offers no
   * purchase). 0 only for a free work.
   */
  price: number | null;
  price_without_tax: number | null;
  /** USD and EUR prices; null when the answer gives no price in that currency (never shown as 0). */
  price_en: number | null;
  price_eur: number | null;
  /** The price before a discount; null when not sent (no discount is shown). */
  official_price: number | null;
  /** The least an upgrade from a rental costs; null when not sent (no floor). */
  upgrade_min_price: number | null;
  product_point_rate: number | null;
  /** null when not sent: with no rate of the work's own either, no points are shown. */
  default_point_rate: number | null;
  product_point: number | null;
  default_point: number | null;
  rank: RankEntry[];
  ranks: Record<string, RankEntry>;
  gift: Gift | null;
  is_rental: boolean;
  on_sale: boolean;
  work_rentals: WorkRental[];
  down_url: string;
  /**
   * Average rating 0-5 (2 decimals) and the number of ratings, for the rating tooltip; null when not sent
   * (no rating is shown, never a 0).
   */
  rate_average: number | null;
  rate_count: number | null;
  /** Sales count; null when not sent. */
  dl_count: number | null;
  /** Any other info fields of the response, normalised to text or numbers. */
  extra: Record<string, string | number | boolean>;
}

export interface Coupon {
  coupon_id: string;
  coupon_name: string;
  start_date: JstDateText;
  end_date: JstDateText;
  end_date_str: string;
  issue: { product_id: string | null; maker_id: string | null };
}

export interface Follow {
  follow_key: string;
  follow_name: string;
  /** 0: no notification mail, 1: receive mail. */
  mail_flg: 0 | 1;
}

export type FavoriteType = 'wishlist' | 'followlist' | 'searchword';
export const FAVORITE_TYPES: readonly FavoriteType[] = ['wishlist', 'followlist', 'searchword'];
/** A favourite type, wherever one is read (an answer, a path, another tab's message). */
export const isFavoriteType = (value: unknown): value is FavoriteType =>
  typeof value === 'string' && (FAVORITE_TYPES as readonly string[]).includes(value);

export type PageType = 'root' | 'folders' | 'folder';

export interface FavoriteFolder {
  /** null: the unclassified folder. */
  id: string | null;
  name: string;
  item_count: number;
  is_visible: boolean;
  sort_no: number;
  type: FavoriteType;
}

export interface FolderList {
  folders: FavoriteFolder[];
  unclassified: FavoriteFolder;
}

export interface CommunityContent {
  play_id: string;
  matomes_count: number;
  talks_count: number;
}

export interface PreviewEmbed {
  embed_url: string;
  embed_width: number;
  embed_height: number;
}

export interface SampleImage {
  src: string;
  thumb: string;
  width: number | null;
  height: number | null;
}

export interface SampleDemo {
  demo: { url: string } | null;
  samples: SampleImage[];
}

export interface GalleryImage {
  src: string;
  width: number | null;
  height: number | null;
  thumb: { src: string; width: number | null; height: number | null };
}

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
