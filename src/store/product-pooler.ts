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

/** At most this many ids a request (docs/behaviour.md "Product info and samples"). */
export const MAX_IDS_PER_REQUEST = 100;

/**
 * The longest the batches after the first wait for the first's answer: two round trips of a phone (150 ms
 * each in Lighthouse's mobile profile), so the first answer still has the bandwidth to itself for most of its
 * way, and a first request that stalls delays the others by this much only. A timer, not animation frames,
 * which a tab in the background never draws. (A frame or two let the others crowd the first answer: a long
 * list on a phone showed its first screen later; see docs/performance.md, History.)
 */
export const REST_OF_BATCHES_AFTER_MS = 300;

/**
 * Where the first batch took longer than REST_OF_BATCHES_AFTER_MS (a phone's connection), the batches after
 * it go this many at a time, each lane sending its next once the last has answered: the answers arrive in
 * the order of the page instead of all at the end, and the batch of an island scrolled into view is not
 * stuck behind the others (hurry() sends it at once). Where it answered in time, they all go at once.
 */
export const LATER_BATCHES_AT_ONCE = 2;
/** A later batch that has not answered after this long no longer holds its lane up. */
export const LATER_BATCH_STALLED_MS = 2000;

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
  /**
   * Sends now those of `ids` that wait unsent (pooled, or in a batch held back), in a request of their own
   * with those hurried in the same task: the render queue calls it for islands that come near the viewport.
   */
  hurry(ids: readonly string[]): void;
}

export function createProductPooler(
  site: string,
  dispatch: Dispatch,
  getProducts: () => ProductsState,
): ProductPooler {
  let pending: string[] = [];
  /** The pooled ids' next send, by the timer or by flush(). */
  let scheduled: { send: () => void; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Per id in flight: settles once the answer of the id's own batch is in (or failed). */
  const inFlight = new Map<string, Promise<void>>();
  /** Per pooled id not sent yet: settles its promise in inFlight. */
  const settlers = new Map<string, () => void>();
  /** The batches after a first, until they are sent: hurry() takes ids out of them. */
  const held = new Set<string[]>();

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
      for (const id of ids) {
        inFlight.delete(id);
        settlers.get(id)?.();
        settlers.delete(id);
      }
    }
  };

  /**
   * Sends the pooled ids in batches of at most 100, in the order they were asked for (document order: the
   * top of the page first). The first batch goes alone and the others once it has answered, or after
   * REST_OF_BATCHES_AFTER_MS, whichever comes first: on a phone's connection ten answers sharing its
   * bandwidth would each arrive as late as the last, and the islands on the first screen wait for the first;
   * but a first request that never answers (store calls have no timeout) must not keep the others unsent. The
   * others then go LATER_BATCHES_AT_ONCE at a time when the deadline came first, for the same reason.
   */
  const sendPending = () => {
    const ids = pending;
    pending = [];
    const batches: string[][] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST)
      batches.push(ids.slice(i, i + MAX_IDS_PER_REQUEST));
    const [first, ...rest] = batches;
    if (!first) return;
    const answered = settle(first, () => fetchProductInfos(site, first));
    if (rest.length === 0) return;
    for (const batch of rest) held.add(batch);
    let sent = false;
    /** One lane: the next held batch, then the one after once it has answered (or stalled). */
    const lane = () => {
      const batch = rest.shift();
      if (!batch) return;
      held.delete(batch);
      if (batch.length === 0) return lane();
      let next = () => {
        next = () => {};
        clearTimeout(stalled);
        lane();
      };
      const stalled = setTimeout(() => next(), LATER_BATCH_STALLED_MS);
      void settle(batch, () => fetchProductInfos(site, batch)).then(() => next());
    };
    /** `lanes`: the first answered in time (a fast connection) sends them all at once. */
    const sendRest = (lanes: number) => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      for (let i = 0; i < lanes; i++) lane();
    };
    const timer = setTimeout(() => sendRest(LATER_BATCHES_AT_ONCE), REST_OF_BATCHES_AFTER_MS);
    void answered.then(() => sendRest(rest.length));
  };

  /** Ids hurry() was asked for in this task. */
  const hurried = new Set<string>();
  const sendHurried = () => {
    const wanted = new Set(hurried);
    hurried.clear();
    if (pending.some((id) => wanted.has(id))) scheduled?.send();
    const now: string[] = [];
    for (const batch of held)
      for (let i = batch.length - 1; i >= 0; i--)
        if (wanted.has(batch[i] ?? '')) now.unshift(...batch.splice(i, 1));
    if (now.length > 0) void settle(now, () => fetchProductInfos(site, now));
  };

  const schedule = () => {
    if (scheduled) return;
    const send = () => {
      if (!scheduled) return;
      clearTimeout(scheduled.timer);
      scheduled = null;
      sendPending();
    };
    // The next tick, not a microtask: islands mounted by one scan (or one MutationObserver batch) all
    // join the same request.
    scheduled = { send, timer: setTimeout(send, 0) };
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
          schedule();
          for (const id of fresh) inFlight.set(id, new Promise<void>((resolve) => settlers.set(id, resolve)));
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
    hurry(ids) {
      // The islands one scroll brings near are hurried one by one in a task: one request for them all.
      if (hurried.size === 0) queueMicrotask(sendHurried);
      for (const id of ids) hurried.add(id);
    },
  };
}
