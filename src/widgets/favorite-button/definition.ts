import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface FavoriteButtonWidgetProps {
  productId: string;
}

/** `favorite-button`: `product-id` (required); the favourite button alone (contract 4). */
export const favoriteButtonWidget = defineWidget<FavoriteButtonWidgetProps>({
  load: () => import('./favorite-button-widget'),
  loads: ['favorites'],
  parse: (data, element) => {
    const productId = attributeText(element, 'data-product-id', data, 'productId').trim();
    if (productId === '') return { ok: false, error: 'product-id is required' };
    return { ok: true, props: { productId } };
  },
});
