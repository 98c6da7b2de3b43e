import type { CommunityContent, PreviewEmbed, SampleDemo } from '../domain/models';
import { ApiError } from './errors';
import { DEFAULT_TIMEOUT_MS, jsonp, type JsonpOptions } from './jsonp';
import { normalizeCommunityContent, normalizePreviewEmbed, normalizeSampleData } from './normalize-misc';
import { communityUrl, previewEmbedUrl } from './script-url-policy';

/**
 * An embed service's answer: by JSONP (a script on the store's origin), or, for a service the page names
 * in `cors`, as JSON fetched without credentials, which is data and never runs (docs/page/security.md
 * "JSONP services"). The same URL and query, without `callback`; the same failures as JSONP's.
 */
async function embedAnswer(
  cors: boolean,
  url: string,
  params: Record<string, string>,
  options: JsonpOptions = {},
) {
  if (!cors) return jsonp(url, params, options);
  const target = new URL(url, document.baseURI);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  let answer: Response;
  // Bounded as a JSONP call is: an island waiting for it is never held by a service that does not answer.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    answer = await fetch(target, {
      credentials: 'omit',
      mode: 'cors',
      priority: options.priority ?? 'auto',
      signal: timeout.signal,
    });
  } catch (cause) {
    throw new ApiError('http', timeout.signal.aborted ? 'timeout' : 'network', '', { cause });
  } finally {
    clearTimeout(timer);
  }
  if (!answer.ok) throw new ApiError('http', answer.status, '');
  try {
    return (await answer.json()) as unknown;
  } catch (cause) {
    throw new ApiError('parse', 'json', '', { cause });
  }
}

/** {sampleEmbedUrl}?workno_list={ids}: demo data keyed by work id; {} without a request for no ids. */
export async function fetchSampleData(
  sampleEmbedUrl: string,
  ids: readonly string[],
  cors = false,
): Promise<Record<string, SampleDemo>> {
  if (ids.length === 0) return {};
  return normalizeSampleData(await embedAnswer(cors, sampleEmbedUrl, { workno_list: ids.join(',') }));
}

/** {previewOrigin}/api/v1/{site}/embed?workno={id}; null when count is 0 or works is missing. */
export async function fetchPreviewEmbed(
  previewOrigin: string,
  site: string,
  productId: string,
  cors = false,
): Promise<PreviewEmbed | null> {
  // Its player's island is ready once the answer is in.
  return normalizePreviewEmbed(
    await embedAnswer(
      cors,
      previewEmbedUrl(previewOrigin, site),
      { workno: productId },
      { priority: 'high' },
    ),
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
 * (cacheable) {communityOrigin}/api/channel/channel-content/{id}; null when there is no play_id, and
 * without a call for an id that cannot be a path segment.
 */
export async function fetchCommunityContent(
  communityOrigin: string,
  productId: string,
  cors = false,
): Promise<CommunityContent | null> {
  if (DOT_SEGMENT.test(productId)) return null;
  const url = communityUrl(communityOrigin, productId);
  // Asked for by an island that waits for it, or by a card on screen.
  return normalizeCommunityContent(
    await embedAnswer(cors, url, {}, { callbackName: communityCallbackName(productId), priority: 'high' }),
  );
}
