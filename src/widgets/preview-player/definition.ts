import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface PreviewPlayerProps {
  productId: string;
}

/**
 * `preview-player` (contract 4): `product-id` (required), kept as written like every widget's ids (the
 * embed call URL-encodes it as a query value; its JSONP callback name is generated). Renders the embedded
 * player or nothing; ready once the embed call has settled, and rendering nothing is normal.
 */
export const previewPlayerWidget = defineWidget<PreviewPlayerProps>({
  load: () => import('./preview-player'),
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    return { ok: true, props: { productId } };
  },
  previews: (props) => [props.productId],
  readyWhen: 'data',
  mayBeEmpty: true,
});
