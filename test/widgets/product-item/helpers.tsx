import { waitFor } from '@testing-library/react';
import { DEFAULT_MOCK_HOSTS } from '../../../src/mocks';
import type { SiteLang } from '../../../src/domain/models';
import ProductItem from '../../../src/widgets/product-item/product-item';
import type { ProductItemLayout, ProductItemRender } from '../../../src/widgets/product-item/definition';
import { memberCookies } from '../../mock-api';
import { productItemWidget } from '../../../src/widgets/product-item/definition';
import { makeIslandHandle, makeTestStore, renderWithStore, startDeclaredLoads } from '../../render';

export { jsonpThroughFetch } from '../../api/jsonp-transport';

export interface RenderItemOptions {
  lang?: SiteLang;
  member?: boolean;
  layout?: ProductItemLayout;
  render?: ProductItemRender;
}

/** Seeds the store as the runtime does (products first), renders the card and waits for every list. */
export async function renderItem(
  productId: string,
  { lang = 'jp', member = true, layout = '1column', render = 'card' }: RenderItemOptions = {},
) {
  if (member) memberCookies(lang);
  const store = makeTestStore({ lang, sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
  // The loads the runtime starts at the scan, as the card's definition declares them.
  startDeclaredLoads(store, productItemWidget, { productId, layout, cacheable: true, render });
  const island = makeIslandHandle();
  const result = renderWithStore(
    <ProductItem productId={productId} layout={layout} cacheable render={render} />,
    {
      store,
      island,
      config: { lang },
    },
  );
  await waitFor(() => {
    const state = store.getState();
    expect(state.products.status[productId]).toBe('succeeded');
    expect(state.user.status).toBe('succeeded');
    if (member) {
      expect(state.lists.boughts.status).toBe('succeeded');
      expect(state.lists.favorites.status).toBe('succeeded');
    }
  });
  await waitFor(() => expect(island.markReady).toHaveBeenCalled());
  return result;
}
