// Foreign prices and ratings as the live store sends them. The store documents `price_en` and
// `price_eur` (docs/behaviour.md "Prices, discounts and points"); live answers give them instead under
// `currency_price` (keyed by currency, unrounded), `locale_price` keyed by currency (older) or by locale
// (newer), or not at all. A currency the answer does not give is unknown (null), never 0: a priced work must
// not read `$0.00`.
import { round2 } from '../domain/round';
import { asRecord, numOrNull, type Rec } from './normalize';

/** Where each currency is looked for, in order: the documented field, then the live shapes. */
const USD_SOURCES = [
  ['price_en'],
  ['currency_price', 'USD'],
  ['locale_price', 'USD'],
  ['locale_price', 'en_US'],
] as const;

const EUR_SOURCES = [
  ['price_eur'],
  ['currency_price', 'EUR'],
  ['locale_price', 'EUR'],
  // Euro locales, tried in this order. The `""` key's currency is not stated: never read.
  ['locale_price', 'de_DE'],
  ['locale_price', 'fr_FR'],
  ['locale_price', 'es_ES'],
  ['locale_price', 'it_IT'],
] as const;

function at(v: Rec, path: readonly string[]): unknown {
  let cur: unknown = v;
  for (const key of path) {
    const rec = asRecord(cur);
    if (rec === null || !Object.hasOwn(rec, key)) return undefined;
    cur = rec[key];
  }
  return cur;
}

/** A foreign amount, rounded to 2 decimals; 0 only for a free work, where it is the price. */
function amount(v: unknown, free: boolean): number | null {
  const n = numOrNull(v);
  if (n === null || n < 0 || (n === 0 && !free)) return null;
  return round2(n);
}

function firstAmount(v: Rec, sources: readonly (readonly string[])[], free: boolean): number | null {
  for (const path of sources) {
    const n = amount(at(v, path), free);
    if (n !== null) return n;
  }
  return null;
}

export interface ForeignPrices {
  price_en: number | null;
  price_eur: number | null;
}

/**
 * The work's USD and EUR prices from whichever field the answer has. A 0 for a priced work is a
 * placeholder, not a price: unknown. A free work (price 0) costs 0 in every currency.
 */
export function foreignPrices(v: Rec, yenPrice: number | null): ForeignPrices {
  const free = yenPrice === 0 && numOrNull(v.price) === 0;
  return {
    price_en: firstAmount(v, USD_SOURCES, free) ?? (free ? 0 : null),
    price_eur: firstAmount(v, EUR_SOURCES, free) ?? (free ? 0 : null),
  };
}

/** A field read only for the rental subtraction: a missing or unreadable amount is unknown. */
export function foreignAmount(v: unknown): number | null {
  const n = numOrNull(v);
  return n === null || n < 0 ? null : round2(n);
}

/**
 * The average rating, 0-5: `rate_average_2dp` (the real average; live `rate_average` is rounded to a whole
 * number), else `rate_average_star / 10` (0-50), else `rate_average`; null when the answer gives none.
 */
export function ratingAverage(v: Rec): number | null {
  const twoDp = numOrNull(v.rate_average_2dp);
  const star = numOrNull(v.rate_average_star);
  const plain = numOrNull(v.rate_average);
  const rate = twoDp ?? (star !== null ? star / 10 : plain);
  return rate === null ? null : Math.min(Math.max(round2(rate), 0), 5);
}
