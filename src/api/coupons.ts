import type { Coupon } from '../domain/models';
import { getJson } from './client';
import { normalizeCoupons } from './normalize-misc';

/** GET /{site}/api/=/coupon.json?cdn_cache=6 (the '=' segment is literal). */
export async function fetchCoupons(site: string): Promise<Coupon[]> {
  const json = await getJson(`/${encodeURIComponent(site)}/api/=/coupon.json`, { cdn_cache: 6 });
  return normalizeCoupons(json);
}
