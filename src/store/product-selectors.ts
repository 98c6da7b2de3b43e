import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { CartItem, Product, Rental } from '../domain/models';
import { activeCartItems, deriveProductState } from '../domain/product-state';
import type { RootState } from './create-store';

export interface ProductView {
  product: Product | undefined;
  is_bought: boolean;
  rentaled: Rental | null;
  carted: CartItem | null;
  is_favorite: boolean;
  is_already: boolean;
}

const selectActiveCart = createSelector([(state: RootState) => state.user.cart], activeCartItems);

/**
 * The per-customer state of one product (spec 4). One selector per product id, each with its own one-entry
 * cache and a shallow result check, so a change to one product (or to another product's cart entry)
 * returns the same object for every other product, and re-renders only the islands that show it.
 * (A single createSelector keyed by id does not do this: weakMapMemoize compares a new result with the
 * last result of any id, so selecting A then B then A again after a cart change gave A a new object.)
 */
function makeSelectProductView(productId: string) {
  return createSelector(
    [
      (state: RootState) => state.products.entities[productId],
      (state: RootState) => state.lists.boughts.ids,
      (state: RootState) => state.lists.boughts.rentals,
      selectActiveCart,
      (state: RootState) => state.lists.favorites.ids,
      (state: RootState) => state.lists.uninterests.reason2,
    ],
    (product, boughts, rentals, cart, favorites, uninterestReason2): ProductView => ({
      product,
      ...deriveProductState({ productId, product, boughts, rentals, cart, favorites, uninterestReason2 }),
    }),
    { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: shallowEqual }, argsMemoize: lruMemoize },
  );
}

const productViewSelectors = new Map<string, ReturnType<typeof makeSelectProductView>>();

export function selectProductView(state: RootState, productId: string): ProductView {
  let selector = productViewSelectors.get(productId);
  if (!selector) {
    selector = makeSelectProductView(productId);
    productViewSelectors.set(productId, selector);
  }
  return selector(state);
}

export const selectProductStatus = (state: RootState, productId: string) =>
  state.products.status[productId] ?? 'idle';
