/** `window.storefront`'s calls (docs/page/events.md); the page loader adds `ready`. */
export interface StorefrontApi {
  /** Mounts the islands under `root` not mounted yet; resolves once each of them has a state. */
  mount(root?: ParentNode): Promise<void>;
  /** Unmounts the islands under `root` (default: the document); their server content stays. */
  unmount(root?: ParentNode): void;
  /** The bundle's version: dist/release.json's `version`. */
  version: string;
}
