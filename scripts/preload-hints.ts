import type { Manifest, ManifestChunk } from 'vite';
import { FAMILY_OF_WIDGET } from './chunk-groups.ts';

// The preload hints of the release file: per family of store pages, the files a page needs besides the
// entry, so that a host can ask for them beside the entry (`<link rel="modulepreload">` in the page's head,
// or a `Link` header) instead of the entry asking for them once it has arrived and run. Derived from Vite's
// manifest as its backend-integration guide does: a chunk and every chunk it imports statically, never
// what it imports dynamically (a library a page loads on a click: the XML parser; the tab sync).

/** The widgets each family of store pages shows (the preview's pages of each family show them). */
export const PAGE_FAMILY_WIDGETS = {
  /** List pages (search results, rankings): product cards. */
  list: ['product-item'],
  /** Work pages: the gallery, the purchase box and buttons, the player, related works' cards. */
  work: [
    'work-gallery',
    'price-box',
    'favorite-button',
    'follow-button',
    'community-links',
    'preview-player',
    'product-item',
  ],
  /** My pages: a favourite type's list, all of it or one folder's (its items and the folder menu). */
  mypage: ['favorite-folder-menu', 'favorite-item'],
  /** A favourite type's folder management page: the folder menu and the sortable folder list (dnd-kit). */
  folders: ['favorite-folder-menu', 'favorite-folders'],
} as const satisfies Record<string, readonly string[]>;

export type PageFamily = keyof typeof PAGE_FAMILY_WIDGETS;
export const PAGE_FAMILIES = Object.keys(PAGE_FAMILY_WIDGETS) as PageFamily[];

/** One file to preload: its path relative to dist/ and its Subresource Integrity value. */
export interface PreloadHint {
  file: string;
  integrity: string;
}

export type PreloadHints = Record<PageFamily, PreloadHint[]>;

/** The chunk holding the islands runtime (React with it), which every page imports at once. */
const RUNTIME_CHUNK = 'runtime';

/** The manifest key of the chunk holding `widget`'s code: its own chunk, or its group's (chunk-groups.ts). */
function widgetChunkKey(manifest: Manifest, widget: string): string {
  const group = FAMILY_OF_WIDGET[widget];
  if (group === undefined) throw new Error(`no chunk group for the widget ${widget}`);
  const found = Object.entries(manifest).find(
    ([, chunk]) =>
      chunk.src?.startsWith(`src/widgets/${widget}/`) === true ||
      (chunk.src === undefined && chunk.name === group),
  );
  if (!found) throw new Error(`the manifest has no chunk for the widget ${widget} (group ${group})`);
  return found[0];
}

/**
 * Per page family, the files (relative to dist/) a page of it loads besides the entry: the runtime chunk,
 * the family's widget chunks and every chunk they import statically, each once, a chunk after what it
 * imports.
 */
export function preloadFiles(manifest: Manifest): Record<PageFamily, string[]> {
  const runtime = Object.keys(manifest).filter((key) => manifest[key]?.name === RUNTIME_CHUNK);
  if (runtime.length !== 1) throw new Error(`expected one runtime chunk, found ${runtime.length}`);
  const filesOf = (widgets: readonly string[]): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk: ManifestChunk | undefined = manifest[key];
      if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
      if (chunk.isEntry) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(chunk.file);
    };
    for (const key of [...runtime, ...widgets.map((widget) => widgetChunkKey(manifest, widget))]) visit(key);
    return files;
  };
  return Object.fromEntries(
    PAGE_FAMILIES.map((family) => [family, filesOf(PAGE_FAMILY_WIDGETS[family])]),
  ) as Record<PageFamily, string[]>;
}

/** The hints of `manifest`, each file with the integrity `integrityOf` gives it (its bytes on disk). */
export async function preloadHints(
  manifest: Manifest,
  integrityOf: (file: string) => Promise<string>,
): Promise<PreloadHints> {
  const files = preloadFiles(manifest);
  const integrities = new Map<string, Promise<string>>();
  const integrity = (file: string) => {
    const known = integrities.get(file) ?? integrityOf(file);
    integrities.set(file, known);
    return known;
  };
  const entries = await Promise.all(
    PAGE_FAMILIES.map(async (family) => [
      family,
      await Promise.all(files[family].map(async (file) => ({ file, integrity: await integrity(file) }))),
    ]),
  );
  return Object.fromEntries(entries) as PreloadHints;
}
