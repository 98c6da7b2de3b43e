// `window.storefront`'s calls as the runtime answers them (docs/page/events.md "The global API:
// `window.storefront`"); the page's `ready` is added by the loader (deferred-api.ts).

export interface StorefrontApi {
  /**
   * Mounts the islands under `root` (default: the document) that are not mounted yet, and resolves once each
   * of them has a state. An island mounted already is left as it is.
   */
  mount(root?: ParentNode): Promise<void>;
  /** Unmounts the islands under `root` (default: the document); their server content stays. */
  unmount(root?: ParentNode): void;
  /** The bundle's version: dist/release.json's `version`. */
  version: string;
}
