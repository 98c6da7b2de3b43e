// The API edge keeps "unknown" apart from zero: a price, a price without tax, an official price, a point
// rate or points the answer does not give are null (never a 0 shown as 0円, 0 JPY, 0pt or $0.00); a free
// work's 0 stays its price.
import { normalizeBoughts } from '../../src/api/normalize-member';
import { normalizeProductInfos } from '../../src/api/normalize-product';
import { computePrice } from '../../src/domain/price-result';
import { unpricedEntry, UNPRICED_ID } from '../widgets/unpriced-answers';

const read = (entry: Record<string, unknown>) => {
  const product = normalizeProductInfos({ [UNPRICED_ID]: entry })[UNPRICED_ID];
  if (!product) throw new Error('no product');
  return product;
};

describe('prices the answer does not give', () => {
  it('an answer shaped like the live captures, prices absent: every price and point unknown', () => {
    const p = read(unpricedEntry);
    expect(p).toMatchObject({
      price: null,
      price_without_tax: null,
      price_en: null,
      price_eur: null,
      official_price: null,
      default_point_rate: null,
      product_point_rate: null,
      default_point: null,
      product_point: null,
      on_sale: true,
    });
    // The live fields beyond the spec's are kept as text or numbers, or left out.
    expect(p.extra.site_id).toBeUndefined();
    expect(p.extra.translation_info).toBeUndefined();
  });

  it('a free work: 0 everywhere it is the price', () => {
    const p = read({ ...unpricedEntry, price: 0, price_without_tax: 0, is_free: true });
    expect([p.price, p.price_without_tax, p.price_en, p.price_eur]).toEqual([0, 0, 0, 0]);
  });

  it('a 0 price without is_free is a free work; with is_free false, a placeholder', () => {
    expect(read({ ...unpricedEntry, price: 0 }).price).toBe(0);
    expect(read({ ...unpricedEntry, price: 0, is_free: false }).price).toBeNull();
    expect(read({ ...unpricedEntry, price: '0', is_free: 0 }).price).toBeNull();
  });

  it('a priced work: a 0 official price or price without tax is no figure; text numbers read', () => {
    const p = read({ ...unpricedEntry, price: '1,320', price_without_tax: 0, official_price: 0 });
    expect(p.price).toBe(1320);
    expect(p.price_without_tax).toBeNull();
    expect(p.official_price).toBeNull();
  });

  it('a negative or unreadable price is unknown', () => {
    expect(read({ ...unpricedEntry, price: -5 }).price).toBeNull();
    expect(read({ ...unpricedEntry, price: 'free' }).price).toBeNull();
    expect(read({ ...unpricedEntry, price: null }).price).toBeNull();
  });

  it('a rental option without its price: the option stays (it can be rented), its price unknown', () => {
    const rental = { id: '1', rental_id: 'RT9', time_str: '7', time_unit_jp: '日間', time_unit_en: 'days' };
    const p = read({
      ...unpricedEntry,
      is_rental: 1,
      work_rentals: [rental, { ...rental, rental_id: 'RT8', price: 330 }],
    });
    expect(p.work_rentals.map((r) => [r.rental_id, r.price])).toEqual([
      ['RT9', null],
      ['RT8', 330],
    ]);
    expect(p.is_rental).toBe(true);
  });
});

describe('counts and ratings the answer does not give', () => {
  it('no rating, rating count, sales count or upgrade floor sent: each unknown, never 0', () => {
    const { rate_count: _sent, ...entry } = unpricedEntry;
    const p = read(entry);
    expect([p.rate_average, p.rate_count, p.dl_count, p.upgrade_min_price]).toEqual([null, null, null, null]);
  });

  it('counts sent, even 0 or as text, are read; a negative one is unknown', () => {
    const p = read({ ...unpricedEntry, rate_count: 0, dl_count: '1,204', rate_average_star: 45 });
    expect([p.rate_count, p.dl_count, p.rate_average]).toEqual([0, 1204, 4.5]);
    expect(read({ ...unpricedEntry, rate_count: -3 }).rate_count).toBeNull();
  });
});

describe("a member's rental the answer gives no price for", () => {
  const priced = read({ ...unpricedEntry, price: 1320, price_without_tax: 1200, default_point_rate: 10 });
  const product = { ...priced, loaded: true };
  const rentalOf = (fields: Record<string, unknown>) => {
    const rental = normalizeBoughts({
      boughts: [],
      rentals: [{ product_id: UNPRICED_ID, expired_date: '2030-01-01 00:00:00', ...fields }],
    }).rentals[0];
    if (!rental) throw new Error('no rental');
    return rental;
  };

  it('its price unknown: the upgrade has no price (not the full price, as if nothing had been paid)', () => {
    const rental = rentalOf({ price_without_tax: 300, point_rate: 1 });
    expect([rental.price, rental.point_rate]).toEqual([null, 1]);
    expect(computePrice(product, rental)).toBeNull();
  });

  it('its price known, its points rate not: the price is shown, the points are not', () => {
    const rental = rentalOf({ price: 330, price_without_tax: 300 });
    expect(rental.point_rate).toBeNull();
    expect(computePrice(product, rental)).toMatchObject({ finalPrice: 990, points: null });
  });

  it('a free rental (price 0 sent) is a price: the upgrade costs the full price', () => {
    const rental = rentalOf({ price: 0, price_without_tax: 0, point_rate: 0 });
    expect(computePrice(product, rental)).toMatchObject({ finalPrice: 1320, points: 120 });
  });
});
