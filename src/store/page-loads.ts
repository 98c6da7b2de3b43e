// Issue 12, "data needs declared, not discovered": each widget definition names the page loads its islands
// need, and the runtime starts them all in the task that scans the page, next to the pooled product request
// and before any widget code has loaded. Each loader is once-only (or, for folders, idle-only), so islands
// asking again, and widgets that still ask from their effects, send nothing more.
import type { AppStore } from './create-store';
import { loadCoupons } from './coupons-slice';
import { loadFolders } from './folders-slice';
import { loadBoughts, loadFavorites, loadFollows, loadUninterests } from './lists-slice';
import { loadSamples } from './samples-thunks';
import { loadStatus } from './user-slice';

export type PageLoad = 'status' | 'boughts' | 'favorites' | 'uninterests' | 'follows' | 'coupons' | 'folders';

const LOADERS = {
  status: loadStatus,
  boughts: loadBoughts,
  favorites: loadFavorites,
  uninterests: loadUninterests,
  follows: loadFollows,
  coupons: loadCoupons,
  // Waits for the status inside (spec 6: folders need its customer_id): the page's one extra round trip.
  folders: loadFolders,
} as const satisfies Record<PageLoad, unknown>;

/** What the islands of one scan need loaded. */
export interface PageNeeds {
  loads: Set<PageLoad>;
  /** Works whose sample and demo data the page shows (one pooled JSONP call). */
  sampleIds: string[];
}

export const emptyNeeds = (): PageNeeds => ({ loads: new Set(), sampleIds: [] });

/** Starts every load of `needs` at once. */
export function startPageLoads(store: AppStore, { loads, sampleIds }: PageNeeds): void {
  for (const load of loads) void store.dispatch(LOADERS[load]());
  if (sampleIds.length > 0) void store.dispatch(loadSamples(sampleIds));
}
