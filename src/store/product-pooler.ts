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
  /**
   * Sends the pooled ids now instead of on the next tick: the runtime calls it at the end of a page scan,
   * which has collected every island's ids, so product info is the first request of the scan's task.
   */
  flush(): void;
}

export function createProductPooler(
  site: string,
  dispatch: Dispatch,
  getProducts: () => ProductsState,
): ProductPooler {
  let pending: string[] = [];
  /** The pooled ids' next send: settles once their answer is in, whether the timer or flush() sent them. */
  let scheduled: { sent: Promise<void>; send: () => void; timer: ReturnType<typeof setTimeout> } | null =
    null;
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

  const sendPending = (): Promise<void> => {
    const ids = pending;
    pending = [];
    const batches: Promise<void>[] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) {
      const batch = ids.slice(i, i + MAX_IDS_PER_REQUEST);
      batches.push(settle(batch, () => fetchProductInfos(site, batch)));
    }
    return Promise.all(batches).then(() => undefined);
  };

  const schedule = () => {
    if (scheduled) return scheduled.sent;
    let settleSent = () => {};
    const sent = new Promise<void>((resolve) => (settleSent = resolve));
    const send = () => {
      if (scheduled?.sent !== sent) return;
      clearTimeout(scheduled.timer);
      scheduled = null;
      // Settles whatever happened in the batch: islands wait for this promise before they render.
      void sendPending().then(settleSent, settleSent);
    };
    // The next tick, not a microtask: islands mounted by one scan (or one MutationObserver batch) all
    // join the same request.
    scheduled = { sent, send, timer: setTimeout(send, 0) };
    return sent;
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
          const sent = schedule();
          for (const id of fresh) inFlight.set(id, sent);
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
    flush() {
      scheduled?.send();
    },
  };
}
