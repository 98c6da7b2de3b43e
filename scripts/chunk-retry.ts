// Every dynamic import of the built bundle (widget code, the runtime, lazily loaded libraries, the tab-sync
// chunk) is retried before it counts as failed: a chunk at a new URL at once, then 100, 400 and 1600 ms after
// each failure; a shared chunk (below) at its plain URL 100, 400 and 1600 ms after each failure.
//
// Why more than once, and not at once: a host's preload hint whose integrity does not match makes the
// browser refuse what it preloaded, and an import of that file (or of a chunk that imports it statically)
// made before the refusal has reached the module map fails with it; Chromium 156 fetches the file anew only
// for an import made after that. When the refusal lands depends on the machine: on a loaded 2-core machine a
// single retry 100 ms later still failed once in a clean-clone run, every island in error.
//
// A failed fetch of a module may also be kept by a browser for its URL (older engines cache the failure in
// their module map), and a CDN may have cached a 404 or 503: a new URL is fetched anew everywhere, so a
// retry carries a cache-busting query, `?retry={the page's time origin}` and then `-1`, `-2`, `-3`: new for
// each page load and each attempt. The retried chunk imports the entry and other chunks by their plain URLs.
//
// A chunk loaded through a retry URL must not be loaded again through its plain URL: a later import would
// fetch it anew there (it answers by then) and evaluate a second copy, with its own module state. So the
// retried import is kept per page, keyed by the file's plain URL, in one map on `globalThis` that every chunk
// shares, and every later import of that file takes it; retries that all failed are dropped from the map,
// so a later import tries the file again.
//
// A chunk that other chunks import statically (the runtime, with React; the shared cards chunk) is retried at
// its plain URL instead: loaded under a second URL it would be a second instance beside the one those
// chunks import (two Reacts: every hook fails).
// Used by vite.config.ts for the build only; the dev server has no chunks.
import type { Plugin } from 'vite';

/** How long each retry waits after the attempt before it failed. */
export const RETRY_DELAYS_MS = [100, 400, 1600] as const;

/** The functions a rewritten import calls: any chunk, a shared chunk (at its plain URL), the retry loop. */
export const RETRY_IMPORT = '__storefrontImport';
export const RETRY_SHARED = '__storefrontImportShared';
const RETRY_LOOP = '__storefrontRetry';

/**
 * `L(f)`: `f(0)`, then on each failure `f(i)` again after the i-th delay, the last failure rethrown. Added to
 * each chunk with a rewritten import (each chunk has its own copy; minification renames them apart).
 */
const RETRY_LOOP_FUNCTION =
  `function ${RETRY_LOOP}(f,i=0){return f(i).catch(e=>i<${RETRY_DELAYS_MS.length}` +
  `?new Promise(r=>setTimeout(r,[${RETRY_DELAYS_MS.join(',')}][i])).then(()=>${RETRY_LOOP}(f,i+1))` +
  `:Promise.reject(e))}`;

/**
 * A shared chunk's last two retries, at its plain URL (the first two are written at the import itself). The
 * import keeps the two literal `import()`s it has always had: Vite pairs each chunk's preload list
 * (`__vite__mapDeps`) with the literal imports it finds, in order, and a change in their number moves the
 * lists to other imports (a page then finds a widget chunk's own imports only once it has run).
 */
export const RETRY_SHARED_FUNCTION =
  `function ${RETRY_SHARED}(u){return new Promise(r=>setTimeout(r,${RETRY_DELAYS_MS[1]}))` +
  `.then(()=>${RETRY_LOOP}(()=>import(u),2))}`;

/**
 * Imports `u` (relative to this chunk), or takes the import that loaded it through a retry URL: after a
 * failure at the plain URL, the whole retry (at once under a new URL, then the delays) is kept in the map
 * until it settles, so no other import starts a second copy meanwhile. The map lives under `Symbol.for`, so
 * the entry and every chunk (each with its own copy of this function) share it.
 */
export const RETRY_IMPORT_FUNCTION =
  `function ${RETRY_IMPORT}(u){` +
  `let m=globalThis[Symbol.for("storefront.retriedChunks")]??={},k=new URL(u,import.meta.url).href;` +
  `return m[k]??import(u).catch(()=>m[k]??=${RETRY_LOOP}(i=>import(u+"?retry="+Math.trunc(performance.timeOrigin)+(i?"-"+i:"")))` +
  `.catch(e=>{delete m[k];throw e}))}`;

/** `import("./chunks/x.js")` with a relative `.js` literal, as rolldown writes a chunk import. */
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$\\\s]+?\.js)\1\)/g;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Rewrites each chunk import of `code` into one that retries; `count` is how many it rewrote.
 * `sharedFiles`: the file names other chunks import statically, retried at their plain URL.
 */
export function retryDynamicImports(
  code: string,
  sharedFiles: ReadonlySet<string> = new Set(),
): { code: string; count: number } {
  let count = 0;
  let retried = false;
  let shared = false;
  const rewritten = code.replace(DYNAMIC_IMPORT, (_match, _quote: string, url: string) => {
    count += 1;
    if (sharedFiles.has(fileName(url))) {
      shared = true;
      return (
        `import(\`${url}\`).catch(()=>new Promise(r=>setTimeout(r,${RETRY_DELAYS_MS[0]})).then(()=>import(\`${url}\`)))` +
        `.catch(()=>${RETRY_SHARED}(\`${url}\`))`
      );
    }
    retried = true;
    return `${RETRY_IMPORT}(\`${url}\`)`;
  });
  const helpers = [
    retried ? RETRY_IMPORT_FUNCTION : '',
    shared ? RETRY_SHARED_FUNCTION : '',
    retried || shared ? RETRY_LOOP_FUNCTION : '',
  ].join('');
  return { code: helpers ? `${rewritten}\n${helpers}\n` : rewritten, count };
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
