import { addToCart as postCart, addToWishlist as postWishlist } from '../api/cart';
import { preloadXml } from '../api/xml';
import { createAppAsyncThunk } from './app-thunk';
import { failureMessage } from './error-message';
import { cartAddKey, favoriteAddKey } from './pending-keys';
import { cartAdd } from './user-slice';
import { favoriteAdd } from './lists-slice';

/**
 * docs/behaviour.md "Cart": the server first, then the local cart (remove-then-append). A failed add changes
 * nothing and rejects with the server's message ('' when it sent none: widgets show `failed`).
 * A second add for the same work while one is pending is dropped (condition), so a double click sends one.
 */
export const requestCartAdd = createAppAsyncThunk(
  'purchase/cartAdd',
  async (
    { productId, rentalId = '' }: { productId: string; rentalId?: string },
    { extra, dispatch, rejectWithValue },
  ) => {
    try {
      await postCart(extra.site, productId, rentalId || undefined);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(cartAdd({ productId, rentalId }));
    return { productId, rentalId };
  },
  { condition: ({ productId }, { getState }) => !getState().ui.pendingAdds[cartAddKey(productId)] },
);

/**
 * docs/behaviour.md "Favourites": ignored when the work is already a favourite, or while an add is pending.
 */
export const requestFavoriteAdd = createAppAsyncThunk(
  'purchase/favoriteAdd',
  async ({ productId }: { productId: string }, { extra, dispatch, rejectWithValue }) => {
    try {
      await postWishlist(extra.site, productId);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(favoriteAdd(productId));
    return { productId };
  },
  {
    condition: ({ productId }, { getState }) => {
      const state = getState();
      return (
        !state.lists.favorites.ids.includes(productId) && !state.ui.pendingAdds[favoriteAddKey(productId)]
      );
    },
  },
);

/**
 * Starts loading what a cart or favourite add needs to read its answer (the XML reader), on a pointer over
 * or focus on the control: the add then waits for nothing but the store. The add itself loads it before it
 * sends, so a click without intent (a script, a quick tap) is just as safe.
 */
export const prepareAdd = preloadXml;
