// Ids and answer keys that are names of Object.prototype members ("__proto__",
// "constructor", "toString", ...). Found by the property-based normaliser suite: a keyed answer with a
// "__proto__" key replaced the prototype of the normalised record, and an id such as "constructor" read an
// inherited member of a keyed store record as if it were an entry.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { normalizeProductInfos } from '../../src/api/normalize-product';
import { normalizeSampleData } from '../../src/api/normalize-misc';
import { bootstrap } from '../../src/boot/bootstrap';
import { productReceived, productsRequested } from '../../src/store/products-slice';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { makeTestStore, TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('prototype member names as ids and keys', () => {
  it('a "__proto__" key of a keyed answer stays an ordinary key (product info, sample data)', () => {
    const answer = JSON.parse(
      '{"__proto__": {"work_name": "x", "price": 1}, "RJ01000001": {"work_name": "ok", "price": 2}}',
    ) as unknown;
    const infos = normalizeProductInfos(answer);
    expect([Object.prototype, null]).toContain(Object.getPrototypeOf(infos));
    expect(infos.RJ01000001?.work_name).toBe('ok');
    expect(Object.hasOwn(infos, '__proto__') ? infos.__proto__ : undefined).toMatchObject({ price: 1 });

    const samples = normalizeSampleData(
      JSON.parse('{"__proto__": {"demo": null, "samples": []}}') as unknown,
    );
    expect([Object.prototype, null]).toContain(Object.getPrototypeOf(samples));
  });

  it('a product the answer does not hold is unknown, whatever its id', () => {
    for (const id of PROTO_NAMES) {
      const infos = normalizeProductInfos({});
      expect(id in infos ? 'found' : 'absent').toBe('absent');
      const store = makeTestStore();
      store.dispatch(productsRequested([id]));
      expect(store.getState().products.entities[id]).toMatchObject({ product_id: id, loaded: false });
      store.dispatch(productReceived({ requested: [id], products: infos }));
      expect(store.getState().products.status[id]).toBe('failed');
      expect(Object.getPrototypeOf(store.getState().products.status)).not.toBe('failed');
    }
  });

  it('islands with such ids end in the error state; the others on the page keep working', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const ga = vi.fn();
    (window as unknown as { ga?: unknown }).ga = ga;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      memberCookies();
      // The product-info answer also carries the odd keys, as a hostile server might.
      mockServer.use(
        http.get('*/:site/product/info/ajax', ({ request }) => {
          const ids = new URL(request.url).searchParams.get('product_id')?.split(',') ?? [];
          const good = fake.productInfo('maniax', ids);
          // Entries that are not objects are skipped: these ids stay unknown.
          return HttpResponse.json({ ...good, ['__proto__']: 'x', constructor: 1, toString: [] });
        }),
      );
      const islands = PROTO_NAMES.flatMap((id) => [
        `<div data-widget="product-item" data-product-id="${id}"></div>`,
        `<div data-widget="price-box" data-product-id="${id}"></div>`,
        `<div data-widget="favorite-button" data-product-id="${id}"></div>`,
        `<div data-widget="community-links" data-product-id="${id}"></div>`,
      ]);
      document.body.innerHTML =
        islands.join('') + '<div id="good" data-widget="product-item" data-product-id="RJ01000001"></div>';
      const { api } = bootstrap(TEST_CONFIG);
      await api.mount();
      const good = document.getElementById('good');
      await waitFor(() => expect(good?.getAttribute('data-widget-state')).toBe('ready'));
      await waitFor(() => {
        for (const el of document.querySelectorAll('[data-widget]'))
          expect([el.getAttribute('data-widget'), el.getAttribute('data-widget-state')]).toEqual([
            el.getAttribute('data-widget'),
            expect.stringMatching(/^(ready|error)$/),
          ]);
      });
      for (const el of document.querySelectorAll('[data-widget="product-item"]:not(#good)'))
        expect(el.getAttribute('data-widget-state')).toBe('error');
      for (const el of document.querySelectorAll('[data-widget="price-box"]'))
        expect(el.getAttribute('data-widget-state')).toBe('error');
      const labels = ga.mock.calls.map((c) => String((c[1] as { eventLabel: string }).eventLabel));
      expect(labels.filter((l) => /TypeError|RangeError|is not a function|Cannot read/.test(l))).toEqual([]);
      api.unmount();
    } finally {
      consoleError.mockRestore();
      delete (window as unknown as { ga?: unknown }).ga;
      document.body.innerHTML = '';
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
