// storefront-islands: the types of a host page's script (docs/page/events.md, configuration.md).
// Reference this file from the script: /// <reference path="path/to/storefront.d.ts" />
// Printed by `npm run docs:widgets` from the types the bundle is written with (src/public-api.ts).

declare namespace Storefront {
  export interface StorefrontPageApi extends StorefrontApi {
    /**
     * Resolves (never rejects) once every island held at DOM ready, or inserted before the runtime arrived, has
     * a state or has left; also when the runtime cannot run. `storefront:ready` is dispatched with it.
     */
    ready: Promise<void>;
  }

  /** `window.storefront`'s calls (docs/page/events.md); the page loader adds `ready`. */
  export interface StorefrontApi {
    /** Mounts the islands under `root` not mounted yet; resolves once each of them has a state. */
    mount(root?: ParentNode): Promise<void>;
    /** Unmounts the islands under `root` (default: the document); their server content stays. */
    unmount(root?: ParentNode): void;
    /** The bundle's version: dist/release.json's `version`. */
    version: string;
  }

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

  /** A work, or one of its rentals, put in the cart. */
  export interface CartAddedDetail extends ChangeDetail {
    productId: string;
    /** The rental put in the cart; null for a regular purchase. */
    rentalId: string | null;
  }

  export interface ChangeDetail {
    /** The site of the page (the configuration's `site`). */
    site: string;
    /** True when the change was made in another tab of the shopper's and reached this one by tab sync. */
    remote: boolean;
  }

  /** A work added to the favourites (from a card, a price box or a favourite button). */
  export interface FavoriteAddedDetail extends ChangeDetail {
    productId: string;
  }

  /** A maker followed (from a follow popup, with or without notification mail, or in another tab). */
  export interface FollowChangedDetail extends ChangeDetail {
    /** The maker's follow key (the `maker-id` attribute). */
    makerId: string;
    /** Whether notification mail was asked for; absent for a change made in another tab. */
    mail?: boolean;
  }

  /** A folder or an item of a my-page list created, renamed, moved, reordered or deleted. */
  export interface FoldersChangedDetail extends ChangeDetail {
    favoriteType: FavoriteType;
    change: FoldersChange;
    /** The folder created, renamed, shown or deleted, or the one an item moved to (null: unclassified). */
    folderId?: string | null;
    /** The folders' ids in their saved order. */
    folderIds?: string[];
    /** The item moved, deleted or restored. */
    itemId?: string;
  }

  export type FavoriteType = 'wishlist' | 'followlist' | 'searchword';

  export type FoldersChange =
    | FolderChange
    | 'item-moved'
    | 'item-deleted'
    | 'item-restored'
    /** Another tab changed this type's folders without saying how (its message named no change). */
    | 'changed';

  /**
   * The folder changes of docs/behaviour.md "Favourite folders", named as the host is told of them
   * (`storefront:folders-changed`).
   */
  export type FolderChange =
    'folder-created' | 'folder-renamed' | 'folder-shown-on-top' | 'folders-reordered' | 'folder-deleted';

  /** `detail` of `storefront:stale`: the bundle version this page runs and the file that could not load. */
  export interface StaleDetail {
    version: string;
    file: string;
  }

  /** `detail` of `storefront:error`. */
  export interface ErrorDetail {
    kind: ErrorKind;
    /** The widget's name (`product-item`), or null for an error of no island. */
    widget: string | null;
    /** The island's element, or null. */
    island: Element | null;
    /** The error's message, without a URL's query or fragment. */
    message: string;
  }

  /**
   * What went wrong, for a host routing reports: `uncaught` (the bundle's code threw or rejected and nothing
   * caught it), `island` (an island failed and shows its server content), `empty` (a widget rendered nothing),
   * `config` (the page configuration is invalid), `call` (a call to the store failed unexpectedly), `code` (a
   * file of the bundle could not be loaded), `internal` (the bundle noticed a fault of its own and went on).
   */
  export type ErrorKind = 'uncaught' | 'island' | 'empty' | 'config' | 'call' | 'code' | 'internal';

  /** The `detail` of `storefront:vitals`. */
  export interface VitalsDetail {
    name: VitalsName;
    /** ms for INP and LCP; a unitless score for CLS. */
    value: number;
    rating: 'good' | 'needs-improvement' | 'poor';
    /** The report's id: one per metric and page view (a page restored from the back/forward cache gets another). */
    id: string;
    navigationType: string;
    /**
     * The `data-widget` name of the island that held the interaction's target (INP), the largest shift's
     * element (CLS) or the LCP element; null when it was not in an island.
     */
    widget: string | null;
    attribution: InpAttribution | ClsAttribution | LcpAttribution;
  }

  export type VitalsName = 'INP' | 'LCP' | 'CLS';

  /** INP's breakdown: where the interaction's time went, and the script that ran longest in it. */
  export interface InpAttribution {
    /** A selector of the element interacted with; an island's part reads `[data-widget="…"]`. */
    target: string | null;
    /** `pointer` or `keyboard`; null when the browser dispatched no entry for it. */
    interactionType: 'pointer' | 'keyboard' | null;
    inputDelay: number;
    processingDuration: number;
    presentationDelay: number;
    /** The longest script of the interaction's frames (Long Animation Frames); null where the engine has none. */
    longestScript: {
      /** The script's file, or its invoker (`BUTTON.onclick`, …) when it has no file. */
      source: string;
      subpart: 'input-delay' | 'processing-duration' | 'presentation-delay';
      duration: number;
    } | null;
  }

