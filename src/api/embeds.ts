import type { CommunityContent, PreviewEmbed, SampleDemo } from '../domain/models';
import { jsonp } from './jsonp';
import { normalizeCommunityContent, normalizePreviewEmbed, normalizeSampleData } from './normalize-misc';
import { communityUrl, previewEmbedUrl } from './script-url-policy';

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
  // Its player's island is ready once the answer is in.
  return normalizePreviewEmbed(
    await jsonp(previewEmbedUrl(previewOrigin, site), { workno: productId }, { priority: 'high' }),
  );
}

/**
 * The cacheable callback name: derived from the product id alone, and a valid identifier for any id.
 * Letters and digits stay; every other character (the underscore too) becomes `_{hex code point}_`, so two
 * ids never share a name (calls with one name share one in-flight request and its answer).
 */
export function communityCallbackName(productId: string): string {
  let name = '';
  for (const ch of productId)
    name += /^[A-Za-z0-9]$/.test(ch) ? ch : `_${(ch.codePointAt(0) ?? 0).toString(16)}_`;
  return `sfCommunity_${name}`;
}

/** '.' and '..' are dot segments however encoded (URLs read '%2e' as '.'): no path can carry them. */
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * JSONP (cacheable) {communityOrigin}/api/channel/channel-content/{id}; null when there is no play_id, and
 * without a call for an id that cannot be a path segment.
 */
export async function fetchCommunityContent(
  communityOrigin: string,
  productId: string,
): Promise<CommunityContent | null> {
  if (DOT_SEGMENT.test(productId)) return null;
  const url = communityUrl(communityOrigin, productId);
  // Asked for by an island that waits for it, or by a card on screen.
  return normalizeCommunityContent(
    await jsonp(url, {}, { callbackName: communityCallbackName(productId), priority: 'high' }),
  );
}
