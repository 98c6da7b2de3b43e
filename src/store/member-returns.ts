// Coming back: a page restored from the back/forward cache, or a tab shown again after a long
// time hidden, reloads the member's lists once (like TanStack Query's refetch on focus), so a work bought
// meanwhile shows its Download link. Never for a guest, and without any request once the member cookie is
// gone (logged out in another tab): the islands then show a guest's controls.
import type { AppDispatch, RootState } from './create-store';
import type { StoreContext } from './context';
import { loadBoughts, loadFavorites, loadFollows, RETURN_RELOADED } from './lists-slice';
import { customerHash } from './member';
import { loadStatus, memberReturned } from './user-slice';

export const refreshOnReturn =
  () =>
  (dispatch: AppDispatch, getState: () => RootState, extra: StoreContext): void => {
    const before = getState();
    const loaded = (status: string) => status === 'succeeded' || status === 'failed';
    const reload = RETURN_RELOADED.filter((list) => loaded(before.lists[list].status));
    const statusLoaded = loaded(before.user.status);
    dispatch(memberReturned());
    if (customerHash(extra) === null) return;
    // Only what this page had loaded: a list page that never showed follows does not start now.
    if (statusLoaded) void dispatch(loadStatus());
    if (reload.includes('boughts')) void dispatch(loadBoughts());
    if (reload.includes('favorites')) void dispatch(loadFavorites());
    if (reload.includes('follows')) void dispatch(loadFollows());
  };
