import { catalogue } from '../../preview/catalogue-entries';
import { renderPreviewPage } from '../../preview/pages';
import { previewContext as ctx, previewDocument } from './preview-page';

describe('work preview pages', () => {
  it('renders a work page with its islands and related cards in three layouts', () => {
    const doc = previewDocument('/maniax/work/=/product_id/RJ01000005.html?lang=en');
    expect(doc.querySelector('h1')?.textContent).toContain('Autumn Tones');
    expect(doc.querySelector('.work-maker a')?.getAttribute('href')).toBe(
      '/maniax/circle/profile/=/maker_id/RG10002.html',
    );
    const priceBox = doc.querySelector('[data-widget="price-box"]');
    expect(priceBox?.getAttribute('data-product-id')).toBe('RJ01000005');
    expect(priceBox?.querySelector('ul[data-slot="devices"][hidden] li')).not.toBeNull();
    expect(doc.querySelector('[data-widget="favorite-button"]')?.getAttribute('data-product-id')).toBe(
      'RJ01000005',
    );
    expect(doc.querySelector('[data-widget="community-links"]')?.getAttribute('data-product-id')).toBe(
      'RJ01000005',
    );
    const layouts = [...doc.querySelectorAll('[data-widget="product-item"]')].map((el) =>
      el.getAttribute('data-layout'),
    );
    expect(new Set(layouts)).toEqual(new Set(['1column', '2column', 'image']));
    const config = JSON.parse(doc.getElementById('storefront-config')?.textContent ?? '{}');
    expect(config).toMatchObject({ site: 'maniax', lang: 'en' });
  });

  it('?devices=open shows the devices list; ?host=docs takes only the documented host CSS', () => {
    const sheets = (doc: Document) =>
      [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    const plain = previewDocument('/maniax/work/=/product_id/RJ01000005.html');
    expect(sheets(plain)).toEqual([
      '/preview-static/host-reserve.css',
      '/preview-static/host-layout.css',
      '/preview-static/store.css',
    ]);
    const docs = previewDocument('/maniax/work/=/product_id/RJ01000005.html?host=docs&devices=open');
    expect(sheets(docs)).toEqual(['/preview-static/host-reserve.css', '/preview-static/host-layout.css']);
    const none = previewDocument('/maniax/work/=/product_id/RJ01000005.html?host=none');
    expect(sheets(none)).toEqual([]);
    const devices = docs.querySelector('[data-widget="price-box"] ul[data-slot="devices"]');
    expect(devices?.querySelectorAll('li').length).toBeGreaterThan(0);
    expect(devices?.hasAttribute('hidden')).toBe(false);
  });

  it('escapes names, omits a missing maker, and 404s unknown or cross-site works', () => {
    const evil = renderPreviewPage(ctx('/maniax/work/=/product_id/RJ01000008.html')) ?? '';
    expect(evil).not.toContain('<script>alert');
    expect(evil).not.toContain('<img src=x');
    const anon = previewDocument('/maniax/work/=/product_id/RJ01000007.html');
    expect(anon.querySelector('.work-maker')).toBeNull();
    expect(renderPreviewPage(ctx('/maniax/work/=/product_id/RJ09999999.html'))).toBeNull();
    expect(renderPreviewPage(ctx('/books/work/=/product_id/RJ01000001.html'))).toBeNull();
    expect(renderPreviewPage(ctx('/maniax/work/=/product_id/RJ1.html/x'))).toBeNull();
  });

  it('every work catalogue entry renders', () => {
    const entries = catalogue.filter((e) => e.path.includes('/work/'));
    expect(entries.length).toBe(17);
    for (const entry of entries) expect(renderPreviewPage(ctx(entry.path)), entry.path).not.toBeNull();
  });
});
