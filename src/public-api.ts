// What a host page's own script sees of the bundle, as types: `window.storefront`, the events on `document`
// and the page configuration it writes. `npm run docs:widgets` prints these declarations, and every type
// they reach, into docs/page/storefront.d.ts (scripts/declarations.ts; a test keeps it in step), which the
// build ships in dist/, so a host's TypeScript checks its script against the types the runtime itself is
// written with; the configuration's JSON Schema comes from PageConfigInput the same way. Types only.
import type { StaleDetail } from './analytics/missing-code';
import type { SiteLang } from './domain/models';
import type {
  CART_ADDED,
  CartAddedDetail,
  FAVORITE_ADDED,
  FavoriteAddedDetail,
  FOLDERS_CHANGED,
  FoldersChangedDetail,
  FOLLOW_CHANGED,
  FollowChangedDetail,
  HostEventMap,
} from './events/host-events';
import type { READY_EVENT, StorefrontPageApi } from './islands/deferred-api';
import type { STALE_EVENT } from './analytics/missing-code';
import type {
  ClsAttribution,
  InpAttribution,
  LcpAttribution,
  VITALS_EVENT,
  VitalsDetail,
} from './vitals/vitals-report';

export type {
  CartAddedDetail,
  FavoriteAddedDetail,
  FollowChangedDetail,
  FoldersChangedDetail,
  StaleDetail,
  StorefrontPageApi,
  VitalsDetail,
  InpAttribution,
  ClsAttribution,
  LcpAttribution,
};

/**
 * The events the bundle dispatches on `document` (they do not bubble: listen on `document`), by name: a
 * confirmed change with its `detail`, every island settled, and a file of the bundle gone.
 */
export interface StorefrontEventMap {
  'storefront:cart-added': CustomEvent<CartAddedDetail>;
  'storefront:favorite-added': CustomEvent<FavoriteAddedDetail>;
  'storefront:follow-changed': CustomEvent<FollowChangedDetail>;
  'storefront:folders-changed': CustomEvent<FoldersChangedDetail>;
  /** Every island the page holds has a state (`window.storefront.ready` resolves at the same moment). */
  'storefront:ready': Event;
  /** A file of this release could not be loaded: a newer release replaced it (offer a reload). */
  'storefront:stale': CustomEvent<StaleDetail>;
  /** A Web Vitals report of the shopper's (with `"vitals": true`), naming the island it concerns. */
  'storefront:vitals': CustomEvent<VitalsDetail>;
}

/**
 * The page configuration as a host writes it in `<script type="application/json" id="storefront-config">`
 * (docs/page/configuration.md): what the runtime accepts.
 */
export interface PageConfigInput {
  /**
   * The site of the page: letters, digits, `_` or `-`.
   * @pattern ^[A-Za-z0-9_-]+$
   */
  site: string;
  /** The page's language: `jp` or `en`. */
  lang: SiteLang;
  /** The my-page layout (favorite-item reads it); empty or absent: none. */
  layout?: string | null;
  /** The hosts the widgets link to and load from; other keys are ignored. */
  hosts: {
    /**
     * The store's origin for registration and login links; absent: the page's origin.
     * @pattern ^\s*[hH][tT][tT][pP][sS]?://[^\s/?#]
     */
    store?: string | null;
    /**
     * The browser-play host: a work streams at `{player}?workno={id}`.
     * @pattern ^\s*[hH][tT][tT][pP][sS]?://[^\s/?#]
     */
    player: string;
    /**
     * The community site's origin.
     * @pattern ^\s*[hH][tT][tT][pP][sS]?://[^\s/?#]
     */
    community: string;
    /**
     * The preview embed service's origin.
     * @pattern ^\s*[hH][tT][tT][pP][sS]?://[^\s/?#]
     */
    previewEmbed: string;
    /**
     * The sample-embed JSONP endpoint.
     * @pattern ^\s*[hH][tT][tT][pP][sS]?://[^\s/?#]
     */
    sampleEmbed: string;
  };
  /**
   * Label overrides by locale and key (docs/page/labels.md); texts other than strings, and locales other
   * than `ja` and `en`, are ignored.
   */
  i18n?: { ja?: Record<string, unknown> | null; en?: Record<string, unknown> | null } | null;
  /** Keep the shopper's open tabs of this site in step. Default true. */
  tabSync?: boolean;
  /**
   * A tab shown again after this long hidden reloads the member's lists, in ms. Default 300000.
   * @minimum 0
   */
  refreshAfterHiddenMs?: number;
  /**
   * Measure the shoppers' Web Vitals (INP, LCP, CLS) and report each on `document` as `storefront:vitals`,
   * by widget, and to `ga` where the page has it. Default false.
   */
  vitals?: boolean;
}

// The event map above names each event as the code dispatches it, with the same detail.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EventNamesHold = Holds<
  Same<
    keyof StorefrontEventMap,
    | typeof CART_ADDED
    | typeof FAVORITE_ADDED
    | typeof FOLLOW_CHANGED
    | typeof FOLDERS_CHANGED
    | typeof READY_EVENT
    | typeof STALE_EVENT
    | typeof VITALS_EVENT
  >
>;
export type EventDetailsHold = Holds<
  Same<
    { [K in keyof HostEventMap]: StorefrontEventMap[K] extends CustomEvent<infer D> ? D : never },
    HostEventMap
  >
>;
