import { catalogue, catalogueLinks, withLang } from '../../preview/catalogue-entries';

// The catalogue listed some gallery pages twice and linked `?lang=en&lang=en`.
describe('preview catalogue', () => {
  const links = catalogueLinks();

  it('links every entry once per language', () => {
    expect(links).toHaveLength(catalogue.length * 2);
  });

  it('has no duplicate href', () => {
    const hrefs = links.map((link) => link.href);
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
  });

  it('repeats no query parameter in any href', () => {
    const repeated = links.filter(({ href }) => {
      const keys = [...new URL(href, 'http://preview.invalid').searchParams.keys()];
      return new Set(keys).size !== keys.length;
    });
    expect(repeated).toEqual([]);
  });

  it('entries name no language: the links add it', () => {
    expect(catalogue.filter(({ path }) => /[?&]lang=/.test(path))).toEqual([]);
  });

  it('withLang sets lang=en once and removes it for jp', () => {
    expect(withLang('/maniax/preview/list.html?n=30', 'en')).toBe('/maniax/preview/list.html?n=30&lang=en');
    expect(withLang('/maniax/preview/list.html?lang=en&n=30', 'en')).toBe(
      '/maniax/preview/list.html?lang=en&n=30',
    );
    expect(withLang('/maniax/mypage/wishlist/', 'en')).toBe('/maniax/mypage/wishlist/?lang=en');
    expect(withLang('/maniax/preview/list.html?lang=en', 'jp')).toBe('/maniax/preview/list.html');
    expect(withLang('/maniax/work/=/product_id/RJ01000005.html', 'jp')).toBe(
      '/maniax/work/=/product_id/RJ01000005.html',
    );
  });
});
