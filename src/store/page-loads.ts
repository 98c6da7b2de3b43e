// "Data needs declared, not discovered": each widget definition names the page loads its islands
// need, and the runtime starts them all in the task that scans the page, next to the pooled product request
// and before any widget code has loaded. Each loader is once-only (or, for folders, idle-only), so islands
// asking again send nothing more.
import type { AppStore } from './create-store';
import { loadCommunity } from './community-slice';
import { loadCoupons } from './coupons-slice';
import { loadFolders } from './folders-slice';
import { loadBoughts, loadFavorites, loadFollows, loadUninterests } from './lists-slice';
import { loadPreviewEmbed } from './previews-slice';
import { loadSamples } from './samples-thunks';
import { loadStatus } from './user-slice';

export type PageLoad = 'status' | 'boughts' | 'favorites' | 'uninterests' | 'follows' | 'coupons' | 'folders';

/**
 * In the order they are sent: first what a price box waits for before it shows (its layout's status, lists
 * and coupons), then the rest. On an HTTP/1.1 host the browser sends six at a time, in the order asked.
 */
const LOADERS = {
  status: loadStatus,
  boughts: loadBoughts,
  favorites: loadFavorites,
  coupons: loadCoupons,
  follows: loadFollows,
  uninterests: loadUninterests,
  // Waits inside for the status (docs/behaviour.md "Members and guests"), at most FOLDERS_STATUS_WAIT_MS: the
  // page's one extra round trip.
  folders: loadFolders,
} as const satisfies Record<PageLoad, unknown>;

const LOAD_ORDER = Object.keys(LOADERS) as PageLoad[];

/** What the islands of one scan need loaded. */
export interface PageNeeds {
  /** Product ids to request: cacheable ones pooled into one GET per 100, the others one POST each. */
  products: { cacheable: string[]; single: string[] };
  loads: Set<PageLoad>;
  /** Works whose sample and demo data the page shows (one pooled JSONP call). */
  sampleIds: string[];
  /** Works whose community counts an island shows at once (one cacheable JSONP call each). */
  communityIds: Set<string>;
  /** Works whose preview player an island shows (one JSONP call each). */
  previewIds: Set<string>;
}

export const emptyNeeds = (): PageNeeds => ({
  products: { cacheable: [], single: [] },
  loads: new Set(),
  sampleIds: [],
  communityIds: new Set(),
  previewIds: new Set(),
});

/** What a widget definition declares for one island, added to `needs`. */
export interface DeclaresNeeds<P> {
  /** The products the widget shows, requested for the whole page before anything renders. */
  products?: (props: P) => { ids: string[]; cacheable: boolean };
  /** The page loads its islands need (member status and lists, coupons, folders). */
  loads?: readonly PageLoad[];
  /** The works whose samples it shows (one JSONP call with every other island's). */
  samples?: (props: P) => string[];
  /** The works whose community counts it shows at once (cards defer theirs to the viewport instead). */
  community?: (props: P) => string[];
  /** The works whose preview player it shows. */
  previews?: (props: P) => string[];
}

/** Adds one island's needs to `needs`; returns the island's own products (it renders once they are in). */
export function addIslandNeeds<P>(
  needs: PageNeeds,
  definition: DeclaresNeeds<P>,
  props: P,
): { ids: string[]; cacheable: boolean } | undefined {
  const wanted = definition.products?.(props);
  if (wanted) (wanted.cacheable ? needs.products.cacheable : needs.products.single).push(...wanted.ids);
  for (const load of definition.loads ?? []) needs.loads.add(load);
  needs.sampleIds.push(...(definition.samples?.(props) ?? []));
  for (const id of definition.community?.(props) ?? []) needs.communityIds.add(id);
  for (const id of definition.previews?.(props) ?? []) needs.previewIds.add(id);
  return wanted;
}

/**
 * Requests the products of `needs`; `sendNow` sends the pooled GET at once instead of on the next tick, so
 * that on the page's first scan it is the first request (every card waits for it). Seeding the store once
 * for every island found, before any renders, also keeps mounting linear (an effect per card would be
 * quadratic).
 */
export function requestPageProducts(store: AppStore, { products }: PageNeeds, sendNow = false): void {
  if (products.cacheable.length > 0) void store.pooler.request(products.cacheable, { cacheable: true });
  if (products.single.length > 0) void store.pooler.request(products.single, { cacheable: false });
  if (sendNow) store.pooler.flush();
}

/** Starts every other load of `needs` at once. */
export function startPageLoads(
  store: AppStore,
  { loads, sampleIds, communityIds, previewIds }: PageNeeds,
): void {
  // What an island waits for before it is ready comes first: preview players and community counts.
  for (const id of previewIds) void store.dispatch(loadPreviewEmbed(id));
  const origin = store.context.community;
  if (origin) for (const productId of communityIds) void store.dispatch(loadCommunity({ origin, productId }));
  for (const load of LOAD_ORDER) if (loads.has(load)) void store.dispatch(LOADERS[load]());
  if (sampleIds.length > 0) void store.dispatch(loadSamples(sampleIds));
}
