// A story's page: island markup on a page with a page configuration, mounted by the real islands runtime
// with the real store, the way a store page mounts it (docs/page-contract.md). Each story gets a page of its
// own (configuration, store, runtime) and takes it down when it leaves, so nothing leaks into the next story.
import { useEffect, useRef } from 'react';
import { bootstrap } from '../boot/bootstrap';
import { parsePageConfig, type PageConfig } from '../config/page-config';
import { islandsUnder } from '../islands/island-scan';
import { createPageStore } from '../boot/page-store';
import type { StoryGlobals } from './globals';

/**
 * The shopper's cookies as the store sets them (docs/behaviour.md "Members and guests"): a member's hash and
 * login check, or none. Each story's page reads its own, so stories side by side (Vitest runs files in
 * parallel) never share one.
 */
export function shopperCookies({ shopper, lang }: StoryGlobals): Record<string, string> {
  if (shopper !== 'member') return {};
  return { [`uhash${lang === 'en' ? 'en' : 'jp'}`]: 'workshop-member', loginchecked: '1' };
}

/** What a story says of its page, beside its markup (Storybook parameter `page`). */
export interface StoryPageOptions {
  /** The page's path (the favourites pages read their folder view from it). Default: the site's top. */
  pathname?: string;
  /** The configuration's `layout` (product cards of a list page). */
  layout?: string;
  /** The configuration's label overrides (`i18n`, docs/page-contract.md "Page configuration"). */
  i18n?: Record<string, Record<string, string>>;
  /**
   * A class on the page's body wrapper: the preview store's list and card styles (preview/static/store.css).
   */
  bodyClass?: string;
  /** The configuration's `vitals`: the shoppers' Web Vitals reported by widget (`storefront:vitals`). */
  vitals?: boolean;
}

/** The mock embed services answer on the workshop's own origin (the worker answers them, JSONP too). */
export const EMBED_PATHS = {
  sampleEmbed: '/__embed/sample',
  previewEmbed: '/__embed/preview',
  community: '/__community',
};

export function embedHosts(origin: string = location.origin) {
  return {
    sampleEmbed: `${origin}${EMBED_PATHS.sampleEmbed}`,
    previewEmbed: `${origin}${EMBED_PATHS.previewEmbed}`,
    community: `${origin}${EMBED_PATHS.community}`,
  };
}

/** The configuration a store page of this site and language would carry (tab sync off: one page). */
export function storyConfig(globals: StoryGlobals, options: StoryPageOptions = {}): PageConfig {
  return parsePageConfig({
    site: globals.site,
    lang: globals.lang === 'en' ? 'en' : 'jp',
    ...(options.layout ? { layout: options.layout } : {}),
    ...(options.i18n ? { i18n: options.i18n } : {}),
    tabSync: false,
    vitals: options.vitals ?? false,
    hosts: { store: location.origin, player: `${location.origin}/__player/`, ...embedHosts() },
  });
}

interface StoryPageProps {
  /** The islands and the server-rendered markup around them, as the store's HTML would have them. */
  html: string;
  globals: StoryGlobals;
  options?: StoryPageOptions;
}

/**
 * Renders the markup, then starts a runtime on it; leaving the story stops the runtime. The markup is the
 * story's own (a fixture, never a shopper's text), set as the server would have sent it.
 */
export function StoryPage({ html, globals, options = {} }: StoryPageProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const { lang, site, shopper } = globals;
  const { pathname, layout, i18n, bodyClass, vitals } = options;
  useEffect(() => {
    const page = pageRef.current;
    if (!page) return;
    page.innerHTML = html;
    const pageOptions = { layout, i18n, vitals };
    const config = storyConfig({ ...globals, lang, site, shopper }, pageOptions);
    const cookies = shopperCookies({ ...globals, lang, shopper });
    const store = createPageStore(config, {
      pathname: pathname ?? `/${site}/`,
      readCookie: (name) => cookies[name],
    });
    const runtime = bootstrap(config, store);
    // The runtime watches its story's page only: a docs page shows several stories in one document.
    void runtime.start(islandsUnder(page), page);
    return () => {
      runtime.stop();
      page.replaceChildren();
    };
    // One page per markup, language, site and path: the toolbar's other switches reload the story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, lang, site, shopper, pathname, layout, i18n, vitals]);
  return <div ref={pageRef} className={bodyClass} lang={lang} data-story-page="" />;
}
