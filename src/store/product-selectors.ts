import { createSelector } from '@reduxjs/toolkit';
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
 * The per-customer state of one product (spec 4). Memoised per product id (reselect's weakMapMemoize keeps
 * one cache entry per id) and compared shallowly, so a change to one product re-renders only the islands
 * that show it.
 */
export const selectProductView = createSelector(
  [
    (state: RootState, productId: string) => state.products.entities[productId],
    (state: RootState) => state.lists.boughts.ids,
    (state: RootState) => state.lists.boughts.rentals,
    selectActiveCart,
    (state: RootState) => state.lists.favorites.ids,
    (state: RootState) => state.lists.uninterests.reason2,
    (_: RootState, productId: string) => productId,
  ],
  (product, boughts, rentals, cart, favorites, uninterestReason2, productId): ProductView => ({
    product,
    ...deriveProductState({ productId, product, boughts, rentals, cart, favorites, uninterestReason2 }),
  }),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

export const selectProductStatus = (state: RootState, productId: string) => state.products.status[productId] ?? 'idle';
