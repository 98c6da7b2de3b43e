import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  'product-id': { kind: 'id', required: true },
} as const;

export type FavoriteButtonWidgetProps = AttributeProps<typeof attributes>;

/** `favorite-button` (docs/page/favorite-button.md): the favourite button alone. */
export const favoriteButtonWidget = defineWidget({
  load: () => import('./favorite-button-widget'),
  attributes,
  loads: ['favorites'],
});
