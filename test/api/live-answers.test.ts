import { normalizeProductInfos } from '../../src/api/normalize-product';
import { foreignPrices, ratingAverage } from '../../src/api/normalize-prices';
import { formatEur, formatPoints, formatUsd } from '../../src/domain/pricing';
import { formatRating } from '../../src/domain/rating';
import { LIVE_ANSWERS, LIVE_EXPECTED, LIVE_WORKS, toLiveShape } from '../../src/mocks/live-answers';
import { fixtures } from '../../src/mocks/fixtures';
import { computed } from '../domain/fixtures';

// The live store's product-info answers (fixtures/live/): every shape normalises to the figures
// a shopper must see, and nothing the answer does not give is made up.

describe('live-shaped product-info answers', () => {
  const answers = Object.entries(LIVE_ANSWERS);

  it('the corpus covers each shape the live store sends', () => {
    const keys = Object.values(LIVE_WORKS).flatMap((w) => Object.keys(w));
    for (const key of ['locale_price', 'currency_price', 'locale_price_str', 'locale_official_price'])
      expect(keys).toContain(key);
    expect(keys).not.toContain('price_en');
    expect(keys).not.toContain('price_eur');
    expect(Object.keys(LIVE_EXPECTED).sort()).toEqual(Object.keys(LIVE_WORKS).sort());
  });

  describe.each(answers)('%s', (_name, answer) => {
    const products = normalizeProductInfos(answer);
    it.each(Object.keys(answer))('%s: yen, points, discount, foreign prices and rating', (id) => {
      const product = products[id];
      const want = LIVE_EXPECTED[id];
      if (!product || !want) throw new Error(`missing ${id}`);
      const price = computed({ ...product, loaded: true }, null);
      expect(price.finalPrice).toBe(want.yen);
      expect(price.points === null ? null : formatPoints(price.points)).toBe(formatPoints(want.points));
      expect(price.discountRate).toBe(want.discount);
      if (want.official !== undefined) expect(product.official_price).toBe(want.official);
      expect(price.finalUsd === null ? null : formatUsd(price.finalUsd)).toBe(want.usd);
      expect(price.finalEur === null ? null : formatEur(price.finalEur)).toBe(want.eur);
      expect(product.rate_count).toBe(want.rating_count);
      // The rating is shown only with ratings to count (the card's rating tooltip).
      const shownRating =
        product.rate_average !== null && (product.rate_count ?? 0) > 0
          ? formatRating(product.rate_average)
          : null;
      expect(shownRating).toBe(want.rating);
    });
  });

  it('rank entries without type are indexed by term, rank_date kept', () => {
    const p = normalizeProductInfos(LIVE_ANSWERS['locale-price-by-currency-2019'])['RJ09000001'];
    expect(p?.rank.map((r) => r.type)).toEqual(['week', 'year']);
    expect(p?.ranks.year).toEqual({
      type: 'year',
      term: 'year',
      category: 'all',
      rank: 41,
      rank_date: '2019',
    });
  });

  it('HTML price strings are text, protocol-relative images kept, empty objects read as nothing', () => {
    const p = normalizeProductInfos(LIVE_ANSWERS['currency-price-2026'])['RJ09000031'];
    expect(p?.extra.work_image).toBe(
      '//img.example.com/resize/images2/work/doujin/RJ09000031_img_main_240x240.jpg',
    );
    expect(JSON.stringify(p)).not.toMatch(/<i>|&nbsp;/);
    const none = normalizeProductInfos(LIVE_ANSWERS['currency-price-2026'])['RJ09000033'];
    expect(none?.price_en).toBeNull();
    expect(none?.price_eur).toBeNull();
  });
});

