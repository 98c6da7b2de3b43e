import type { RootState } from './create-store';
import { cartAddKey, favoriteAddKey } from './pending-keys';

/** A cart add of this work is in flight (from any island). */
export const selectCartAddPending = (state: RootState, productId: string): boolean =>
  state.ui.pendingAdds[cartAddKey(productId)] === true;

/** A favourite add of this work is in flight (from any island). */
export const selectFavoriteAddPending = (state: RootState, productId: string): boolean =>
  state.ui.pendingAdds[favoriteAddKey(productId)] === true;

/** The follow popup of this button is the one open on the page. */
export const selectFollowPopupOpen = (state: RootState, token: string): boolean =>
  state.ui.followPopupMakerId === token;

/** This item row's folder popup is the one open on the page. */
export const selectFolderPopupOpen = (state: RootState, itemId: string): boolean =>
  state.ui.favoriteFolderPopupItemId === itemId;
