// How the build splits the bundle (no import waterfall, few requests per page). Used by
// vite.config.ts as rolldown's `output.codeSplitting`.
//
// - `storefront.js`: the entry holds what it imports statically: the page configuration, the store, the API
//   edge and the widget definitions, enough to send every request of the page.
// - `runtime`: React, React DOM, react-redux and the islands runtime (src/boot/bootstrap.tsx and all it
//   imports that the entry does not), asked for by the entry at once and preloaded beside the page's data
//   and widget code, so it adds a file to the wave, not a round trip; widget chunks import React from it.
// - Widget code is grouped by the pages that show it, each chunk carrying its own styles (adopt-styles.ts),
//   so a page asks for one file per group, all at the page scan and none a level later:
//     cards           product-item, and whatever two widget families share (a page of cards: 1 file)
//     work-widgets    price-box, favourite and follow buttons, community links, preview player, messages
//     mypage-widgets  folder menu and item rows
//   work-gallery (swiper) and favorite-folders (dnd-kit) keep chunks of their own, as do lazily imported
//   libraries (fast-xml-parser).

interface ModuleGraph {
  getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[] } | null;
}

const RUNTIME_ENTRY = /[\\/]src[\\/]boot[\\/]bootstrap\.tsx$/;

/** `runtime` for the runtime's entry and every module it reaches through static imports. */
export function runtimeChunkName(id: string, graph: ModuleGraph): string | null {
  const seen = new Set<string>();
  const reaches = (moduleId: string): boolean => {
    if (RUNTIME_ENTRY.test(moduleId)) return true;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return graph.getModuleInfo(moduleId)?.importers.some(reaches) ?? false;
  };
  return reaches(id) ? 'runtime' : null;
}

/** The chunk group of each widget's code (also which chunk a page family preloads: preload-hints.ts). */
export const FAMILY_OF_WIDGET: Readonly<Record<string, string>> = {
  'product-item': 'cards',
  'price-box': 'work-widgets',
  'favorite-button': 'work-widgets',
  'follow-button': 'work-widgets',
  'community-links': 'work-widgets',
  'preview-player': 'work-widgets',
  'member-messages': 'work-widgets',
  'favorite-folder-menu': 'mypage-widgets',
  'favorite-item': 'mypage-widgets',
  'work-gallery': 'work-gallery',
  'favorite-folders': 'favorite-folders',
};

const WIDGET_ENTRY = /[\\/]src[\\/]widgets[\\/]([a-z-]+)[\\/]/;
const LAZY_LIBRARY = /node_modules[\\/](?:fast-xml-parser|strnum|path-expression-matcher)/;

/** The widget families whose code reaches `id` through static imports. */
function familiesReaching(id: string, graph: ModuleGraph): Set<string> {
  const families = new Set<string>();
  const seen = new Set<string>();
  const walk = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = graph.getModuleInfo(moduleId);
    if (!info) return;
    // A module a widget definition imports dynamically is that widget's entry.
    if (info.dynamicImporters.some((importer) => importer.endsWith('definition.ts'))) {
      const widget = WIDGET_ENTRY.exec(moduleId)?.[1];
      const family = widget === undefined ? undefined : FAMILY_OF_WIDGET[widget];
      families.add(family ?? `unknown:${moduleId}`);
    }
    for (const importer of info.importers) walk(importer);
  };
  walk(id);
  return families;
}

/** The chunk a widget module goes to; null leaves it to rolldown (a widget of its own, a lazy library). */
export function widgetChunkName(id: string, graph: ModuleGraph): string | null {
  if (LAZY_LIBRARY.test(id)) return null;
  const families = familiesReaching(id, graph);
  if (families.size === 0) return null;
  if (families.size > 1) return 'cards';
  const [family] = families;
  return family === 'cards' || family === 'work-widgets' || family === 'mypage-widgets' ? family : null;
}

export const codeSplitting = {
  groups: [
    { name: 'storefront', tags: ['$initial' as const], priority: 3 },
    { name: runtimeChunkName, debugName: 'runtime', priority: 2 },
    { name: widgetChunkName, debugName: 'widget groups', priority: 1 },
  ],
};
