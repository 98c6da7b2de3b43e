import numeral from 'numeral';
import type { Locale, Product } from './models';

export { round2 } from './round';

/**
 * The point rate of the work itself: its own rate, or else the site default
 * (docs/behaviour.md "Prices, discounts and points").
 */
export const pointRate = (product: Product): number | null =>
  product.product_point_rate ?? product.default_point_rate;

/** Points shown on the rental popup's Buy entry (docs/behaviour.md "The card's action button"); null: not sent. */
export const productPoints = (product: Product): number | null =>
  product.product_point ?? product.default_point;

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * `1,320`. Rounded first, as numeral rounds: numeral prints `NaN` for any number JavaScript writes in
 * exponent notation (below 1e-6, from 1e21), so those never reach it.
 */
export function formatNumber(n: number): string {
  const rounded = Math.round(n);
  let text = formatted.get(rounded);
  if (text === undefined) {
    text = Math.abs(rounded) < 1e21 ? numeral(rounded).format('0,0') : whole.format(rounded);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(rounded, text);
  }
  return text;
}

/** Numbers already written: a list page prints the same few prices and points on many cards, and numeral
 *  is slow (see docs/performance.md, History). Bounded, as a page could show any number. */
const formatted = new Map<number, string>();
const FORMATTED_MAX = 1000;
export const formatYen = (n: number, locale: Locale): string =>
  locale === 'en' ? `${formatNumber(n)} JPY` : `${formatNumber(n)}円`;
export const formatPoints = (n: number): string => `${formatNumber(n)}pt`;
export const formatDiscount = (n: number): string => `${n}%OFF`;
export const formatUsd = (n: number): string => `$${usd.format(n)}`;
export const formatEur = (n: number): string => `€${usd.format(n)}`;
