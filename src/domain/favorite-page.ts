import { isFavoriteType, type FavoriteType } from './models';

const segments = (pathname: string): string[] =>
  (pathname.split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');

/** Older pages call saved searches 'mygenre' (docs/behaviour.md "Page type and links"). */
export function normalizeFavoriteType(raw: string): FavoriteType | null {
  const type = raw === 'mygenre' ? 'searchword' : raw;
  return isFavoriteType(type) ? type : null;
}

export interface FavoritePage {
  /** The type the page's calls use ('mygenre' read as 'searchword'). */
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
