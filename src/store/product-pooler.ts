import type { Dispatch } from '@reduxjs/toolkit';
import { fetchProductInfo, fetchProductInfos } from '../api/products';
import { reportFailure } from './error-message';
import { productReceived, productsFailed, productsRequested } from './products-slice';
import type { ProductsState } from './products-slice';

/** The product-info answer lacked some of the requested ids (their islands show their error state). */
export class MissingProductsError extends Error {
  constructor(missing: readonly string[], requested: number) {
    const shown = missing.slice(0, 10).join(',');
    super(
      `[product-info] no data for ${missing.length} of ${requested} ids: ${shown}${missing.length > 10 ? ',…' : ''}`,
    );
    this.name = 'MissingProductsError';
  }
}

/** Design "Split a batch only when it would exceed 100 ids". */
export const MAX_IDS_PER_REQUEST = 100;

export interface ProductPooler {
  /**
   * Asks for products. Cacheable ids are pooled and sent in one GET on the next tick; others go one by one
   * by POST. Ids already loaded or in flight are dropped. Resolves when this caller's ids have settled.
   */
  request(ids: readonly string[], options?: { cacheable?: boolean }): Promise<void>;
}

export function createProductPooler(
  site: string,
  dispatch: Dispatch,
  getProducts: () => ProductsState,
): ProductPooler {
  let pending: string[] = [];
  let flushScheduled: Promise<void> | null = null;
  const inFlight = new Map<string, Promise<void>>();

  const settle = async (ids: string[], load: () => ReturnType<typeof fetchProductInfos>) => {
    try {
      const products = await load();
      dispatch(productReceived({ requested: ids, products }));
      // Ids the server answered nothing for: one report per request, not one per island showing them.
      const missing = ids.filter((id) => !(id in products));
      if (missing.length > 0) reportFailure(new MissingProductsError(missing, ids.length));
    } catch (error) {
      dispatch(productsFailed(ids));
      reportFailure(error);
    } finally {
      for (const id of ids) inFlight.delete(id);
    }
  };

  const flush = async () => {
    const ids = pending;
    pending = [];
    flushScheduled = null;
    const batches: Promise<void>[] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) {
      const batch = ids.slice(i, i + MAX_IDS_PER_REQUEST);
      batches.push(settle(batch, () => fetchProductInfos(site, batch)));
    }
    await Promise.all(batches);
  };

  const needed = (id: string) => {
    if (!id || inFlight.has(id)) return false;
    const status = getProducts().status[id];
    return status !== 'succeeded' && status !== 'pending';
  };

  return {
    request(ids, { cacheable = true } = {}) {
      const unique = [...new Set(ids)];
      const fresh = unique.filter(needed);
      if (fresh.length > 0) dispatch(productsRequested(fresh));
      if (cacheable) {
        if (fresh.length > 0) {
          pending.push(...fresh);
          // The next tick, not a microtask: islands mounted by one scan (or one MutationObserver batch)
          // all join the same request.
          flushScheduled ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(flush);
          const flushing = flushScheduled;
          for (const id of fresh) inFlight.set(id, flushing);
        }
      } else {
        for (const id of fresh)
          inFlight.set(
            id,
            settle([id], () => fetchProductInfo(site, id)),
          );
      }
      const settling = unique
        .map((id) => inFlight.get(id))
        .filter((p): p is Promise<void> => p !== undefined);
      return Promise.all(settling).then(() => undefined);
    },
  };
}
