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

const NONE: readonly never[] = [];
type ViewArgs = [state: RootState, member: boolean];
/**
 * A guest's page has no personal lists (docs/behaviour.md "Members and guests"), whatever a stale cookie let
 * load.
 */
const personal =
  <T>(pick: (state: RootState) => readonly T[]) =>
  (...[state, member]: ViewArgs): readonly T[] =>
    member ? pick(state) : NONE;

/**
 * The per-customer state of one product (docs/behaviour.md "Product state"). One selector per product id,
 * each with its own one-entry cache and a shallow result check, so a change to one product (or to another
 * product's cart entry) returns the same object for every other product, and re-renders only the islands that
 * show it. (A single createSelector keyed by id does not do this: weakMapMemoize compares a new result with
 * the last result of any id, so selecting A then B then A again after a cart change gave A a new object.)
 * `member` is isMember (store/member.ts): for a guest every list reads empty, so no card or price box
 * shows In Cart, Download, Added or on-rental from a stale cookie's lists.
 */
function makeSelectProductView(productId: string) {
  return createSelector(
    [
      (...[state]: ViewArgs) => state.products.entities[productId],
      personal((state) => state.lists.boughts.ids),
      personal((state) => state.lists.boughts.rentals),
      personal(selectActiveCart),
      personal((state) => state.lists.favorites.ids),
      personal((state) => state.lists.uninterests.reason2),
    ],
    (product, boughts, rentals, cart, favorites, uninterestReason2): ProductView => ({
      product,
      ...deriveProductState({ productId, product, boughts, rentals, cart, favorites, uninterestReason2 }),
    }),
    { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: shallowEqual }, argsMemoize: lruMemoize },
  );
}

const productViewSelectors = new Map<string, ReturnType<typeof makeSelectProductView>>();

/** `member`: useIsMember() in components, selectIsMember() elsewhere. */
export function selectProductView(state: RootState, productId: string, member: boolean): ProductView {
  let selector = productViewSelectors.get(productId);
  if (!selector) {
    selector = makeSelectProductView(productId);
    productViewSelectors.set(productId, selector);
  }
  return selector(state, member);
}

export const selectProductStatus = (state: RootState, productId: string) =>
  state.products.status[productId] ?? 'idle';

/**
 * Something that decides a work's price box layout is on its way: the page's coupons (their rows) and, for a
 * member, the status (whether the cookie's lists count; the cart link in place of the add button), the
 * boughts (a bought work's Download and Stream; a live rental drops the sell/rental choice) and the
 * favourites (the shorter `added` fits the favourite button beside the action where `into_favorite` wraps
 * onto a line of its own on a phone). Showing the box without them and changing it a moment later moved
 * everything under the box (layout shift on a phone). A guest has no member lists to wait for.
 */
export const selectLayoutDataPending = (state: RootState, member: boolean): boolean =>
  state.coupons.status === 'pending' ||
  (member &&
    (state.user.status === 'pending' ||
      state.lists.boughts.status === 'pending' ||
      state.lists.favorites.status === 'pending'));

/**
 * Something that decides a product card's action is on its way: for a member, the status (the cart, and
 * whether the cookie's lists count) and the boughts (bought works and rentals). Until they answer, the card
 * cannot tell Add to Cart from Download, on rental or In Cart (docs/behaviour.md "The card's action
 * button"). A guest has no member lists to wait for.
 */
export const selectActionDataPending = (state: RootState, member: boolean): boolean =>
  member && (state.user.status === 'pending' || state.lists.boughts.status === 'pending');
