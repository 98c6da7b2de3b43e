// Every dynamic import of the built bundle (widget code, the runtime, lazily loaded libraries, the tab-sync
// chunk) is retried once before it counts as failed. A failed fetch of a module may be kept by a browser for
// its URL (older engines cache the failure in their module map; Chromium 156 fetches it again, measured), and
// a CDN may have cached a 404 or 503: a new URL is fetched anew everywhere, so the retry carries a
// cache-busting query. The retried chunk imports the entry and other chunks by their plain URLs. The query is
// the page's time origin: new for each page load, and one URL for every import of that file on the page.
//
// A chunk loaded through its retry URL must not be loaded again through its plain URL: a later import would
// fetch it anew there (it answers by then) and evaluate a second copy, with its own module state. So the
// retried import is kept per page, keyed by the file's plain URL, in one map on `globalThis` that every chunk
// shares, and every later import of that file takes it; a retry that failed too is dropped from the map, so a
// later import tries the file again.
//
// A chunk that other chunks import statically (the runtime, with React; the shared cards chunk) is retried at
// its plain URL instead: loaded under a second URL it would be a second instance beside the one those
// chunks import (two Reacts: every hook fails).
// Used by vite.config.ts for the build only; the dev server has no chunks.
import type { Plugin } from 'vite';

/**
 * A shared chunk's retry at its plain URL waits this long: an import that joined a preload the browser
 * refused (a hint whose integrity did not match) failed with it, and a retry in the same moment could join
 * the same refused fetch; a retry a little later fetches the file anew (on a loaded 2-core machine the
 * immediate retry failed about one page load in five, every island in error).
 */
export const SHARED_RETRY_AFTER_MS = 100;

/** `import("./chunks/x.js")` with a relative `.js` literal, as rolldown writes a chunk import. */
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$\\\s]+?\.js)\1\)/g;

/** The function a rewritten import calls, added once to each chunk that has one. */
export const RETRY_IMPORT = '__storefrontImport';

/**
 * Imports `u` (relative to this chunk), or takes the import that loaded it through its retry URL. The map
 * lives under `Symbol.for`, so the entry and every chunk (each with its own copy of this function) share it.
 */
export const RETRY_IMPORT_FUNCTION =
  `function ${RETRY_IMPORT}(u){` +
  `let m=globalThis[Symbol.for("storefront.retriedChunks")]??={},k=new URL(u,import.meta.url).href;` +
  `return m[k]??import(u).catch(()=>m[k]??=import(u+"?retry="+Math.trunc(performance.timeOrigin))` +
  `.catch(e=>{delete m[k];throw e}))}`;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Rewrites each chunk import of `code` into one that retries once; `count` is how many it rewrote.
 * `sharedFiles`: the file names other chunks import statically, retried at their plain URL.
 */
export function retryDynamicImports(
  code: string,
  sharedFiles: ReadonlySet<string> = new Set(),
): { code: string; count: number } {
  let count = 0;
  let retried = false;
  const rewritten = code.replace(DYNAMIC_IMPORT, (_match, _quote: string, url: string) => {
    count += 1;
    if (sharedFiles.has(fileName(url)))
      return `import(\`${url}\`).catch(()=>new Promise(r=>setTimeout(r,${SHARED_RETRY_AFTER_MS})).then(()=>import(\`${url}\`)))`;
    retried = true;
    return `${RETRY_IMPORT}(\`${url}\`)`;
  });
  return { code: retried ? `${rewritten}\n${RETRY_IMPORT_FUNCTION}\n` : rewritten, count };
}

export function chunkRetryPlugin(): Plugin {
  return {
    name: 'storefront-chunk-retry',
    apply: 'build',
    renderChunk(code, _chunk, _options, meta) {
      const shared = new Set(Object.values(meta.chunks).flatMap((chunk) => chunk.imports.map(fileName)));
      const { code: rewritten, count } = retryDynamicImports(code, shared);
      return count === 0 ? null : { code: rewritten, map: null };
    },
  };
}
