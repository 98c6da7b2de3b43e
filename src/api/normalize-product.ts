import type { Gift, Product, RankEntry, WorkRental } from '../domain/models';
import { keyedRecord } from '../domain/records';
import {
  requireRecord,
  isRecord,
  listOrEmpty,
  countOrNull,
  num,
  numOrNull,
  firstPerKey,
  flag,
  str,
  text,
  url,
  type Rec,
} from './normalize';
import { foreignPrices, ratingAverage } from './normalize-prices';

export type ProductInfo = Omit<Product, 'loaded'>;

const KNOWN = new Set([
  'product_id',
  'work_name',
  'maker_name',
  'site_id',
  'maker_id',
  'price',
  'price_without_tax',
  'price_en',
  'price_eur',
  'official_price',
  'upgrade_min_price',
  'product_point_rate',
  'default_point_rate',
  'product_point',
  'default_point',
  'rank',
  'ranks',
  'gift',
  'is_rental',
  'on_sale',
  'work_rentals',
  'down_url',
  'rate_average',
  'rate_average_2dp',
  'rate_average_star',
  'rate_count',
  'dl_count',
  'extra',
  'loaded',
]);

/** Live entries are `{term, category, rank, rank_date}` without `type`: they are indexed by term. */
function rankEntry(v: unknown): RankEntry | null {
  if (!isRecord(v)) return null;
  const term = str(v.term).trim();
  const type = str(v.type).trim() || term;
  if (type === '') return null;
  return {
    type,
    rank: num(v.rank),
    term,
    category: str(v.category).trim(),
    rank_date: str(v.rank_date).trim(),
  };
}

/**
 * A rental option needs its rental_id: adding one without it would send a purchase
 * (docs/behaviour.md "Product state").
 */
function workRental(v: unknown): WorkRental | null {
  if (!isRecord(v)) return null;
  const rental_id = str(v.rental_id).trim();
  if (rental_id === '') return null;
  return {
    id: str(v.id),
    rental_id,
    time_str: text(v.time_str),
    time_unit_jp: text(v.time_unit_jp),
    time_unit_en: text(v.time_unit_en),
    price: amountOrNull(v.price, false),
  };
}

function gift(v: unknown): Gift | null {
  if (!isRecord(v)) return null;
  const end = str(v.distribute_end).trim();
  if (end === '') return null;
  return { distribute_end: end, distribute_end_str: text(v.distribute_end_str) };
}

function extra(v: Rec): Record<string, string | number | boolean> {
  const out = keyedRecord<string | number | boolean>();
  for (const [k, val] of Object.entries(v)) {
    if (KNOWN.has(k)) continue;
    if (typeof val === 'string') out[k] = k.endsWith('_str') ? text(val) : val;
    else if (typeof val === 'number' && Number.isFinite(val)) out[k] = val;
    else if (typeof val === 'boolean') out[k] = val;
  }
  return out;
}

/** A yen amount ≥ 0 as sent; 0 only where it can be the price (`free`), otherwise a placeholder: unknown. */
function amountOrNull(v: unknown, free: boolean): number | null {
  const n = numOrNull(v);
  return n === null || n < 0 || (n === 0 && !free) ? null : n;
}

/**
 * The yen price, or null when the answer does not give one: never 0 for a price not sent. A 0 is the price
 * of a free work, unless the answer says `is_free` is false.
 */
function yenPrice(v: Rec): number | null {
  const n = numOrNull(v.price);
  if (n === null || n < 0) return null;
  if (n > 0) return n;
  return flag(v.is_free) || !Object.hasOwn(v, 'is_free') ? 0 : null;
}

export function normalizeProduct(productId: string, v: Rec): ProductInfo {
  const rank = listOrEmpty(v.rank)
    .map(rankEntry)
    .filter((r): r is RankEntry => r !== null);
  const ranks = keyedRecord<RankEntry>();
  for (const r of rank) if (!(r.type in ranks)) ranks[r.type] = r;
  const work_rentals = firstPerKey(
    listOrEmpty(v.work_rentals)
      .map(workRental)
      .filter((r): r is WorkRental => r !== null),
    (r) => r.rental_id,
  );
  const price = yenPrice(v);
  return {
    product_id: productId,
    work_name: str(v.work_name),
    maker_name: str(v.maker_name),
    site_id: str(v.site_id),
    maker_id: str(v.maker_id),
    price,
    price_without_tax: price === null ? null : amountOrNull(v.price_without_tax, price === 0),
    ...foreignPrices(v, price),
    official_price: amountOrNull(v.official_price, false),
    upgrade_min_price: amountOrNull(v.upgrade_min_price, true),
    product_point_rate: numOrNull(v.product_point_rate),
    default_point_rate: numOrNull(v.default_point_rate),
    product_point: numOrNull(v.product_point),
    default_point: numOrNull(v.default_point),
    rank,
    ranks,
    gift: gift(v.gift),
    // Rentable means a plan can be chosen: without one the rental choice would be empty.
    is_rental: flag(v.is_rental) && work_rentals.length > 0,
    on_sale: flag(v.on_sale),
    work_rentals,
    down_url: url(v.down_url),
    rate_average: ratingAverage(v),
    rate_count: countOrNull(v.rate_count),
    dl_count: countOrNull(v.dl_count),
    extra: extra(v),
  };
}

/**
 * The product-info answer: keyed by id; `[]` (nothing known) → {}; an entry that is not an object is skipped.
 */
export function normalizeProductInfos(v: unknown): Record<string, ProductInfo> {
  const rec = requireRecord(v, 'product info');
  const out = keyedRecord<ProductInfo>();
  for (const [key, val] of Object.entries(rec)) {
    if (!isRecord(val)) continue;
    const id = key.trim() || str(val.product_id).trim();
    if (id === '') continue;
    out[id] = normalizeProduct(id, val);
  }
  return out;
}
