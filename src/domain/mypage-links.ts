// The rules of a my page's own links and layout, read by its widgets (the folder menu, the item rows) and
// so in their chunk; the page's favourite type, which the early start needs for its calls, is in
// favorite-page.ts.
import type { PageType } from './models';
import { normalizeFavoriteType } from './favorite-page';

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
 * docs/behaviour.md "Page type and links": the link equal to the page path (trailing slash ignored) is
 * current; only when no link is, the one equal once both drop everything from the first '='.
 */
export function isCurrentMenuLink(linkPath: string, pagePath: string, allLinks: string[]): boolean {
  const page = noTrailingSlash(pagePath);
  if (allLinks.some((l) => noTrailingSlash(l) === page)) return noTrailingSlash(linkPath) === page;
  return beforeEquals(linkPath) === beforeEquals(pagePath);
}

export function currentMenuLink(links: string[], pagePath: string): string | null {
  return links.find((l) => isCurrentMenuLink(l, pagePath, links)) ?? null;
}
