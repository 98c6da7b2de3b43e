import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { strictCsp } from './strict-csp.ts';
import { mockApiMiddleware, requestClock, requestOrigin, sessionApi, type Next } from './mock-middleware.ts';
import { GALLERY_IMAGE_PATH, gallerySvg } from './gallery-images.ts';
import { renderPreviewPage } from './pages.ts';
import { HOST_RESERVE_FILE } from '../src/widgets/host-reserve.ts';
import { RELEASE_FILE, sriSha384, type ReleaseFile } from '../scripts/release-file.ts';
import type { PreloadHint, PageFamily } from '../scripts/preload-hints.ts';

// Serves the preview pages, their static files and the mock store API: on the dev server (`npm run dev`,
// the bundle from /src/main.ts) and on `vite preview` (the production build from dist/, mounted under
// /cdn/storefront/ to prove that chunks resolve relative to the entry). None of it is ever in dist/.

const ROOT = resolve(import.meta.dirname, '..');
const CDN_PREFIX = '/cdn/storefront/';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

/** Scripts and styles go out compressed when the browser accepts it, as from a CDN: a throttled network (the
 * bench's phone profile, Lighthouse) counts the bytes on the wire. */
const COMPRESSIBLE = new Set(['.js', '.css', '.map', '.html']);

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** A page's HTML, compressed when the browser accepts it, as a store serves its pages. */
function sendHtml(req: IncomingMessage, res: ServerResponse, html: string) {
  res.setHeader('vary', 'accept-encoding');
  if (!acceptsGzip(req)) {
    res.end(html);
    return;
  }
  res.setHeader('content-encoding', 'gzip');
  res.end(gzipSync(html));
}

/**
 * `?arrive=MS`: the page's HTML as a slow network brings it, in pieces, each ending at an island's opening
 * tag, MS apart (uncompressed): the browser parses and paints every piece before the next arrives, so an
 * island is on screen before its server content is (what a host's reserve must not move).
 */
function sendInPieces(res: ServerResponse, html: string, pauseMs: number) {
  const pieces = html.split(/(?<=<div data-widget="[^"]*"[^>]*>)/);
  const next = (index: number) => {
    if (res.destroyed) return;
    if (index === pieces.length - 1) return void res.end(pieces[index]);
    res.write(pieces[index]);
    setTimeout(() => next(index + 1), pauseMs);
  };
  next(0);
}

/** A file as it was last read: its body and gzip, kept while its size and modification time stay the same. */
interface CachedFile {
  stamp: string;
  body: Buffer;
  gzip: Buffer | null;
}
const readFiles = new Map<string, CachedFile>();

/** The file's bytes and their gzip, read and compressed once per version of the file (a rebuild is a new one). */
async function readOnce(path: string): Promise<CachedFile> {
  const { size, mtimeMs } = await stat(path);
  const stamp = `${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}`;
  const known = readFiles.get(path);
  if (known?.stamp === stamp) return known;
  const body = await readFile(path);
  const file = { stamp, body, gzip: COMPRESSIBLE.has(extname(path)) ? gzipSync(body) : null };
  readFiles.set(path, file);
  return file;
}

/**
 * No cache headers: the browser refetches every file on every load. docs/page/releasing.md tells a store to
 * serve chunks `immutable`, but with a cacheable chunk Chromium reuses a preload it refused for a wrong
 * `integrity` and the page fails (preload-hints.e2e.ts's cases, traced on this server with both headers),
 * so the preview keeps the browser refetching until the bundle recovers from that. What the server spares is
 * its own work: each file is read and compressed once.
 */
async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  base: string,
  relative: string,
  next: Next,
) {
  const path = normalize(join(base, relative));
  if (!path.startsWith(base)) return next();
  let file: CachedFile;
  try {
    file = await readOnce(path);
  } catch {
    return next();
  }
  res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
  res.setHeader('vary', 'accept-encoding');
  // A CDN-hosted module script and its chunks need CORS.
  res.setHeader('access-control-allow-origin', '*');
  if (file.gzip && acceptsGzip(req)) {
    res.setHeader('content-encoding', 'gzip');
    res.end(file.gzip);
    return;
  }
  res.end(file.body);
}

/**
 * `?cdn=cross-origin` (production build only): the hosts of the live store. The page loads the bundle from
 * `cdn.localhost` (the CDN of docs/page-contract.md "Loading") and the embed services answer from
 * `embeds.localhost`, both this same server (Chromium resolves every *.localhost name to loopback): the
 * browser then keeps separate connections for the bundle, the store API and the embeds (6 each over
 * HTTP/1.1), as on the live site.
 */
function hostsFor(
  url: URL,
  entry: string,
  dev: ViteDevServer | null,
): { entry: string; embedOrigin?: string } {
  if (dev || url.searchParams.get('cdn') !== 'cross-origin') return { entry };
  const port = url.port ? `:${url.port}` : '';
  return {
    entry: `${url.protocol}//cdn.localhost${port}${entry}`,
    embedOrigin: `${url.protocol}//embeds.localhost${port}`,
  };
}

/**
 * `?integrity=1` (production build only): the entry's script tag carries the `integrity` of
 * dist/release.json, read per request so a rebuild behind a running server is picked up. `?integrity=bad`: a
 * well-formed sha384 of other bytes, which the browser must refuse (a malformed value would be ignored, not
 * refused). Undefined when the page has no integrity, so that the other pages stay synchronous.
 */
