// The price of a work as the price box shows it (docs/behaviour.md "Prices, discounts and points"): what
// the shopper pays now, its discount and points.
// Only the price box computes it, so it travels in the price box's chunk, not in every page's.
import type { Product, Rental } from './models';
import { pointRate } from './pricing';
import { round2 } from './round';

export interface PriceResult {
  finalPrice: number;
  finalPriceWithoutTax: number | null;
  /** null: the answer gives no price in that currency (nothing is shown, never $0.00). */
  finalUsd: number | null;
  finalEur: number | null;
  /** Percent off the official price (0 when there is nothing to compare with). */
  discountRate: number;
  /** The price the discount is measured against (official_price, or else price). */
  basePrice: number;
  /** null: the answer gives no point rate or no price without tax (no points shown, never 0pt). */
  points: number | null;
  shownPointRate: number | null;
}

/** A shown amount: finite, ≥ 0 and exact (products of huge rates and prices would print as NaN). */
const shown = (n: number): number =>
  Number.isFinite(n) ? Math.min(Math.max(n, 0), Number.MAX_SAFE_INTEGER) : 0;

/**
 * The final foreign price, the rental's price subtracted and rounded to 2 decimals. Unknown when
 * the work's price is, or when a rental was paid whose price in that currency is not known.
 */
function foreignFinal(
  price: number | null,
  rental: Rental | null,
  rentalPrice: number | null | undefined,
): number | null {
  if (price === null) return null;
  if (rental === null) return price;
  if (rentalPrice === null || rentalPrice === undefined) return null;
  return Math.max(round2(price - rentalPrice), 0);
}

/**
 * What the customer pays now, given a rental already paid for (upgrade to purchase); null when the answer
 * gives no price, or no price for the rental paid (nothing is shown and nothing can be bought).
 */
export function computePrice(product: Product, rental: Rental | null): PriceResult | null {
  if (product.price === null || (rental !== null && rental.price === null)) return null;
  // A rented work can never be upgraded for less than upgrade_min_price.
  const floor = rental ? (product.upgrade_min_price ?? 0) : 0;
  const finalPrice = Math.max(product.price - (rental?.price ?? 0), floor, 0);
  const withoutTax = product.price_without_tax;
  const rentalWithoutTax = rental === null ? 0 : rental.price_without_tax;
  const finalPriceWithoutTax =
    withoutTax === null || rentalWithoutTax === null
      ? null
      : Math.max(withoutTax - rentalWithoutTax, floor, 0);
  const finalUsd = foreignFinal(product.price_en, rental, rental?.price_usd);
  const finalEur = foreignFinal(product.price_eur, rental, rental?.price_eur);

  const base = product.official_price || product.price;
  // Multiply before dividing: yen are integers, so this avoids 28.999… floor errors.
  const discountRate = base > 0 ? Math.max(100 - Math.floor((finalPrice * 100) / base), 0) : 0;

  const rate = pointRate(product);
  let points: number | null = null;
  let shownPointRate: number | null = null;
  // The rental's own points count too: unknown if its rate is (never shown as if it earned none).
  const rentalRate = rental === null ? 0 : rental.point_rate;
  if (rate !== null && rentalRate !== null && finalPriceWithoutTax !== null && withoutTax !== null) {
    points = Math.floor((finalPriceWithoutTax * rate) / 100);
    if (rental) points += Math.floor(((rentalWithoutTax ?? 0) * rentalRate) / 100);
    points = shown(Math.max(points, 0));
    const rentedRate = withoutTax > 0 ? Math.floor((points * 100) / withoutTax) : 0;
    shownPointRate = rental ? rentedRate : rate;
    if (!Number.isFinite(shownPointRate)) shownPointRate = 0;
  }

  return {
    finalPrice: shown(finalPrice),
    finalPriceWithoutTax: finalPriceWithoutTax === null ? null : shown(finalPriceWithoutTax),
    finalUsd: finalUsd === null ? null : shown(finalUsd),
    finalEur: finalEur === null ? null : shown(finalEur),
    discountRate: Math.min(shown(discountRate), 100),
    basePrice: base,
    points,
    shownPointRate,
  };
}
