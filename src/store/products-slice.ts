import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus, Product } from '../domain/models';
import { keyedRecord } from '../domain/records';

export interface ProductsState {
  entities: Record<string, Product>;
  status: Record<string, LoadStatus>;
}

// Keyed by the ids of the page: any id, even `__proto__` or `constructor`, is an ordinary key.
const initialState: ProductsState = { entities: keyedRecord(), status: keyedRecord() };

/**
 * docs/behaviour.md "Product state": a placeholder entry is created first and merged with the response later.
 */
export function placeholderProduct(productId: string): Product {
  return {
    product_id: productId,
    loaded: false,
    work_name: '',
    maker_name: '',
    site_id: '',
    maker_id: '',
    price: null,
    price_without_tax: null,
    price_en: null,
    price_eur: null,
    official_price: null,
    upgrade_min_price: null,
    product_point_rate: null,
    default_point_rate: null,
    product_point: null,
    default_point: null,
    rank: [],
    ranks: {},
    gift: null,
    is_rental: false,
    on_sale: false,
    work_rentals: [],
    down_url: '',
    rate_average: null,
    rate_count: null,
    dl_count: null,
    extra: {},
  };
}

/**
 * Frozen, so immer skips it: immer walks (to freeze) every object put into the state that is not frozen yet,
 * and stops at a frozen one. A long list asks for a placeholder per card in the scan's task and receives an
 * answer per card, and that walk (with the draft reads of the merge) was a visible part of both (see
 * docs/performance.md, History). Only the entry itself: freezing every nested object too costs about as
 * much again, and nothing changes an entry in place (a reducer drafts a copy).
 */
const frozen = <T extends object>(value: T): T => Object.freeze(value);

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    productsRequested(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        state.entities[id] ??= frozen(placeholderProduct(id));
        state.status[id] = 'pending';
      }
    },
    /** Each answer is merged into its cached entry. */
    productReceived(
      state,
      action: PayloadAction<{ requested: string[]; products: Record<string, Omit<Product, 'loaded'>> }>,
    ) {
      const { requested, products } = action.payload;
      // The cached entries are read from the state before this action, not through the draft: spreading a
      // draft reads every field through immer's proxy.
      const cached = original(state.entities) ?? state.entities;
      for (const id of requested) {
        const info = products[id];
        if (info) {
          state.entities[id] = frozen({
            ...(cached[id] ?? placeholderProduct(id)),
            ...info,
            product_id: id,
            loaded: true,
          });
          state.status[id] = 'succeeded';
        } else {
          // An unknown id: the server answered nothing for it. The placeholder stays unloaded.
          state.status[id] = 'failed';
        }
      }
    },
    productsFailed(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) state.status[id] = 'failed';
    },
  },
});

export const { productsRequested, productReceived, productsFailed } = productsSlice.actions;
