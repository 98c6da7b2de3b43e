import { createHash } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { CONFIG_SCHEMA_FILE } from './config-schema.ts';
import { DECLARATIONS_FILE } from './declarations.ts';

/** The editor data of the markup, generated into docs/page/ by `npm run docs:widgets` (widget-pages.ts). */
export const HTML_DATA_FILE = 'storefront.html-data.json';
/** The files for a host's sources (not loaded by pages) that the build copies from docs/page/ into dist/. */
const HOST_FILES = [DECLARATIONS_FILE, HTML_DATA_FILE, CONFIG_SCHEMA_FILE];
import { preloadHints, type PreloadHints } from './preload-hints.ts';

// The release file (dist/release.json) a host deploys from: the version, the entry, the entry's Subresource
// Integrity value, every other file of this release and, per family of pages, the files to preload. Written after the bundle is on disk, from the bytes
// read back from disk, so the digest is of the bytes the CDN will serve (Vite's own generateBundle hooks run
// after ours and still rewrite chunk code).

const ROOT = resolve(import.meta.dirname, '..');

/** Where Vite writes its manifest (build.manifest): at the top of dist/, beside the release file. */
export const MANIFEST_FILE = 'manifest.json';
export const RELEASE_FILE = 'release.json';

export interface ReleaseFile {
  /** package.json's version: the same string as `window.storefront.version`. */
  version: string;
  /** The entry's file name inside dist/ (`storefront.js`). */
  entry: string;
  /** `sha384-…`: the value of the entry script tag's `integrity` attribute. */
  integrity: string;
  /** The lazily loaded JavaScript chunks, relative to dist/, sorted. */
  chunks: string[];
  /** Other files the chunks load (styles, images), relative to dist/, sorted; none today. */
  assets: string[];
  /** Vite's manifest, relative to dist/. */
  manifest: string;
  /** The host script's types (`window.storefront`, the events, the configuration), relative to dist/. */
  types: string;
  /** The editor data of the markup (VS Code `html.customData`: widget names, attributes), relative to dist/. */
  htmlData: string;
  /** The page configuration's JSON Schema (2020-12), relative to dist/. */
  configSchema: string;
  /**
   * Per page family (`list`, `work`, `mypage`), the files a page of it loads besides the entry, each with its
   * integrity: what a host writes as `<link rel="modulepreload">` (preload-hints.ts).
   */
  preload: PreloadHints;
}

/** The Subresource Integrity value of `bytes`: `sha384-` and the base64 of their SHA-384 digest. */
export function sriSha384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The minimum of a Rolldown output file the release file needs. */
export interface OutputFile {
  fileName: string;
  type: 'chunk' | 'asset';
  isEntry?: boolean;
}

/**
 * The release file of one build: `files` is the bundle Vite wrote, `entryBytes` the entry as written,
 * `preload` the hints of its manifest (preloadHints).
 */
export function releaseFileContent(
  version: string,
  files: readonly OutputFile[],
  entryBytes: Uint8Array,
  preload: PreloadHints,
  manifest: string = MANIFEST_FILE,
): ReleaseFile {
  const entries = files.filter((file) => file.type === 'chunk' && file.isEntry === true);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    throw new Error(`expected one entry chunk, found ${entries.length}`);
  }
  const others = files.filter((file) => file !== entry && file.fileName !== manifest);
  const names = (type: OutputFile['type']) =>
    others
      .filter((file) => file.type === type)
      .map((file) => file.fileName)
      .sort();
  return {
    version,
    entry: entry.fileName,
    integrity: sriSha384(entryBytes),
    chunks: names('chunk'),
    assets: names('asset'),
    manifest,
    types: DECLARATIONS_FILE,
    htmlData: HTML_DATA_FILE,
    configSchema: CONFIG_SCHEMA_FILE,
    preload,
  };
}

/** Writes dist/release.json after each production build (vite.config.ts; also the bench's product build). */
export function releaseFilePlugin(version: string): Plugin {
  let manifest = MANIFEST_FILE;
  return {
    name: 'storefront-release-file',
    apply: 'build',
    configResolved(config) {
      const option = config.build.manifest;
      if (option === false) throw new Error('the release file names the manifest: set build.manifest');
      manifest = option === true ? '.vite/manifest.json' : option;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return this.error('the release file needs build.outDir');
      const files: OutputFile[] = Object.values(bundle).map((file) => ({
        fileName: file.fileName,
        type: file.type,
        isEntry: file.type === 'chunk' && file.isEntry,
      }));
      const entry = files.find((file) => file.isEntry);
      const entryBytes = entry ? await readFile(join(dir, entry.fileName)) : new Uint8Array();
      const chunks = JSON.parse(await readFile(join(dir, manifest), 'utf8')) as Manifest;
      const preload = await preloadHints(chunks, async (file) => sriSha384(await readFile(join(dir, file))));
      const release = releaseFileContent(version, files, entryBytes, preload, manifest);
      await writeFile(join(dir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
      // The host's files, generated into docs/page/ with the widget pages (`npm run docs:widgets`; a test
      // keeps them in step with the code): copied, as printing them takes the TypeScript compiler seconds.
      for (const file of HOST_FILES) await copyFile(join(ROOT, 'docs/page', file), join(dir, file));
    },
  };
}
