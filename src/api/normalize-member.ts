import type {
  Boughts,
  CartItem,
  InfoNotice,
  MemberMessage,
  MemberStatus,
  Rental,
  Uninterests,
} from '../domain/models';
import { ApiError } from './errors';
import {
  idList,
  isRecord,
  listOrEmpty,
  num,
  numOrNull,
  requireList,
  requireRecord,
  str,
  text,
  url,
} from './normalize';
import { foreignAmount } from './normalize-prices';

function cartItem(v: unknown): CartItem | null {
  if (!isRecord(v)) return null;
  const product_id = str(v.product_id).trim();
  if (product_id === '') return null;
  // status 2 means not active; a missing status reads as 0 (active).
  return { product_id, rental_id: str(v.rental_id).trim(), status: num(v.status) };
}

function message(v: unknown): MemberMessage | null {
  if (!isRecord(v)) return null;
  return {
    id: str(v.id),
    title: text(v.title),
    body: text(v.body),
    url: url(v.url),
    inservice: num(v.inservice),
  };
}

function info(v: unknown): InfoNotice | null {
  if (!isRecord(v)) return null;
  return { id: str(v.id), title: text(v.title), url: url(v.url), date: str(v.date) };
}

function notNull<T>(v: T | null): v is T {
  return v !== null;
}

export function normalizeMemberStatus(v: unknown): MemberStatus {
  const r = requireRecord(v, 'member status');
  const cid = str(r.customer_id).trim();
  return {
    customer_id: cid === '' || cid === '0' ? null : cid,
    cart: listOrEmpty(r.cart).map(cartItem).filter(notNull),
    message: listOrEmpty(r.message).map(message).filter(notNull),
    info: listOrEmpty(r.info).map(info).filter(notNull),
  };
}

/** A rental's amount or rate as sent (0 is a real amount: a free rental); null when not sent. */
function amountOrNull(v: unknown): number | null {
  const n = numOrNull(v);
  return n === null || n < 0 ? null : n;
}

function rental(v: unknown): Rental | null {
  if (!isRecord(v)) return null;
  const product_id = str(v.product_id).trim();
  if (product_id === '') return null;
  return {
    product_id,
    expired_date: str(v.expired_date).trim(),
    price: amountOrNull(v.price),
    price_without_tax: amountOrNull(v.price_without_tax),
    price_usd: foreignAmount(v.price_usd),
    price_eur: foreignAmount(v.price_eur),
    point_rate: amountOrNull(v.point_rate),
  };
}

export function normalizeBoughts(v: unknown): Boughts {
  const r = requireRecord(v, 'boughts');
  return {
    boughts: idList(r.boughts, 'boughts'),
    rentals: requireList(r.rentals, 'rentals').map(rental).filter(notNull),
  };
}

/** An array of ids, or `{favorites: [...]}` as some servers send. */
export function normalizeFavorites(v: unknown): string[] {
  if (isRecord(v) && 'favorites' in v) return idList(v.favorites, 'favorites');
  if (Array.isArray(v)) return idList(v, 'favorites');
  throw new ApiError('parse', 'bad-shape', 'favorites');
}

/** `{reason_1, reason_2}`; `[]` reads as both empty. */
export function normalizeUninterests(v: unknown): Uninterests {
  const r = requireRecord(v, 'uninterests');
  return { reason_1: idList(r.reason_1, 'uninterests'), reason_2: idList(r.reason_2, 'uninterests') };
}

/** Follow keys from an array (or keyed object) of strings/numbers or of objects with follow_key. */
export function normalizeFollows(v: unknown): string[] {
  if (!Array.isArray(v) && !isRecord(v)) throw new ApiError('parse', 'bad-shape', 'follows');
  const out: string[] = [];
  for (const item of requireList(v, 'follows')) {
    const key = isRecord(item) ? str(item.follow_key).trim() : str(item).trim();
    if (key !== '') out.push(key);
    else if (item !== null && typeof item === 'object' && !isRecord(item)) {
      throw new ApiError('parse', 'bad-shape', 'follows');
    }
  }
  return out;
}
