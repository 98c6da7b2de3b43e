import { isFavoriteType, type FavoriteType, type PageType } from './models';

const segments = (pathname: string): string[] =>
  (pathname.split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');

/** Older pages call saved searches 'mygenre' (spec 2). */
export function normalizeFavoriteType(raw: string): FavoriteType | null {
  const type = raw === 'mygenre' ? 'searchword' : raw;
  return isFavoriteType(type) ? type : null;
}

export interface FavoritePage {
  /** The type the page's calls use ('mygenre' read as 'searchword', spec 2). */
  type: FavoriteType;
  /**
   * The type as the page's own path writes it, for the links the page shows (folder menu, an item's folder
   * link): a 'mygenre' page links to 'mygenre' pages, so its links match its paths (the menu's current
   * entry) and lead where the shopper already is.
   */
  segment: string;
}

/** The favourite page of a path: the segment right after 'mypage', when it names a favourite type. */
export function favoritePageFromPath(pathname: string): FavoritePage | null {
  const parts = segments(pathname);
  const at = parts.indexOf('mypage');
  const raw = at < 0 ? undefined : parts[at + 1];
  const type = raw === undefined ? null : normalizeFavoriteType(raw);
  return raw !== undefined && type !== null ? { type, segment: raw } : null;
}

/** The type is the segment right after 'mypage'. */
export function favoriteTypeFromPath(pathname: string): FavoriteType | null {
  return favoritePageFromPath(pathname)?.type ?? null;
}

/** A folder view: the segment after the type is 'folder'. */
export function isFolderView(pathname: string): boolean {
  const parts = segments(pathname);
  const at = parts.indexOf('mypage');
  return at >= 0 && parts[at + 2] === 'folder';
}

/** Layout 'mypage_{type}[_folders|_folder]'; `type` may be the normalised type or the raw path one. */
export function pageTypeFromLayout(layout: string, type: string): PageType {
  const names = new Set([type]);
  const normal = normalizeFavoriteType(type);
  if (normal) names.add(normal);
  if (normal === 'searchword') names.add('mygenre');
  for (const name of names) {
    if (layout === `mypage_${name}_folders`) return 'folders';
    if (layout === `mypage_${name}_folder`) return 'folder';
  }
  return 'root';
}

const noTrailingSlash = (p: string): string => p.replace(/\/+$/, '');
const beforeEquals = (p: string): string => noTrailingSlash(p.split('=')[0] ?? '');

/**
 * Contract 4: the link equal to the page path (trailing slash ignored) is current; only when no link is,
 * fall back to spec 2's rule (both compared without everything from the first '=').
 */
export function isCurrentMenuLink(linkPath: string, pagePath: string, allLinks: string[]): boolean {
  const page = noTrailingSlash(pagePath);
  if (allLinks.some((l) => noTrailingSlash(l) === page)) return noTrailingSlash(linkPath) === page;
  return beforeEquals(linkPath) === beforeEquals(pagePath);
}

export function currentMenuLink(links: string[], pagePath: string): string | null {
  return links.find((l) => isCurrentMenuLink(l, pagePath, links)) ?? null;
}
