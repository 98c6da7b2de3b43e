import { LIVE_WORKS } from '../../src/mocks/live-answers';
import { previewDocument as parse } from './preview-page';

describe('list preview pages', () => {
  it('the phone-width toggle frames the list at 375 px and links back to full width', () => {
    const full = parse('/maniax/preview/list.html?n=4&layout=2column');
    expect(full.querySelector('.store-phone')).toBeNull();
    expect(full.querySelector('.store-phone-toggle')?.getAttribute('href')).toBe(
      '?n=4&layout=2column&phone=1',
    );
    const phone = parse('/maniax/preview/list.html?n=4&layout=2column&phone=1');
    expect(phone.querySelectorAll('.store-phone [data-widget="product-item"]')).toHaveLength(4);
    expect(phone.querySelector('.store-phone-toggle')?.getAttribute('href')).toBe('?n=4&layout=2column');
  });

  it('the live answers page shows every corpus work as a card and a price box', () => {
    const doc = parse('/maniax/preview/live.html?lang=en');
    const ids = Object.keys(LIVE_WORKS).sort();
    const cards = [...doc.querySelectorAll('[data-widget="product-item"]')].map((e) =>
      e.getAttribute('data-product-id'),
    );
    const boxes = [...doc.querySelectorAll('[data-widget="price-box"]')].map((e) =>
      e.getAttribute('data-product-id'),
    );
    expect(cards.sort()).toEqual(ids);
    expect(boxes.sort()).toEqual(ids);
    expect(JSON.parse(doc.getElementById('storefront-config')?.textContent ?? '{}')).toMatchObject({
      lang: 'en',
    });
  });

  it('the store-markup list wraps each actions island around the store’s fallback links, server text around it', () => {
    const doc = parse('/maniax/preview/store-list.html?n=3');
    const islands = [...doc.querySelectorAll('li [data-widget="product-item"]')];
    expect(islands).toHaveLength(3);
    for (const island of islands) {
      expect(island.getAttribute('data-render')).toBe('actions');
      expect([...island.querySelectorAll('a')].map((a) => a.className)).toEqual(['btn_cart', 'btn_favorite']);
      expect(island.closest('li')?.querySelector('.work_name a')?.textContent).not.toBe('');
    }
  });

  it('?vitals=1 switches the field Web Vitals on in the page configuration; off otherwise', () => {
    const config = (path: string) =>
      JSON.parse(parse(path).getElementById('storefront-config')?.textContent ?? '{}') as {
        vitals?: boolean;
      };
    expect(config('/maniax/preview/list.html?n=1&vitals=1').vitals).toBe(true);
    expect(config('/maniax/preview/list.html?n=1').vitals).toBeUndefined();
  });
});
