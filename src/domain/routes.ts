// The store's routes (docs/server.md "Routes the bundle links to"). Every variable path part is encoded
// (uri-part.ts): ids and names come from the server or the page and must never be able to add path segments
// or a query.
import { encodeUriPart as enc } from './uri-part.ts';

const trimSlash = (host: string): string => host.replace(/\/+$/, '');

export const workPage = (siteId: string, productId: string): string =>
  `/${enc(siteId)}/work/=/product_id/${enc(productId)}.html`;
export const cartPage = (site: string): string => `/${enc(site)}/cart/`;
export const wishlistAdd = (site: string, productId: string): string =>
  `/${enc(site)}/mypage/wishlist/=/product_id/${enc(productId)}.html`;
/** The wishlist announce page, linked from nowhere yet: no screen or state leads to it (CHANGELOG.md). */
export const wishlistAnnounce = (site: string, productId: string): string =>
  `/${enc(site)}/mypage/wishlist/announce/=/product_id/${enc(productId)}.html`;
export const packDownload = (site: string, productId: string): string =>
  `/${enc(site)}/download/pack/product/=/product_id/${enc(productId)}.html`;
/**
 * Where a bought work downloads from: its `down_url`, or — when the server sends none (or one that is not
 * http(s)) — the store's pack-download page for the work, which serves all of its files
 * (docs/behaviour.md "The card's action button").
 */
export const downloadUrl = (downUrl: string, site: string, productId: string): string =>
  safeUrl(downUrl) ?? packDownload(site, productId);
export const makerProfile = (site: string, followKey: string): string =>
  `/${enc(site)}/circle/profile/=/maker_id/${enc(followKey)}.html`;
export const followlistAdd = (site: string, followKey: string, followName: string): string =>
  `/${enc(site)}/mypage/followlist/add/=/maker_id/${enc(followKey)}/maker_name/${enc(followName)}`;
export const followlistForMaker = (site: string, followKey: string): string =>
  `/${enc(site)}/mypage/followlist/=/maker_id/${enc(followKey)}`;
export const register = (host: string, site: string): string => `${trimSlash(host)}/${enc(site)}/regist/user`;
/** The whole current address is one encoded segment, so the user comes back to it after login. */
export const login = (host: string, site: string, currentUrl: string): string =>
  `${trimSlash(host)}/${enc(site)}/login/=/${enc(currentUrl)}`;
export const favoriteRoot = (site: string, type: string): string => `/${enc(site)}/mypage/${enc(type)}/`;
export const favoriteFolder = (site: string, type: string, folderId: string): string =>
  `/${enc(site)}/mypage/${enc(type)}/folder/=/folder_id/${enc(folderId)}`;
export const unclassifiedFolder = (site: string, type: string): string =>
  `/${enc(site)}/mypage/${enc(type)}/folder/`;

/** `{player}?workno={id}`; appends with '&' when the host already carries a query, keeping any #hash last. */
export function playerUrl(playerHost: string, productId: string): string {
  const hashAt = playerHost.indexOf('#');
  const base = hashAt < 0 ? playerHost : playerHost.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : playerHost.slice(hashAt);
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}workno=${enc(productId)}${hash}`;
}

export const communityMatome = (origin: string, playId: string): string =>
  `${trimSlash(origin)}/antenna/${enc(playId)}/contents?mode=matome`;
export const communityTalk = (origin: string, playId: string): string =>
  `${trimSlash(origin)}/antenna/${enc(playId)}/contents?mode=talk`;

/**
 * True for http(s), protocol-relative and relative URLs only. Browsers ignore tabs, newlines and
 * leading control characters when reading a scheme ('java\tscript:'), so those are dropped first.
 */
export function isSafeHttpUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const s = url.replace(/[\u0000-\u0020\u007F]/g, '');
  if (s === '') return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(s);
  if (!scheme) return true;
  const name = scheme[1]?.toLowerCase();
  return name === 'http' || name === 'https';
}

/**
 * The trimmed URL when safe to put in an href, else null. The trimmed text is what gets checked: trim() also
 * drops Unicode spaces (U+FEFF, U+00A0, ...) that isSafeHttpUrl rightly reads as a relative path, so
 * checking before trimming let `\uFEFFjavascript:` through as `javascript:`.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  return isSafeHttpUrl(trimmed) ? trimmed : null;
}
