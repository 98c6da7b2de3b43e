// A product-info entry shaped like the live store's answers captured in 2026 and trimmed to a few fields:
// the fields the live store adds (site_id, translation_info, bonuses, sales_end_info) present, every price
// field absent. For the tests that a price never sent never shows as 0円 / 0 JPY and offers no purchase
// (jsdom through msw, the browser through a routed answer).

/** A work none of the fake store's lists holds (not in the member's cart, boughts or rentals). */
export const UNPRICED_ID = 'RJ01099999';

export const unpricedEntry = {
  product_id: UNPRICED_ID,
  site_id: 'maniax',
  maker_id: 'RG10001',
  maker_name: 'サークル月見草 (Tsukimisou)',
  work_name: '価格のない作品 Unpriced Work',
  is_rental: false,
  on_sale: 1,
  translation_info: { is_translation_agree: false, is_original: true, lang: [] },
  bonuses: [],
  sales_end_info: null,
  rate_count: 0,
};

/** What the tests look for, by page language: the purchase control, the sales-ended state, a yen price. */
export const SALE_LABELS = {
  jp: { add: 'カートに入れる', ended: '販売終了', yen: /\d円/, detail: '作品詳細' },
  en: { add: 'Add to Cart', ended: 'Sales Ended', yen: /\d JPY/, detail: '作品詳細' },
} as const;
