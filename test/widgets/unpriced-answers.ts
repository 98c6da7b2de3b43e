// A product-info entry shaped like the live store's answers captured in 2026 and trimmed to a few fields:
// the fields the live store adds (site_id, translation_info, bonuses, sales_end_info) present, every price
// field absent, answered through msw. For the tests that a price never sent never shows as 0円 / 0 JPY and
// offers no purchase.
import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';

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

/** The product-info call answers with `entry` for its work (both the GET and the POST form). */
export function answerProductInfo(entry: Record<string, unknown>): void {
  const body = () => HttpResponse.json({ [String(entry.product_id)]: entry });
  mockServer.use(http.get('*/:site/product/info/ajax', body), http.post('*/:site/product/info/ajax', body));
}
