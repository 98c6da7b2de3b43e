import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  'item-id': { kind: 'id', required: true },
  /** null: the unclassified folder (an empty or absent `folder-id`). */
  'folder-id': { kind: 'id', default: null },
  /** The current folder's name as the page rendered it ('' when not given). */
  'folder-name': { kind: 'text' },
} as const;

export type FavoriteItemProps = AttributeProps<typeof attributes>;

/**
 * `favorite-item` (docs/page/favorite-item.md): the server-rendered row stays; the widget adds the per-item
 * popup, the moved/undo rows and, on the root page, the folder link.
 */
export const favoriteItemWidget = defineWidget({
  load: () => import('./favorite-item'),
  attributes,
  loads: ['folders'],
});
