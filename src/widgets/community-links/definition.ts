import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface CommunityLinksWidgetProps {
  productId: string;
}

/**
 * `community-links`: `product-id` (required, kept as written like every widget's ids: the call encodes it);
 * the two community links with their counts (contract 4).
 */
export const communityLinksWidget = defineWidget<CommunityLinksWidgetProps>({
  load: () => import('./community-links'),
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    return { ok: true, props: { productId } };
  },
  community: (props) => [props.productId],
  readyWhen: 'data',
});
