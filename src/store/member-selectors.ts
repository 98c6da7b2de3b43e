import type { RootState } from './create-store';

/** Where the member status load is (idle, pending, succeeded, failed). */
export const selectUserStatus = (state: RootState) => state.user.status;

/** The member status's information notices. */
export const selectUserInfo = (state: RootState) => state.user.info;

/** The work is in the loaded favourites list. */
export const selectIsFavorite = (state: RootState, productId: string): boolean =>
  state.lists.favorites.ids.includes(productId);

/** The maker is in the loaded follows list. */
export const selectIsFollowing = (state: RootState, makerId: string): boolean =>
  state.lists.follows.keys.includes(makerId);
