import { defineWidget } from '../../widget-api/widget-definition';

export type FavoriteFoldersProps = Record<string, never>;

/** `favorite-folders`: no attributes; the folder list and management page (docs/page/favorite-folders.md). */
export const favoriteFoldersWidget = defineWidget({
  load: () => import('./favorite-folders'),
  attributes: {},
  loads: ['folders'],
});
