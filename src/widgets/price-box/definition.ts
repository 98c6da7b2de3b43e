import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface PriceBoxProps {
  productId: string;
}

/** `price-box`: `product-id` (required). Ready once the product is on screen (contract 4). */
export const priceBoxWidget = defineWidget<PriceBoxProps>({
  load: () => import('./price-box'),
  loads: ['status', 'boughts', 'favorites', 'coupons'],
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    return productId === ''
      ? { ok: false, error: 'product-id is required' }
      : { ok: true, props: { productId } };
  },
  products: ({ productId }) => ({ ids: [productId], cacheable: true }),
  readyWhen: 'data',
});
