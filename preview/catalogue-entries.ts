/**
 * The preview pages, one line each; each widget adds its pages here. Paths carry no `lang`: the
 * catalogue links each page in jp and in en (catalogueLinks), so an `en` entry here would be listed twice.
 */
export const catalogue: { title: string; path: string }[] = [
  {
    title: 'Islands bootstrap (states, later islands, unknown widget)',
    path: '/maniax/preview/bootstrap.html',
  },
  { title: 'Bootstrap with an invalid configuration', path: '/maniax/preview/bootstrap.html?config=bad' },
  { title: 'List of 30 product cards, 1 column', path: '/maniax/preview/list.html?n=30&layout=1column' },
  { title: 'List of 30 product cards, 2 columns', path: '/maniax/preview/list.html?n=30&layout=2column' },
  { title: 'List of 30 product cards, images', path: '/maniax/preview/list.html?n=30&layout=image' },
  { title: 'List of 100 product cards (books site)', path: '/books/preview/list.html?n=100' },
  // Work pages: the price box, favourite button, community links and related cards per situation.
  {
    title: 'Work page: plain (gallery of 5 images, preview player)',
    path: '/maniax/work/=/product_id/RJ01000005.html',
  },
  { title: 'Work page: discounted', path: '/maniax/work/=/product_id/RJ01000013.html' },
  { title: 'Work page: rental only', path: '/maniax/work/=/product_id/RJ01000003.html' },
  { title: 'Work page: sale and rental', path: '/maniax/work/=/product_id/RJ01000002.html' },
  { title: 'Work page: bought (as member)', path: '/maniax/work/=/product_id/RJ01000010.html' },
  {
    title: 'Work page: rented, with upgrade (as member)',
    path: '/maniax/work/=/product_id/RJ01000002.html?situation=rented',
  },
  {
    title: 'Work page: in cart (as member)',
    path: '/maniax/work/=/product_id/RJ01000001.html?situation=cart',
  },
  { title: 'Work page: with gift', path: '/maniax/work/=/product_id/RJ01000006.html?situation=gift' },
  { title: 'Work page: with coupon', path: '/maniax/work/=/product_id/RJ01000006.html?situation=coupon' },
  {
    title: 'Work page: with coupon and gift',
    path: '/maniax/work/=/product_id/RJ01000001.html?situation=coupon',
  },
  { title: 'Work page: no maker', path: '/maniax/work/=/product_id/RJ01000007.html' },
  { title: 'Work page: books site', path: '/books/work/=/product_id/BJ02000005.html' },
  // Work-page media: galleries of 0, 1, 5 and 30 images, portrait and larger-than-screen images,
  // with and without a preview player (odd maniax ids have one). Five images is every work page's default:
  // 'Work page: plain' above shows them with a player.
  { title: 'Gallery: 30 images, no player', path: '/maniax/work/=/product_id/RJ01000002.html?gallery=30' },
  { title: 'Gallery: 1 image, with player', path: '/maniax/work/=/product_id/RJ01000003.html?gallery=1' },
  { title: 'Gallery: no images, no player', path: '/maniax/work/=/product_id/RJ01000004.html?gallery=0' },
  { title: 'Gallery: portrait images', path: '/maniax/work/=/product_id/RJ01000009.html?gallery=portrait' },
  {
    title: 'Gallery: images larger than the screen',
    path: '/maniax/work/=/product_id/RJ01000006.html?gallery=large',
  },
  { title: 'My page favourites: root (as member)', path: '/maniax/mypage/wishlist/' },
  { title: 'My page favourites: folder management (as member)', path: '/maniax/mypage/wishlist/folders/' },
  { title: 'My page favourites: unclassified folder (as member)', path: '/maniax/mypage/wishlist/folder/' },
  { title: 'My page follow list: root (as member)', path: '/maniax/mypage/followlist/' },
  { title: 'My page follow list: folder management (as member)', path: '/maniax/mypage/followlist/folders/' },
  {
    title: 'My page follow list: unclassified folder (as member)',
    path: '/maniax/mypage/followlist/folder/',
  },
  { title: 'My page saved searches: root (as member)', path: '/maniax/mypage/searchword/' },
  {
    title: 'My page saved searches: folder management (as member)',
    path: '/maniax/mypage/searchword/folders/',
  },
  {
    title: 'My page saved searches: unclassified folder (as member)',
    path: '/maniax/mypage/searchword/folder/',
  },
  {
    title: 'My page favourites: folder 11 (as member)',
    path: '/maniax/mypage/wishlist/folder/=/folder_id/11',
  },
  { title: 'My page saved searches under the old mygenre path (as member)', path: '/maniax/mypage/mygenre/' },
  // Hostile text: payloads in the follow button's attributes; POST /__mock/poison adds them to the data.
  { title: 'Hostile text: XSS payloads as names', path: '/maniax/preview/xss.html' },
  // The works of fixtures/live/, answered in the live store's shapes (foreign prices, ratings).
  { title: "Live store's answers: cards and price boxes", path: '/maniax/preview/live.html' },
  {
    title: "A search list in the store's own markup: each island draws only the card's actions",
    path: '/maniax/preview/store-list.html',
  },
];

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