describe('foreignPrices', () => {
  it('the issue examples: currency-keyed, locale-keyed, currency_price unrounded', () => {
    expect(foreignPrices({ locale_price: { USD: 10.09, EUR: 8.26, GBP: 7.14 } }, 1100)).toEqual({
      price_en: 10.09,
      price_eur: 8.26,
    });
    expect(
      foreignPrices({ locale_price: { en_US: 1.39, de_DE: 1.21, fr_FR: 1.22, zh_TW: 45 } }, 220),
    ).toEqual({
      price_en: 1.39,
      price_eur: 1.21,
    });
    expect(
      foreignPrices({ currency_price: { JPY: 220, USD: 1.390586739112022, EUR: 1.205977702568623 } }, 220),
    ).toEqual({ price_en: 1.39, price_eur: 1.21 });
  });

  it('the order of sources: price_en/price_eur first, then currency_price, locale_price by currency, by locale', () => {
    const all = {
      price_en: '9.99',
      price_eur: 9.5,
      currency_price: { USD: 1, EUR: 2 },
      locale_price: { USD: 3, EUR: 4, en_US: 5, de_DE: 6 },
    };
    expect(foreignPrices(all, 1000)).toEqual({ price_en: 9.99, price_eur: 9.5 });
    const { price_en: _u, price_eur: _e, ...noSpec } = all;
    expect(foreignPrices(noSpec, 1000)).toEqual({ price_en: 1, price_eur: 2 });
    expect(foreignPrices({ locale_price: { USD: 3, EUR: 4, en_US: 5, de_DE: 6 } }, 1000)).toEqual({
      price_en: 3,
      price_eur: 4,
    });
    // Euro locales in order: de_DE, fr_FR, es_ES, it_IT.
    expect(foreignPrices({ locale_price: { it_IT: 4, es_ES: 3, fr_FR: 2 } }, 1000).price_eur).toBe(2);
    expect(foreignPrices({ locale_price: { it_IT: 4, es_ES: 3 } }, 1000).price_eur).toBe(3);
    expect(foreignPrices({ locale_price: { it_IT: 4 } }, 1000).price_eur).toBe(4);
  });

  it.each([
    ['the "" key and other currencies', { locale_price: { '': 4.07, zh_TW: 138, ko_KR: 5900, GBP: 3 } }],
    ['0', { price_en: 0, price_eur: '0' }],
    ['NaN and junk', { price_en: 'NaN', price_eur: 'abc' }],
    ['empty or wrong containers', { locale_price: [], currency_price: null }],
    ['a negative price, a string for the map', { price_en: -1, locale_price: 'USD' }],
    ['missing fields', {}],
  ])('never a guess: %s are unknown', (_, answer) => {
    expect(foreignPrices(answer, 660)).toEqual({ price_en: null, price_eur: null });
  });

  it('a zero price is real only for a free work', () => {
    expect(foreignPrices({ price: 0, price_en: 0 }, 0)).toEqual({ price_en: 0, price_eur: 0 });
    // A missing yen price is no proof that the work is free.
    expect(foreignPrices({}, 0)).toEqual({ price_en: null, price_eur: null });
  });

  it('numeric strings are read and rounded to 2 decimals', () => {
    expect(foreignPrices({ locale_price: { USD: '7.064', EUR: '5.775' } }, 770)).toEqual({
      price_en: 7.06,
      price_eur: 5.78,
    });
  });
});

describe('ratingAverage', () => {
  it('rate_average_2dp first, then rate_average_star / 10, then rate_average', () => {
    expect(ratingAverage({ rate_average: 5, rate_average_2dp: 4.57, rate_average_star: 45 })).toBe(4.57);
    expect(ratingAverage({ rate_average: 5, rate_average_star: '45' })).toBe(4.5);
    expect(ratingAverage({ rate_average: '3.86' })).toBe(3.86);
    expect(ratingAverage({})).toBeNull();
  });
  it('stays in 0-5', () => {
    expect(ratingAverage({ rate_average_2dp: 7 })).toBe(5);
    expect(ratingAverage({ rate_average_star: -10 })).toBe(0);
  });
});

describe('toLiveShape (the mock store switch)', () => {
  it('keeps every figure of the fixtures of the documented shape', () => {
    for (const wire of fixtures.products) {
      const spec = normalizeProductInfos({ [wire.product_id]: wire })[wire.product_id];
      const live = normalizeProductInfos({ [wire.product_id]: toLiveShape(wire) })[wire.product_id];
      if (!spec || !live) throw new Error(wire.product_id);
      // The figures are the same; rank entries carry the live fields (term as the index, rank_date).
      expect({ ...live, extra: {}, rank: [], ranks: {} }).toEqual({
        ...spec,
        extra: {},
        rank: [],
        ranks: {},
      });
      expect(Object.keys(live.ranks)).toEqual(Object.keys(spec.ranks));
      expect(Object.keys(toLiveShape(wire))).not.toContain('price_en');
    }
  });
});
