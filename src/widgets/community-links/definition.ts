import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface CommunityLinksWidgetProps {
  productId: string;
}

const PRODUCT_ID = /^[A-Za-z0-9_]+$/;

/** `community-links`: `product-id` (required); the two community links with their counts (contract 4). */
export const communityLinksWidget = defineWidget<CommunityLinksWidgetProps>({
  load: () => import('./community-links'),
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    if (!PRODUCT_ID.test(productId)) return { ok: false, error: 'product-id is malformed' };
    return { ok: true, props: { productId } };
  },
  readyWhen: 'data',
});
