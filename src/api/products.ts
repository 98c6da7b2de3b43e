import { getJson, path, postForm } from './client';
import { normalizeProductInfos, type ProductInfo } from './normalize-product';

export type { ProductInfo } from './normalize-product';

/** GET /{site}/product/info/ajax?product_id={ids,comma-joined}&cdn_cache=3; {} without a request for no ids. */
export async function fetchProductInfos(
  site: string,
  ids: readonly string[],
): Promise<Record<string, ProductInfo>> {
  if (ids.length === 0) return {};
  const json = await getJson(path(site, 'product', 'info', 'ajax'), {
    product_id: ids.join(','),
    cdn_cache: 3,
  });
  return normalizeProductInfos(json);
}

/** POST /{site}/product/info/ajax with product_id (non-cacheable ids); the same keyed answer. */
export async function fetchProductInfo(site: string, id: string): Promise<Record<string, ProductInfo>> {
  const json = await postForm(path(site, 'product', 'info', 'ajax'), { product_id: id });
  return normalizeProductInfos(json);
}
