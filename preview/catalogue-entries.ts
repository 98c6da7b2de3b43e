/** A maniax work page's path, with an optional query (`?situation=…`, `?gallery=…`). */
const work = (id: string, query = '') => `/maniax/work/=/product_id/${id}.html${query}`;

/**
 * The preview pages, one line each (title, path); each widget adds its pages here. Paths carry no `lang`:
 * the catalogue links each page in jp and in en (catalogueLinks), so an `en` entry here would be listed twice.
 */
const ENTRIES: [title: string, path: string][] = [
  ['Islands bootstrap (states, later islands, unknown widget)', '/maniax/preview/bootstrap.html'],
  ['Bootstrap with an invalid configuration', '/maniax/preview/bootstrap.html?config=bad'],
  ['List of 30 product cards, 1 column', '/maniax/preview/list.html?n=30&layout=1column'],
  ['List of 30 product cards, 2 columns', '/maniax/preview/list.html?n=30&layout=2column'],
  ['List of 30 product cards, images', '/maniax/preview/list.html?n=30&layout=image'],
  ['List of 100 product cards (books site)', '/books/preview/list.html?n=100'],
  // Work pages: the price box, favourite button, community links and related cards per situation.
  ['Work page: plain (gallery of 5 images, preview player)', work('RJ01000005')],
  ['Work page: discounted', work('RJ01000013')],
  ['Work page: rental only', work('RJ01000003')],
  ['Work page: sale and rental', work('RJ01000002')],
  ['Work page: bought (as member)', work('RJ01000010')],
  ['Work page: rented, with upgrade (as member)', work('RJ01000002', '?situation=rented')],
  ['Work page: in cart (as member)', work('RJ01000001', '?situation=cart')],
  ['Work page: with gift', work('RJ01000006', '?situation=gift')],
  ['Work page: with coupon', work('RJ01000006', '?situation=coupon')],
  ['Work page: with coupon and gift', work('RJ01000001', '?situation=coupon')],
  ['Work page: no maker', work('RJ01000007')],
  ['Work page: books site', '/books/work/=/product_id/BJ02000005.html'],
  // Work-page media: galleries of 0, 1, 5 and 30 images, portrait and larger-than-screen images,
  // with and without a preview player (odd maniax ids have one). Five images is every work page's default:
  // 'Work page: plain' above shows them with a player.
  ['Gallery: 30 images, no player', work('RJ01000002', '?gallery=30')],
  ['Gallery: 1 image, with player', work('RJ01000003', '?gallery=1')],
  ['Gallery: no images, no player', work('RJ01000004', '?gallery=0')],
  ['Gallery: portrait images', work('RJ01000009', '?gallery=portrait')],
  ['Gallery: images larger than the screen', work('RJ01000006', '?gallery=large')],
  ['My page favourites: root (as member)', '/maniax/mypage/wishlist/'],
  ['My page favourites: folder management (as member)', '/maniax/mypage/wishlist/folders/'],
  ['My page favourites: unclassified folder (as member)', '/maniax/mypage/wishlist/folder/'],
  ['My page follow list: root (as member)', '/maniax/mypage/followlist/'],
  ['My page follow list: folder management (as member)', '/maniax/mypage/followlist/folders/'],
  ['My page follow list: unclassified folder (as member)', '/maniax/mypage/followlist/folder/'],
  ['My page saved searches: root (as member)', '/maniax/mypage/searchword/'],
  ['My page saved searches: folder management (as member)', '/maniax/mypage/searchword/folders/'],
  ['My page saved searches: unclassified folder (as member)', '/maniax/mypage/searchword/folder/'],
  ['My page favourites: folder 11 (as member)', '/maniax/mypage/wishlist/folder/=/folder_id/11'],
  ['My page saved searches under the old mygenre path (as member)', '/maniax/mypage/mygenre/'],
  // Hostile text: payloads in the follow button's attributes; POST /__mock/poison adds them to the data.
  ['Hostile text: XSS payloads as names', '/maniax/preview/xss.html'],
  // The works of fixtures/live/, answered in the live store's shapes (foreign prices, ratings).
  ["Live store's answers: cards and price boxes", '/maniax/preview/live.html'],
  [
    "A search list in the store's own markup: each island draws only the card's actions",
    '/maniax/preview/store-list.html',
  ],
];

export const catalogue: { title: string; path: string }[] = ENTRIES.map(([title, path]) => ({ title, path }));

export type CatalogueLang = 'jp' | 'en';
const LANGS: readonly CatalogueLang[] = ['jp', 'en'];

/** A preview path in a site language: `lang=en` set once (never appended to one already there), or removed. */
export function withLang(path: string, lang: CatalogueLang): string {
  const url = new URL(path, 'http://preview.invalid');
  if (lang === 'en') url.searchParams.set('lang', 'en');
  else url.searchParams.delete('lang');
  return `${url.pathname}${url.search}`;
}

/** The catalogue page's links: each entry twice, in jp and then in en. */
export function catalogueLinks(
  entries: readonly { title: string; path: string }[] = catalogue,
): { title: string; href: string }[] {
  return entries.flatMap((entry) =>
    LANGS.map((lang) => ({ title: `${entry.title} (${lang})`, href: withLang(entry.path, lang) })),
  );
}
