import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  'product-id': { kind: 'id', required: true },
  layout: { kind: 'enum', values: ['1column', '2column', 'image'], default: '1column' },
  /** true: the pooled GET; false: a single-id POST. */
  cacheable: { kind: 'boolean', default: true },
  /** card: the whole card; actions: only its actions, in place of the server's fallback of them. */
  render: { kind: 'enum', values: ['card', 'actions'], default: 'card' },
} as const;

export type ProductItemProps = AttributeProps<typeof attributes>;
export type ProductItemLayout = ProductItemProps['layout'];
export type ProductItemRender = ProductItemProps['render'];

/** `product-item` (docs/page/product-item.md): the product card. */
export const productItemWidget = defineWidget({
  load: () => import('./product-item'),
  attributes,
  loads: ['status', 'boughts', 'favorites', 'uninterests', 'coupons'],
  samples: (props) => [props.productId],
  products: (props) => ({ ids: [props.productId], cacheable: props.cacheable }),
  readyWhen: 'data',
});
