import { ApiError, isOkStatus, looksLikeHtml, path, sendForm, type FormBody } from './client';
import { isRecord, str, text } from './normalize';
import { loadXmlReader, type XmlReader } from './xml';

export interface CartResult {
  resultCode: string;
  message: string;
}

function readCartXml(
  readXml: XmlReader,
  body: string,
): { code: string | null; msg: string; readable: boolean } {
  const doc = readXml(body);
  const res = isRecord(doc) ? doc.response : undefined;
  if (!isRecord(res)) return { code: null, msg: '', readable: false };
  const code = str(res.result_code).trim();
  return { code: code === '' ? null : code, msg: text(res.res_msg), readable: true };
}

/*
 * Every failure carries only what the server sent as res_msg ('' when none). The store's default text
 * (通信に失敗しました) is the `failed` label (docs/behaviour.md "Errors"), which the widgets show in the page's
 * language: writing the Japanese text here would show it on English pages too.
 */
async function cartPost(site: string, body: FormBody): Promise<CartResult> {
  // The code that reads the answer is in hand before the write leaves: without it nothing is sent.
  const readXml = await loadXmlReader();
  const res = await sendForm(path(site, 'cart', 'ajax'), body);
  if (looksLikeHtml(res.text, res.contentType)) {
    throw new ApiError(isOkStatus(res.status) ? 'session' : 'http', res.status, '');
  }
  const { code, msg, readable } = readCartXml(readXml, res.text);
  if (!isOkStatus(res.status)) throw new ApiError('http', res.status, msg);
  // An answer that is not readable XML is a fault of the server (reported), not a refusal.
  if (!readable) throw new ApiError('parse', res.status, '');
  // result_code '-1' or missing is a failure (docs/behaviour.md "Errors").
  if (code === null || code === '-1') throw new ApiError('result', code ?? res.status, msg);
  return { resultCode: code, message: msg };
}

/** POST /{site}/cart/ajax mode=cart; rental_id is sent only when non-empty. */
export function addToCart(site: string, productId: string, rentalId?: string): Promise<CartResult> {
  return cartPost(site, {
    mode: 'cart',
    obj_nocheck: 1,
    product_id: productId,
    rental_id: rentalId ? rentalId : undefined,
  });
}

/** POST /{site}/cart/ajax mode=wishlist. */
export function addToWishlist(site: string, productId: string): Promise<CartResult> {
  return cartPost(site, { mode: 'wishlist', obj_nocheck: 1, product_id: productId });
}
