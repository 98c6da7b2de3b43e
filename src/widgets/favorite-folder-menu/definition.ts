import { defineWidget } from '../../widget-api/widget-definition';

export type FavoriteFolderMenuProps = Record<string, never>;

/**
 * `favorite-folder-menu`: no attributes (type from the path, docs/page/favorite-folder-menu.md); links to the
 * root list, Unclassified and each folder with counts; a guest gets the registration and login links, and a
 * page without a favourite type nothing.
 */
export const favoriteFolderMenuWidget = defineWidget({
  load: () => import('./favorite-folder-menu'),
  attributes: {},
  loads: ['folders'],
  readyWhen: 'data',
  mayBeEmpty: true,
});
