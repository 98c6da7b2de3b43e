import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  'product-id': { kind: 'id', required: true },
} as const;

export type PriceBoxProps = AttributeProps<typeof attributes>;

/** `price-box` (docs/page/price-box.md): ready once the product is on screen. */
export const priceBoxWidget = defineWidget({
  load: () => import('./price-box'),
  attributes,
  loads: ['status', 'boughts', 'favorites', 'coupons'],
  products: ({ productId }) => ({ ids: [productId], cacheable: true }),
  readyWhen: 'data',
});
