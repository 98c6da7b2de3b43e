import numeral from 'numeral';
import type { Locale, Product, Rental } from './models';

export interface PriceResult {
  finalPrice: number;
  finalPriceWithoutTax: number;
  finalUsd: number;
  finalEur: number;
  /** Percent off the official price (0 when there is nothing to compare with). */
  discountRate: number;
  points: number;
  shownPointRate: number;
}

/** Rounds to 2 decimals; the epsilon keeps 8.805 from landing on 8.80 through binary error. */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** The point rate of the work itself: its own rate, or else the site default (spec 9). */
export const pointRate = (product: Product): number =>
  product.product_point_rate ?? product.default_point_rate;

/** Points shown on the rental popup's Buy entry (spec 4). */
export const productPoints = (product: Product): number => product.product_point ?? product.default_point;

/** Spec 9: what the customer pays now, given a rental already paid for (upgrade to purchase). */
export function computePrice(product: Product, rental: Rental | null): PriceResult {
  // A rented work can never be upgraded for less than upgrade_min_price.
  const floor = rental ? product.upgrade_min_price : 0;
  const finalPrice = Math.max(product.price - (rental?.price ?? 0), floor, 0);
  const finalPriceWithoutTax = Math.max(
    product.price_without_tax - (rental?.price_without_tax ?? 0),
    floor,
    0,
  );
  const finalUsd = Math.max(round2(product.price_en - (rental?.price_usd ?? 0)), 0);
  const finalEur = Math.max(round2(product.price_eur - (rental?.price_eur ?? 0)), 0);

  const base = product.official_price || product.price;
  // Multiply before dividing: yen are integers, so this avoids 28.999… floor errors.
  const discountRate = base > 0 ? Math.max(100 - Math.floor((finalPrice * 100) / base), 0) : 0;

  const rate = pointRate(product);
  let points = Math.floor((finalPriceWithoutTax * rate) / 100);
  if (rental) points += Math.floor((rental.price_without_tax * rental.point_rate) / 100);
  points = Math.max(points, 0);

  const shownPointRate = rental
    ? product.price_without_tax > 0
      ? Math.floor((points * 100) / product.price_without_tax)
      : 0
    : rate;

  return { finalPrice, finalPriceWithoutTax, finalUsd, finalEur, discountRate, points, shownPointRate };
}

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatNumber = (n: number): string => numeral(n).format('0,0');
export const formatYen = (n: number, locale: Locale): string =>
  locale === 'en' ? `${formatNumber(n)} JPY` : `${formatNumber(n)}円`;
export const formatPoints = (n: number): string => `${formatNumber(n)}pt`;
export const formatDiscount = (n: number): string => `${n}%OFF`;
export const formatUsd = (n: number): string => `$${usd.format(n)}`;
export const formatEur = (n: number): string => `€${usd.format(n)}`;
