import { asText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface PreviewPlayerProps {
  productId: string;
}

const PRODUCT_ID = /^[A-Za-z0-9_]+$/;

/**
 * `preview-player` (contract 4): `product-id` (required). Renders the embedded player or nothing; ready
 * once the embed call has settled, and rendering nothing is normal (most works have no player).
 */
export const previewPlayerWidget = defineWidget<PreviewPlayerProps>({
  load: () => import('./preview-player'),
  parse: (data) => {
    const productId = asText(data.productId).trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    if (!PRODUCT_ID.test(productId)) return { ok: false, error: 'product-id is malformed' };
    return { ok: true, props: { productId } };
  },
  readyWhen: 'data',
  mayBeEmpty: true,
});
