import fc from 'fast-check';
import { computePrice } from '../../src/domain/price-result';
import {
  formatDiscount,
  formatEur,
  formatPoints,
  formatUsd,
  formatYen,
  productPoints,
} from '../../src/domain/pricing';
import { computed, makeProduct, makeRental } from './fixtures';

describe('computePrice', () => {
  it('not rented: full price, own rate', () => {
    const r = computed(makeProduct(), null);
    expect(r).toEqual({
      finalPrice: 1320,
      finalPriceWithoutTax: 1200,
      finalUsd: 8.8,
      finalEur: 8.1,
      discountRate: 0,
      basePrice: 1320,
      points: 120,
      shownPointRate: 10,
    });
  });

  it('a price the store did not send: nothing to compute (never 0円)', () => {
    expect(computePrice(makeProduct({ price: null, price_without_tax: null }), null)).toBeNull();
  });

  it('no point rate and no default sent: no points (never 0pt); the price still shows', () => {
    const r = computed(makeProduct({ product_point_rate: null, default_point_rate: null }), null);
    expect(r.finalPrice).toBe(1320);
    expect(r.points).toBeNull();
    expect(r.shownPointRate).toBeNull();
  });

  it('no price without tax sent: no points', () => {
    expect(computed(makeProduct({ price_without_tax: null }), null).points).toBeNull();
  });

  it.each([
    ['against the official price', 1188, 1320, 10],
    ['none without an official price (the price stands in)', 1320, null, 0],
    ['none with a zero official price', 1320, 0, 0],
    ['never negative, when the price exceeds the official price', 2000, 1000, 0],
    ['without float floor errors (0.71 * 100 = 70.99999999999999)', 71, 100, 29],
  ])('discount %s', (_name, price, official_price, discount) => {
    const r = computed(makeProduct({ price, official_price }), null);
    expect(r.discountRate).toBe(discount);
    expect(r.basePrice).toBe(official_price || price);
  });

  it('guards a zero price', () => {
    const r = computed(makeProduct({ price: 0, official_price: 0, price_without_tax: 0 }), makeRental());
    expect(r.discountRate).toBe(0);
    expect(r.shownPointRate).toBe(0);
  });

  it('uses product_point_rate over the default', () => {
    const r = computed(makeProduct({ product_point_rate: 20 }), null);
    expect(r.points).toBe(240);
    expect(r.shownPointRate).toBe(20);
  });

  it('rented: subtracts the rental, adds rental points, shows the combined rate', () => {
    const r = computed(makeProduct(), makeRental());
    expect(r.finalPrice).toBe(990);
    expect(r.finalPriceWithoutTax).toBe(900);
    expect(r.finalUsd).toBe(6.6);
    expect(r.finalEur).toBe(6.07);
    // floor(900*10/100)=90 + floor(300*10/100)=30
    expect(r.points).toBe(120);
    expect(r.shownPointRate).toBe(10);
    expect(r.discountRate).toBe(25); // 100 - floor(990/1320*100 = 75)
  });

  it('rented: the upgrade minimum is a floor', () => {
    const r = computed(
      makeProduct({ upgrade_min_price: 500 }),
      makeRental({ price: 1300, price_without_tax: 1190 }),
    );
    expect(r.finalPrice).toBe(500);
    expect(r.finalPriceWithoutTax).toBe(500);
  });

  const money = fc.integer({ min: 0, max: 1_000_000 });
  const cents = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100);
  const rate = fc.integer({ min: 0, max: 100 });
  const productArb = fc.record({
    price: money,
    price_without_tax: money,
    price_en: fc.option(cents, { nil: null }),
    price_eur: fc.option(cents, { nil: null }),
    official_price: money,
    upgrade_min_price: money,
    product_point_rate: fc.option(rate, { nil: null }),
    default_point_rate: rate,
  });
  const rentalArb = fc.option(
    fc.record({
      price: money,
      price_without_tax: money,
      price_usd: fc.option(cents, { nil: null }),
      price_eur: fc.option(cents, { nil: null }),
      point_rate: rate,
    }),
    { nil: null },
  );
  const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

  it('property: nothing is ever negative, NaN or unrounded', () => {
    fc.assert(
      fc.property(productArb, rentalArb, (p, rt) => {
        const r = computed(makeProduct(p), rt && makeRental(rt));
        for (const v of Object.values(r)) {
          if (v === null) continue;
          expect(Number.isFinite(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        // Unknown exactly when the work's price, or the paid rental's, is unknown in that currency.
        expect(r.finalUsd === null).toBe(p.price_en === null || (rt !== null && rt.price_usd === null));
        expect(r.finalEur === null).toBe(p.price_eur === null || (rt !== null && rt.price_eur === null));
        if (r.finalUsd !== null) expect(twoDecimals(r.finalUsd)).toBe(true);
        if (r.finalEur !== null) expect(twoDecimals(r.finalEur)).toBe(true);
        expect(Number.isInteger(r.points)).toBe(true);
        expect(r.discountRate).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('property: the upgrade floor holds when rented', () => {
    fc.assert(
      fc.property(
        productArb,
        rentalArb.filter((x) => x !== null),
        (p, rt) => {
          const r = computed(makeProduct(p), makeRental(rt));
          expect(r.finalPrice).toBeGreaterThanOrEqual(p.upgrade_min_price);
          expect(r.finalPriceWithoutTax).toBeGreaterThanOrEqual(p.upgrade_min_price);
        },
      ),
    );
  });

  it('property: not rented means the full price', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        const r = computed(makeProduct(p), null);
        expect(r.finalPrice).toBe(p.price);
        expect(r.shownPointRate).toBe(p.product_point_rate ?? p.default_point_rate);
      }),
    );
  });
});

describe('formatting', () => {
  it.each([
    [formatYen(1320, 'ja'), '1,320円'],
    [formatYen(1320, 'en'), '1,320 JPY'],
    [formatYen(0, 'ja'), '0円'],
    [formatYen(1234567, 'ja'), '1,234,567円'],
    [formatPoints(132), '132pt'],
    [formatPoints(1320), '1,320pt'],
    [formatDiscount(10), '10%OFF'],
    [formatUsd(8.8), '$8.80'],
    [formatUsd(1234.5), '$1,234.50'],
    [formatEur(8.1), '€8.10'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('productPoints prefers product_point', () => {
    expect(productPoints(makeProduct({ product_point: 50 }))).toBe(50);
    expect(productPoints(makeProduct({ product_point: null, default_point: 120 }))).toBe(120);
    expect(productPoints(makeProduct({ product_point: 0 }))).toBe(0);
  });
});
