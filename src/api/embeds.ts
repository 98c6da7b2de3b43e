import type { CommunityContent, PreviewEmbed, SampleDemo } from '../domain/models';
import { jsonp } from './jsonp';
import { normalizeCommunityContent, normalizePreviewEmbed, normalizeSampleData } from './normalize-misc';

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** JSONP {sampleEmbedUrl}?workno_list={ids}: demo data keyed by work id; {} without a request for no ids. */
export async function fetchSampleData(
  sampleEmbedUrl: string,
  ids: readonly string[],
): Promise<Record<string, SampleDemo>> {
  if (ids.length === 0) return {};
  return normalizeSampleData(await jsonp(sampleEmbedUrl, { workno_list: ids.join(',') }));
}

/** JSONP {previewOrigin}/api/v1/{site}/embed?workno={id}; null when count is 0 or works is missing. */
export async function fetchPreviewEmbed(
  previewOrigin: string,
  site: string,
  productId: string,
): Promise<PreviewEmbed | null> {
  const url = `${trimSlash(previewOrigin)}/api/v1/${encodeURIComponent(site)}/embed`;
  return normalizePreviewEmbed(await jsonp(url, { workno: productId }));
}

/** The cacheable callback name: derived from the product id alone. */
export function communityCallbackName(productId: string): string {
  return `sfCommunity_${productId.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** JSONP (cacheable) {communityOrigin}/api/channel/channel-content/{id}; null when there is no play_id. */
export async function fetchCommunityContent(
  communityOrigin: string,
  productId: string,
): Promise<CommunityContent | null> {
  const url = `${trimSlash(communityOrigin)}/api/channel/channel-content/${encodeURIComponent(productId)}`;
  return normalizeCommunityContent(await jsonp(url, {}, { callbackName: communityCallbackName(productId) }));
}
