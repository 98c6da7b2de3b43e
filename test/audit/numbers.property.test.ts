// Huge numbers, numeric strings: what the widgets compute and print from a product read
// through the API edge. Whatever numbers the server sends, prices, discounts and points are finite and
// printed as digits (never NaN, Infinity or 1e+21). The rating's range is an invariant of the models
// (invariants.ts, checked by normalizers.property.test.ts).
import fc from 'fast-check';
import { normalizeProduct } from '../../src/api/normalize-product';
import { computePrice } from '../../src/domain/price-result';
import { formatEur, formatNumber, formatPoints, formatUsd, formatYen } from '../../src/domain/pricing';
import type { Product, Rental } from '../../src/domain/models';
import { normalizeBoughts } from '../../src/api/normalize-member';
import { hostileNumber } from './hostile';

const NUMERIC = [
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
  'rate_average',
  'rate_count',
  'dl_count',
] as const;

const bigNumber = fc.oneof(
  hostileNumber,
  fc.constantFrom(1e21, 1e300, -1e300, '1e25', '123456789012345678901234567890', 2 ** 53, -(2 ** 53)),
);

const product: fc.Arbitrary<Product> = fc
  .record(Object.fromEntries(NUMERIC.map((k) => [k, bigNumber])), { requiredKeys: [] })
  .map((wire) => ({ ...normalizeProduct('RJ1', wire), loaded: true }));

/** A rental read through the edge, as the price box gets it. */
const rental: fc.Arbitrary<Rental | null> = fc.option(
  fc
    .record({
      price: bigNumber,
      price_without_tax: bigNumber,
      price_usd: bigNumber,
      price_eur: bigNumber,
      point_rate: bigNumber,
    })
    .map(
      (wire) =>
        normalizeBoughts({
          boughts: [],
          rentals: [{ product_id: 'RJ1', expired_date: '2099-01-01 00:00:00', ...wire }],
        }).rentals[0] ?? null,
    ),
);

const DIGITS = /^-?\d{1,3}(,\d{3})*$/;

describe('numbers from hostile answers', () => {
  it('prices, discount and points are finite and print as digits', () => {
    fc.assert(
      fc.property(product, rental, (p, r) => {
        const result = computePrice(p, r);
        // No price sent, or no cost of the rental paid: nothing to compute, and nothing is shown.
        if (result === null) {
          expect(p.price === null || (r !== null && r.price === null)).toBe(true);
          return;
        }
        for (const [key, value] of Object.entries(result))
          expect([key, value === null || Number.isFinite(value)]).toEqual([key, true]);
        expect(result.discountRate).toBeGreaterThanOrEqual(0);
        expect(result.discountRate).toBeLessThanOrEqual(100);
        for (const n of [result.finalPrice, result.points, result.shownPointRate, p.rate_count, p.dl_count])
          if (n !== null) expect(formatNumber(n)).toMatch(DIGITS);
        expect(formatYen(result.finalPrice, 'ja')).toMatch(/^-?[\d,]+円$/);
        expect(formatYen(result.finalPrice, 'en')).toMatch(/^-?[\d,]+ JPY$/);
        if (result.points !== null) expect(formatPoints(result.points)).toMatch(/^-?[\d,]+pt$/);
        if (result.finalUsd !== null) expect(formatUsd(result.finalUsd)).toMatch(/^\$[\d,]+\.\d\d$/);
        if (result.finalEur !== null) expect(formatEur(result.finalEur)).toMatch(/^€[\d,]+\.\d\d$/);
      }),
      { numRuns: 300 },
    );
  });

  // A rating over 5 and a negative count: test/api/live-answers.test.ts (ratingAverage) and
  // test/api/unknown-prices.test.ts (counts); 1320 as 1,320: test/domain/pricing.test.ts.
  it('examples: numbers beyond 2^53 are unreadable; exponent-notation numbers print as digits', () => {
    const p = normalizeProduct('RJ1', { price: 1e21, official_price: '1e25' });
    expect([p.price, p.official_price]).toEqual([null, null]);
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(1e-7)).toBe('0');
  });
});
