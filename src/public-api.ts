// What a host page's own script sees of the bundle, as types: `window.storefront`, the events on `document`
// and the page configuration it writes. `npm run docs:widgets` prints these declarations, and every type
// they reach, into docs/page/storefront.d.ts (scripts/declarations.ts; a test keeps it in step), which the
// build ships in dist/, so a host's TypeScript checks its script against the types the runtime itself is
// written with; the configuration's JSON Schema comes from PageConfigInput the same way. Types only.
import type { StaleDetail } from './analytics/missing-code';
import type { SiteLang } from './domain/models';
import type { LabelKey } from './i18n/en';
import type { AttributeDeclaration } from './widget-api/attribute-parser';
import type { widgetDefinitions } from './widgets/registry';
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
import type { ERROR_EVENT, ErrorDetail, ErrorKind } from './analytics/report-error';
import type {
  ClsAttribution,
  InpAttribution,
  LcpAttribution,
  VITALS_EVENT,
  VitalsDetail,
} from './vitals/vitals-report';

export type {
  LabelKey,
  CartAddedDetail,
  FavoriteAddedDetail,
  FollowChangedDetail,
  FoldersChangedDetail,
  StaleDetail,
  ErrorDetail,
  ErrorKind,
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
  /** The bundle reported an error of its own (as to `ga`): route it to the page's error tracker. */
  'storefront:error': CustomEvent<ErrorDetail>;
  /** A Web Vitals report of the shopper's (with `"vitals": true`), naming the island it concerns. */
  'storefront:vitals': CustomEvent<VitalsDetail>;
}

/** Every `data-widget` name the bundle knows (docs/page/README.md). */
export type WidgetName = keyof typeof widgetDefinitions;

type AttributeValue<D> = D extends { kind: 'boolean' }
  ? 'true' | 'false'
  : D extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : string;
type DeclaredAttributes<W extends WidgetName> = (typeof widgetDefinitions)[W] extends {
  attributes: infer A extends Readonly<Record<string, AttributeDeclaration>>;
}
  ? A
  : Record<never, never>;
/**
 * The attributes of each widget's island as a page writes them, by widget (docs/page/<widget>.md): for
 * markup a host's script builds, `const card: Storefront.IslandAttributes['product-item'] = {…}`.
 */
export type IslandAttributes = {
  [W in WidgetName]: { 'data-widget': W } & {
    -readonly [
      K in keyof DeclaredAttributes<W> & string as DeclaredAttributes<W>[K] extends { required: true }
        ? `data-${K}`
        : never
    ]: AttributeValue<DeclaredAttributes<W>[K]>;
  } & {
    -readonly [
      K in keyof DeclaredAttributes<W> & string as DeclaredAttributes<W>[K] extends { required: true }
        ? never
        : `data-${K}`
    ]?: AttributeValue<DeclaredAttributes<W>[K]>;
  };
};

/** One locale's label overrides: a text for any label key (docs/page/labels.md). */
export type LabelOverrides = { [K in LabelKey]?: string };

/**
 * The page configuration as a host writes it in `<script type="application/json" id="storefront-config">`
 * (docs/page/configuration.md): what the runtime accepts.
 */
export interface PageConfigInput {
  /** The address of this schema, for an editor; the runtime ignores it. */
  $schema?: string;
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
     * @httpUrl
     */
    store?: string | null;
    /**
     * The browser-play host: a work streams at `{player}?workno={id}`.
     * @httpUrl
     */
    player: string;
    /**
     * The community site's origin.
     * @httpUrl
     */
    community: string;
    /**
     * The preview embed service's origin.
     * @httpUrl
     */
    previewEmbed: string;
    /**
     * The sample-embed JSONP endpoint.
     * @httpUrl
     */
    sampleEmbed: string;
  };
  /**
   * Label overrides by locale and label key (docs/page/labels.md). The runtime warns of a locale other
   * than `ja` and `en` and of a text that is not a string, and ignores them.
   */
  i18n?: { ja?: LabelOverrides | null; en?: LabelOverrides | null } | null;
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
  /**
   * The embed services that answer JSON over CORS (docs/page/security.md "JSONP services"): the bundle
   * fetches them without credentials, so their answers are data, never code. Absent ones load by JSONP.
   * Default none.
   */
  cors?: ('sampleEmbed' | 'community' | 'previewEmbed')[];
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
    | typeof ERROR_EVENT
    | typeof VITALS_EVENT
  >
>;
export type EventDetailsHold = Holds<
  Same<
    { [K in keyof HostEventMap]: StorefrontEventMap[K] extends CustomEvent<infer D> ? D : never },
    HostEventMap
  >
>;
