// The page's one store (docs/page-contract.md "Islands"), made from the page configuration. React-free, so
// that the entry's early start (early-start.ts) can make it before React DOM is evaluated.
import { createCookieReader } from '../api/cookie-reader';
import { allowEndpoints } from '../api/script-url-policy';
import type { PageConfig } from '../config/page-config';
import { createHostEventsMiddleware } from '../events/host-events';
import { createAppStore, type AppStore } from '../store/create-store';

export interface PageStoreOptions {
  /** The page's path (the favourites pages read their folder view from it); default the document's. */
  pathname?: string;
  /** Reads the shopper's cookies; default the document's. A workshop story passes cookies of its own. */
  readCookie?: (name: string) => string | undefined;
}

export function createPageStore(config: PageConfig, options: PageStoreOptions = {}): AppStore {
  // Before the early start's first JSONP call: the script URL policy allows these endpoints only.
  allowEndpoints(config);
  return createAppStore(
    {
      site: config.site,
      lang: config.lang,
      layout: config.layout,
      pathname: options.pathname ?? location.pathname,
      userAgent: navigator.userAgent,
      sampleEmbed: config.hosts.sampleEmbed,
      previewEmbed: config.hosts.previewEmbed,
      community: config.hosts.community,
      cors: config.cors,
      readCookie: options.readCookie ?? createCookieReader(),
    },
    [createHostEventsMiddleware(config.site)],
  );
}