function entryIntegrity(url: URL, dev: ViteDevServer | null): Promise<string> | undefined {
  const mode = url.searchParams.get('integrity');
  if (dev || (mode !== '1' && mode !== 'bad')) return undefined;
  if (mode === 'bad') return Promise.resolve(sriSha384(new TextEncoder().encode('not the entry')));
  return readFile(join(ROOT, 'dist', RELEASE_FILE), 'utf8').then(
    (text) => (JSON.parse(text) as ReleaseFile).integrity,
  );
}

/**
 * The preload hints of dist/release.json for a page of a family, as a host writes them (production build
 * only: the dev server has no chunks): on every page unless `?hints=0`; `?hints=bad`: each with a wrong
 * integrity; `?hints=high`: at the default priority, not low. Read when a page is rendered (never for the
 * API's requests), so a rebuild is picked up.
 */
function preloadHints(url: URL, dev: ViteDevServer | null, folder: string) {
  const mode = url.searchParams.get('hints');
  if (dev || mode === '0') return undefined;
  const preload = (family: PageFamily): PreloadHint[] => {
    const release = JSON.parse(readFileSync(join(ROOT, folder, RELEASE_FILE), 'utf8')) as ReleaseFile;
    const hints = release.preload[family];
    if (mode !== 'bad') return hints;
    const wrong = sriSha384(new TextEncoder().encode('not the file'));
    return hints.map((hint) => ({ ...hint, integrity: wrong }));
  };
  return { preload };
}

/**
 * `?csp=trusted-types`: a hardened store page (docs/page/security.md "Trusted Types"), Trusted Types required and the
 * bundle's policy allowed; `?csp=trusted-types-other`: required, but only another policy allowed.
 */
const CSP_HEADERS = new Map([
  ['trusted-types', "require-trusted-types-for 'script'; trusted-types storefront-islands"],
  ['trusted-types-other', "require-trusted-types-for 'script'; trusted-types other-policy"],
]);

function cspHeader(url: URL): string | undefined {
  const mode = url.searchParams.get('csp') ?? '';
  return mode === 'strict' ? strictCsp(url) : CSP_HEADERS.get(mode);
}

/**
 * `?build=before` (production build only): the page loads an earlier commit's build instead, made by
 * `BENCH_BEFORE=<commit> npm run bench` (bench/build.mjs), with that build's own preload hints.
 */
const BEFORE_BUILD = { entry: '/cdn/bench/before/storefront.js', folder: 'bench/dist/before' };

function pagesMiddleware(entry: string, dev: ViteDevServer | null) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = new URL(req.url ?? '/', requestOrigin(req));
    const image = GALLERY_IMAGE_PATH.exec(url.pathname);
    if (image) {
      const svg = gallerySvg(Number(image[1]), Number(image[2]), Number(image[3]));
      if (svg === null) return next();
      res.setHeader('content-type', 'image/svg+xml');
      res.end(svg);
      return;
    }
    // The documented host CSS is the page reference's generated file (docs/page/), not a copy of it. Only
    // host-reserve.ts is imported for its name: the config's loader takes no module of the widget pages.
    if (url.pathname === `/preview-static/${HOST_RESERVE_FILE}`) {
      void serveFile(req, res, join(ROOT, 'docs/page'), HOST_RESERVE_FILE, next);
      return;
    }
    if (url.pathname.startsWith('/preview-static/')) {
      void serveFile(
        req,
        res,
        join(ROOT, 'preview/static'),
        url.pathname.slice('/preview-static/'.length),
        next,
      );
      return;
    }
    if (!dev && url.pathname.startsWith(CDN_PREFIX)) {
      void serveFile(req, res, join(ROOT, 'dist'), url.pathname.slice(CDN_PREFIX.length), next);
      return;
    }
    // The benchmark's own builds (bench/build.mjs): the bench variant of the bundle, the floor, the
    // libraries.
    if (url.pathname.startsWith('/cdn/bench/')) {
      void serveFile(req, res, join(ROOT, 'bench/dist'), url.pathname.slice('/cdn/bench/'.length), next);
      return;
    }
    if (url.pathname === '/__player/') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><title>Player</title><p>Browser player (preview stand-in)</p>');
      return;
    }
    const build =
      !dev && url.searchParams.get('build') === 'before' ? BEFORE_BUILD : { entry, folder: 'dist' };
    const page = (integrity?: string) => {
      const html = renderPreviewPage({
        pathname: url.pathname,
        query: url.searchParams,
        origin: requestOrigin(req),
        ...hostsFor(url, build.entry, dev),
        ...(integrity ? { integrity } : {}),
        ...(preloadHints(url, dev, build.folder) ?? {}),
        fake: sessionApi(req).fake,
        clock: requestClock(req),
        member: /(?:^|;\s*)uhash(?:jp|en)=[^;]+/.test(req.headers.cookie ?? ''),
      });
      if (html === null) return next();
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const csp = cspHeader(url);
      if (csp) res.setHeader('content-security-policy', csp);
      const arrive = Math.min(Number(url.searchParams.get('arrive') ?? '') || 0, 2000);
      if (!dev) return arrive > 0 ? sendInPieces(res, html, arrive) : sendHtml(req, res, html);
      dev
        .transformIndexHtml(url.pathname, html)
        .then((out) => (arrive > 0 ? sendInPieces(res, out, arrive) : res.end(out)), next);
    };
    const integrity = entryIntegrity(url, dev);
    if (!integrity) return page();
    integrity.then(page).catch(next);
  };
}

export function previewPagesPlugin(): Plugin {
  return {
    name: 'storefront-preview-pages',
    configureServer(server) {
      server.middlewares.use(pagesMiddleware('/src/main.ts', server));
      server.middlewares.use(mockApiMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(pagesMiddleware(`${CDN_PREFIX}storefront.js`, null));
      server.middlewares.use(mockApiMiddleware());
    },
  };
}
