// The trimmed live-shaped entry of test/unpriced-entry.ts, answered through msw for the jsdom tests.
import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';

export { SALE_LABELS, unpricedEntry, UNPRICED_ID } from '../unpriced-entry';

/** The product-info call answers with `entry` for its work (both the GET and the POST form). */
export function answerProductInfo(entry: Record<string, unknown>): void {
  const body = () => HttpResponse.json({ [String(entry.product_id)]: entry });
  mockServer.use(http.get('*/:site/product/info/ajax', body), http.post('*/:site/product/info/ajax', body));
}
