// The API edge keeps "unknown" apart from zero: a price, a price without tax, an official price, a point
// rate or points the answer does not give are null (never a 0 shown as 0円, 0 JPY, 0pt or $0.00); a free
// work's 0 stays its price.
import { normalizeProductInfos } from '../../src/api/normalize-product';
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
