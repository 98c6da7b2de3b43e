// Product-info answers shaped like the live store's, for the fake store, the tests and the preview.
// Two sources: the corpus of fixtures/live/ (answers of each shape seen in public captures, with the figures
// a shopper must see in expected.json), and `toLiveShape`, which rewrites any fixture of the documented shape
// into the newest live shape so that every page can be tried against it (the `sf-mock-answers=live` switch).
import byCurrency2019 from '../../fixtures/live/locale-price-by-currency-2019.json' with { type: 'json' };
import byLocale2021 from '../../fixtures/live/locale-price-by-locale-2021.json' with { type: 'json' };
import asianOnly2021 from '../../fixtures/live/locale-price-asian-only-2021.json' with { type: 'json' };
import currency2026 from '../../fixtures/live/currency-price-2026.json' with { type: 'json' };
import expected from '../../fixtures/live/expected.json' with { type: 'json' };
import type { WireProduct } from './wire-types.ts';

export type LiveAnswer = Record<string, Record<string, unknown>>;

/** Each captured shape by name, as the server answers it (keyed by product id). */
export const LIVE_ANSWERS: Record<string, LiveAnswer> = {
  'locale-price-by-currency-2019': byCurrency2019,
  'locale-price-by-locale-2021': byLocale2021,
  'locale-price-asian-only-2021': asianOnly2021,
  'currency-price-2026': currency2026,
};

/** Every work of the corpus, by id. */
export const LIVE_WORKS: LiveAnswer = Object.assign({}, ...Object.values(LIVE_ANSWERS)) as LiveAnswer;

export interface LiveExpectation {
  yen: number;
  points: number;
  discount: number;
  official?: number;
  usd: string | null;
  eur: string | null;
  rating: string | null;
  rating_count: number;
}

/** What a shopper must see for each corpus work. */
export const LIVE_EXPECTED: Record<string, LiveExpectation> = expected.works;

/** Which answers the fake store gives: the documented fields (`spec`), or the live store's shapes. */
export type AnswerShape = 'spec' | 'live';
export const ANSWER_SHAPE_COOKIE = 'sf-mock-answers';

const EURO_LOCALES = ['de_DE', 'fr_FR', 'es_ES', 'it_IT'];

/**
 * A fixture of the documented shape as the newest live answers carry it: no price_en / price_eur but
 * currency_price and locale_price, a whole-number rate_average beside rate_average_2dp and rate_average_star
 * (0-50), rank entries without type, counts as numeric strings, `[]` for an empty gift.
 */
export function toLiveShape(p: WireProduct): Record<string, unknown> {
  const { price_en, price_eur, rank, rate_average, rate_count, dl_count, gift, ...rest } = p;
  const rate = Number(rate_average);
  const locale: Record<string, number> = { en_US: price_en, zh_TW: Math.round(p.price * 0.21) };
  for (const l of EURO_LOCALES) locale[l] = price_eur;
  return {
    ...rest,
    currency_price: { JPY: p.price, USD: price_en * 1.0000001, EUR: price_eur * 0.9999999 },
    locale_price: locale,
    locale_price_str: { en_US: `$${price_en.toFixed(2)}<i>&nbsp;USD</i>` },
    rank: rank.map((r) => ({ term: r.type, category: 'all', rank: r.rank, rank_date: r.term })),
    rate_average: Math.round(rate),
    rate_average_2dp: rate,
    rate_average_star: Math.round(rate * 10),
    rate_count: String(rate_count),
    dl_count: String(dl_count),
    gift: gift ?? [],
    translation_info: { is_translation_agree: false, lang: [] },
    dl_count_items: [],
    custom_genres: [],
    work_image: p.image_main,
  };
}