  /** CLS's largest shift: its element and size. */
  export interface ClsAttribution {
    target: string | null;
    largestShiftValue: number | null;
    largestShiftTime: number | null;
  }

  /** LCP's element and the parts of its time. */
  export interface LcpAttribution {
    target: string | null;
    /** `image` (an image or a background image, `url` its file) or `text`. */
    elementKind: 'image' | 'text';
    url: string | null;
    timeToFirstByte: number;
    resourceLoadDelay: number;
    resourceLoadDuration: number;
    elementRenderDelay: number;
  }

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

  export type SiteLang = 'jp' | 'en';

  /** One locale's label overrides: a text for any label key (docs/page/labels.md). */
  export type LabelOverrides = { [K in LabelKey]?: string };

  /** Every label key the bundle knows. */
  export type LabelKey =
    | 'failed'
    | 'price'
    | 'error_generic'
    | 'into_cart'
    | 'into_cart_result'
    | 'cart'
    | 'into_favorite'
    | 'favorite'
    | 'added'
    | 'download'
    | 'download_play'
    | 'on_rental'
    | 'sales_ended'
    | 'label_buy'
    | 'label_rental'
    | 'detail'
    | 'cart_item_buy'
    | 'cart_item_rental'
    | 'sample'
    | 'demo'
    | 'with_coupon'
    | 'with_coupon_description'
    | 'wishlist'
    | 'followlist'
    | 'searchword'
    | 'unclassified'
    | 'new_folder'
    | 'create_folder'
    | 'folder_name'
    | 'save'
    | 'delete'
    | 'deleted'
    | 'folder_name_empty'
    | 'folder_name_long'
    | 'folder_name_illegal'
    | 'community_matome'
    | 'community_talk'
    | 'close'
    | 'rental_options'
    | 'rating'
    | 'rating_value'
    | 'time_left'
    | 'rental_period'
    | 'folder_count'
    | 'register'
    | 'login'
    | 'cart_bar'
    | 'cart_bar_hide'
    | 'cart_bar_show'
    | 'gift'
    | 'devices'
    | 'follow'
    | 'following'
    | 'follow_mail'
    | 'follow_need_account'
    | 'follow_fallback'
    | 'preview_player'
    | 'messages'
    | 'info'
    | 'points'
    | 'discount'
    | 'zoom_always_full'
    | 'zoom_help'
    | 'zoom_count'
    | 'previous_image'
    | 'next_image'
    | 'image_n_of_m'
    | 'thumbnails'
    | 'gallery'
    | 'zoom_open'
    | 'item_menu'
    | 'undo'
    | 'moved_to'
    | 'unclassified_notice'
    | 'reorder'
    | 'rename'
    | 'cancel'
    | 'show_on_top'
    | 'settings_completed'
    | 'save_sort_order'
    | 'sort_saved'
    | 'delete_items_too'
    | 'dnd_instructions'
    | 'dnd_picked'
    | 'dnd_moved'
    | 'dnd_dropped'
    | 'dnd_cancelled';

  /** Every `data-widget` name the bundle knows (docs/page/README.md). */
  export type WidgetName =
    | 'member-messages'
    | 'price-box'
    | 'community-links'
    | 'favorite-button'
    | 'product-item'
    | 'favorite-folders'
    | 'favorite-folder-menu'
    | 'favorite-item'
    | 'follow-button'
    | 'work-gallery'
    | 'preview-player';

  /**
   * The attributes of each widget's island as a page writes them, by widget (docs/page/<widget>.md): for
   * markup a host's script builds, `const card: Storefront.IslandAttributes['product-item'] = {…}`.
   */
  export type IslandAttributes = {
    'member-messages': { 'data-widget': 'member-messages' };
    'price-box': { 'data-widget': 'price-box' } & { 'data-product-id': string };
    'community-links': { 'data-widget': 'community-links' } & { 'data-product-id': string };
    'favorite-button': { 'data-widget': 'favorite-button' } & { 'data-product-id': string };
    'product-item': { 'data-widget': 'product-item' } & { 'data-product-id': string } & {
      'data-layout'?: '1column' | '2column' | 'image' | undefined;
      'data-cacheable'?: 'true' | 'false' | undefined;
      'data-render'?: 'card' | 'actions' | undefined;
    };
    'favorite-folders': { 'data-widget': 'favorite-folders' };
    'favorite-folder-menu': { 'data-widget': 'favorite-folder-menu' };
    'favorite-item': { 'data-widget': 'favorite-item' } & { 'data-item-id': string } & {
      'data-folder-id'?: string | undefined;
      'data-folder-name'?: string | undefined;
    };
    'follow-button': { 'data-widget': 'follow-button' } & {
      'data-maker-id': string;
      'data-maker-name': string;
    };
    'work-gallery': { 'data-widget': 'work-gallery' };
    'preview-player': { 'data-widget': 'preview-player' } & { 'data-product-id': string };
  };
}

interface Window {
  /** The bundle's global API, there as soon as the entry has run (docs/page/events.md). */
  storefront?: Storefront.StorefrontPageApi;
}

/** The bundle's events on `document`: `document.addEventListener('storefront:cart-added', …)` is typed. */
interface DocumentEventMap extends Storefront.StorefrontEventMap {}
