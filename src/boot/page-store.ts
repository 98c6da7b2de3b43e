// The page's one store (docs/page-contract.md "Islands"), made from the page configuration. React-free, so
// that the entry's early start (early-start.ts) can make it before React DOM is evaluated.
import Cookies from 'js-cookie';
import { allowEndpoints } from '../api/script-url-policy';
import type { PageConfig } from '../config/page-config';
import { createHostEventsMiddleware } from '../events/host-events';
import { createAppStore, type AppStore } from '../store/create-store';

/**
 * Reads a cookie, reading document.cookie at most once per task and parsing it again only when it has
 * changed: every product card asks whether the shopper is a member, js-cookie parses all cookies on each
 * call (bench: ~80 ms for 1000 cards), and the document.cookie getter itself costs ~70 µs a call (~74 ms
 * for a 1000-card page, profiled). A cookie changed by another tab or a script is seen from the next task.
 */
function cookieReader(): (name: string) => string | undefined {
  let raw: string | null = null;
  let parsed: Record<string, string> = {};
  let fresh = false;
  return (name) => {
    if (!fresh) {
      fresh = true;
      setTimeout(() => (fresh = false), 0);
      const current = document.cookie;
      if (current !== raw) {
        raw = current;
        parsed = Cookies.get();
      }
    }
    return parsed[name];
  };
}

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
      readCookie: options.readCookie ?? cookieReader(),
    },
    [createHostEventsMiddleware(config.site)],
  );
}
