import { asText, attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export const PRODUCT_ITEM_LAYOUTS = ['1column', '2column', 'image'] as const;
export type ProductItemLayout = (typeof PRODUCT_ITEM_LAYOUTS)[number];

export interface ProductItemProps {
  productId: string;
  layout: ProductItemLayout;
  cacheable: boolean;
}

const isLayout = (value: string): value is ProductItemLayout =>
  (PRODUCT_ITEM_LAYOUTS as readonly string[]).includes(value);

/**
 * `product-item` (contract 4): `product-id` (required), `layout` 1column | 2column | image (default
 * 1column), `cacheable` (default true: pooled GET; false: single-id POST).
 */
export const productItemWidget = defineWidget<ProductItemProps>({
  load: () => import('./product-item'),
  loads: ['status', 'boughts', 'favorites', 'uninterests', 'coupons'],
  samples: (props) => [props.productId],
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    const layout = data.layout === undefined ? '1column' : asText(data.layout).trim();
    if (!isLayout(layout)) return { ok: false, error: `layout "${layout}" is not 1column, 2column or image` };
    const raw = data.cacheable;
    if (raw !== undefined && raw !== '' && typeof raw !== 'boolean')
      return { ok: false, error: `cacheable "${asText(raw)}" is not true or false` };
    return { ok: true, props: { productId, layout, cacheable: typeof raw === 'boolean' ? raw : true } };
  },
  products: (props) => ({ ids: [props.productId], cacheable: props.cacheable }),
  readyWhen: 'data',
});
