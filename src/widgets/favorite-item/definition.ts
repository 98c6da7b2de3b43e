import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface FavoriteItemProps {
  itemId: string;
  /** null: the unclassified folder (an empty or absent `folder-id`). */
  folderId: string | null;
  /** The current folder's name as the page rendered it ('' when not given). */
  folderName: string;
}

/**
 * `favorite-item`: `item-id` (req.), `folder-id`, `folder-name` (contract 4). The server-rendered row
 * stays; the widget adds the per-item popup, the moved/undo rows and, on the root page, the folder link.
 */
export const favoriteItemWidget = defineWidget<FavoriteItemProps>({
  load: () => import('./favorite-item'),
  loads: ['folders'],
  parse: (data, element) => {
    const itemId = attributeText(element, 'data-item-id', data, 'itemId').trim();
    if (itemId === '') return { ok: false, error: 'item-id is required' };
    const folderId = attributeText(element, 'data-folder-id', data, 'folderId').trim();
    return {
      ok: true,
      props: {
        itemId,
        folderId: folderId === '' ? null : folderId,
        folderName: attributeText(element, 'data-folder-name', data, 'folderName'),
      },
    };
  },
});
