import { reportFailure } from './error-message';
import { fetchSampleData } from '../api/embeds';
import type { AppDispatch, RootState } from './create-store';
import type { StoreContext } from './context';
import { samplesReceived } from './samples-slice';

// Sample and demo data (docs/behaviour.md "Product info and samples"): the ids asked for in the same tick, by
// any island, are pooled into one JSONP call to hosts.sampleEmbed with workno_list (one per 100 ids). Ids
// already loaded, or already on their way, are not asked for again. A failed call changes nothing (its ids
// may be asked for again later).

/**
 * The most ids in one call, as for product info: the ids travel in the script's URL, and 1000 of them
 * (11 kB) pass the 8 kB a common server allows a request line (the preview's refused 3000: 431).
 */
export const SAMPLE_IDS_PER_CALL = 100;

interface SamplePool {
  /** Ids waiting for the next tick. */
  queued: Set<string>;
  /** Ids in a call that has not settled yet. */
  inFlight: Set<string>;
  /** Ids answered (with or without data). */
  done: Set<string>;
  timer: ReturnType<typeof setTimeout> | null;
  /** Settles once the queued ids' call has settled. */
  batch: Promise<void> | null;
}

/** One pool per store: the store's context object is unique to it. */
const pools = new WeakMap<StoreContext, SamplePool>();

function poolFor(context: StoreContext): SamplePool {
  let pool = pools.get(context);
  if (!pool) {
    pool = { queued: new Set(), inFlight: new Set(), done: new Set(), timer: null, batch: null };
    pools.set(context, pool);
  }
  return pool;
}

async function send(
  url: string,
  cors: boolean,
  ids: string[],
  pool: SamplePool,
  dispatch: AppDispatch,
): Promise<void> {
  for (const id of ids) pool.inFlight.add(id);
  try {
    const data = await fetchSampleData(url, ids, cors);
    for (const id of ids) pool.done.add(id);
    const entries = Object.entries(data).map(([id, entry]) => ({
      id,
      demo: entry.demo,
      thumbs: entry.samples,
    }));
    if (entries.length > 0) dispatch(samplesReceived(entries));
  } catch (error) {
    // A failed sample fetch leaves the state as it was (docs/behaviour.md "Errors").
    reportFailure(error);
  } finally {
    for (const id of ids) pool.inFlight.delete(id);
  }
}

/**
 * Requests sample data for `ids`; every call made in the same tick joins one request. Resolves once the
 * request carrying these ids has settled (never rejects); at once when there is nothing to ask for.
 */
export const loadSamples =
  (ids: readonly string[]) =>
  (dispatch: AppDispatch, getState: () => RootState, context: StoreContext): Promise<void> => {
    const url = context.sampleEmbed;
    if (!url) return Promise.resolve();
    const cors = context.cors?.includes('sampleEmbed') ?? false;
    const pool = poolFor(context);
    const loaded = new Set(getState().samples.ids);
    const fresh = ids.filter(
      (id) => id !== '' && !loaded.has(id) && !pool.done.has(id) && !pool.inFlight.has(id),
    );
    for (const id of fresh) pool.queued.add(id);
    if (pool.queued.size === 0) return Promise.resolve();
    if (!pool.batch) {
      pool.batch = new Promise<void>((resolve) => {
        pool.timer = setTimeout(() => {
          const batchIds = [...pool.queued];
          pool.queued.clear();
          pool.timer = null;
          pool.batch = null;
          const calls: Promise<void>[] = [];
          for (let i = 0; i < batchIds.length; i += SAMPLE_IDS_PER_CALL)
            calls.push(send(url, cors, batchIds.slice(i, i + SAMPLE_IDS_PER_CALL), pool, dispatch));
          void Promise.all(calls).then(() => resolve());
        }, 0);
      });
    }
    return pool.batch;
  };
