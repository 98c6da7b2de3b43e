// Every dynamic import of the built bundle (widget code, lazily loaded libraries, the tab-sync chunk) is
// retried once with a cache-busting query before it counts as failed. A failed fetch of a module may be kept
// by a browser for its URL (older engines cache the failure in their module map; Chromium 156 fetches it
// again, measured), and a CDN may have cached a 404 or 503: a new URL is fetched anew everywhere. The retried
// chunk imports the entry and other chunks by their plain URLs, so no module runs twice (the failed
// attempt evaluated nothing). The query is the page's time origin: new for each page load, and one URL for
// every import of that file on the page (the browser fetches it once, not once per widget that needs it).
// Used by vite.config.ts for the build only; the dev server has no chunks.
import type { Plugin } from 'vite';

/** `import("./chunks/x.js")` with a relative `.js` literal, as rolldown writes a chunk import. */
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$\\\s]+?\.js)\1\)/g;

/** Rewrites each chunk import of `code` into one that retries once; `count` is how many it rewrote. */
export function retryDynamicImports(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(DYNAMIC_IMPORT, (_match, _quote: string, url: string) => {
    count += 1;
    return `import(\`${url}\`).catch(()=>import(\`${url}?retry=\${Math.trunc(performance.timeOrigin)}\`))`;
  });
  return { code: rewritten, count };
}

export function chunkRetryPlugin(): Plugin {
  return {
    name: 'storefront-chunk-retry',
    apply: 'build',
    renderChunk(code) {
      const { code: rewritten, count } = retryDynamicImports(code);
      return count === 0 ? null : { code: rewritten, map: null };
    },
  };
}
