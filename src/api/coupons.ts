import type { Coupon } from '../domain/models';
import { getJson } from './client';
import { normalizeCoupons } from './normalize-misc';
import { encodeUriPart } from '../domain/uri-part';

/** GET /{site}/api/=/coupon.json?cdn_cache=6 (the '=' segment is literal). */
export async function fetchCoupons(site: string): Promise<Coupon[]> {
  const json = await getJson(`/${encodeUriPart(site)}/api/=/coupon.json`, { cdn_cache: 6 });
  return normalizeCoupons(json);
}
