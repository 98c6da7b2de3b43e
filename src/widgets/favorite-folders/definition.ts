import { defineWidget } from '../../islands/widget-definition';

export type FavoriteFoldersProps = Record<string, never>;

/** `favorite-folders`: no attributes; the folder list and management page (contract 4). */
export const favoriteFoldersWidget = defineWidget<FavoriteFoldersProps>({
  load: () => import('./favorite-folders'),
  loads: ['folders'],
  parse: () => ({ ok: true, props: {} }),
});
