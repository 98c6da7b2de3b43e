import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../preview/pages';
import { previewDocument } from '../preview/preview-page';
import { createFakeStore } from '../../src/mocks/fake-store';
import {
  PAGE_FAMILY_WIDGETS,
  preloadFiles,
  preloadHints,
  type PageFamily,
  type PreloadHint,
} from '../../scripts/preload-hints';
import { sriSha384 } from '../../scripts/release-file';

// A manifest of the build's shape (dist/manifest.json): the widget groups are chunks without a source
// (`_cards-….js`), the widgets with chunks of their own are dynamic entries named by their source, the
// widget chunks import the entry, the runtime and the shared cards chunk, and lazily loaded libraries are
// dynamic imports only.
const MANIFEST: Manifest = {
  '_cards-C1.js': {
    file: 'chunks/cards-C1.js',
    name: 'cards',
    imports: ['src/main.ts', '_runtime-R1.js'],
    dynamicImports: ['node_modules/fast-xml-parser/src/fxp.js'],
  },
  '_mypage-widgets-M1.js': {
    file: 'chunks/mypage-widgets-M1.js',
    name: 'mypage-widgets',
    imports: ['src/main.ts', '_runtime-R1.js', '_cards-C1.js'],
  },
  '_runtime-R1.js': {
    file: 'chunks/runtime-R1.js',
    name: 'runtime',
    imports: ['src/main.ts'],
    dynamicImports: ['src/sync/connect.ts'],
  },
  '_work-widgets-W1.js': {
    file: 'chunks/work-widgets-W1.js',
    name: 'work-widgets',
    imports: ['src/main.ts', '_runtime-R1.js', '_cards-C1.js'],
  },
  'node_modules/fast-xml-parser/src/fxp.js': {
    file: 'chunks/fxp-X1.js',
    name: 'fxp',
    src: 'node_modules/fast-xml-parser/src/fxp.js',
    isDynamicEntry: true,
  },
  'src/main.ts': {
    file: 'storefront.js',
    name: 'storefront',
    src: 'src/main.ts',
    isEntry: true,
    dynamicImports: [
      '_work-widgets-W1.js',
      '_cards-C1.js',
      'src/widgets/favorite-folders/favorite-folders.tsx',
      '_mypage-widgets-M1.js',
      'src/widgets/work-gallery/work-gallery.tsx',
      'node_modules/fast-xml-parser/src/fxp.js',
      '_runtime-R1.js',
    ],
  },
  'src/sync/connect.ts': {
    file: 'chunks/connect-S1.js',
    name: 'connect',
    src: 'src/sync/connect.ts',
    isDynamicEntry: true,
    imports: ['src/main.ts'],
  },
  'src/widgets/favorite-folders/favorite-folders.tsx': {
    file: 'chunks/favorite-folders-D1.js',
    name: 'favorite-folders',
    src: 'src/widgets/favorite-folders/favorite-folders.tsx',
    isDynamicEntry: true,
    imports: ['_cards-C1.js', '_runtime-R1.js', 'src/main.ts'],
  },
  'src/widgets/work-gallery/work-gallery.tsx': {
    file: 'chunks/work-gallery-G1.js',
    name: 'work-gallery',
    src: 'src/widgets/work-gallery/work-gallery.tsx',
    isDynamicEntry: true,
    imports: ['_cards-C1.js', '_runtime-R1.js', 'src/main.ts'],
  },
};

describe('preloadFiles: what a page of each family loads besides the entry', () => {
  it("the runtime, the family's widget chunks and what they import statically, a chunk after its imports", () => {
    expect(preloadFiles(MANIFEST)).toEqual({
      list: ['chunks/runtime-R1.js', 'chunks/cards-C1.js'],
      work: [
        'chunks/runtime-R1.js',
        'chunks/cards-C1.js',
        'chunks/work-gallery-G1.js',
        'chunks/work-widgets-W1.js',
      ],
      mypage: ['chunks/runtime-R1.js', 'chunks/cards-C1.js', 'chunks/mypage-widgets-M1.js'],
      folders: [
        'chunks/runtime-R1.js',
        'chunks/cards-C1.js',
        'chunks/mypage-widgets-M1.js',
        'chunks/favorite-folders-D1.js',
      ],
    });
  });

  it('never the entry, a library loaded on a click or the tab sync (dynamic imports only)', () => {
    const all = Object.values(preloadFiles(MANIFEST)).flat();
    for (const file of ['storefront.js', 'chunks/fxp-X1.js', 'chunks/connect-S1.js'])
      expect(all).not.toContain(file);
  });

  it("follows a widget chunk's imports however deep: a chunk the cards chunk imports is preloaded too", () => {
    const manifest: Manifest = {
      ...MANIFEST,
      '_cards-C1.js': {
        file: 'chunks/cards-C1.js',
        name: 'cards',
        imports: ['src/main.ts', '_runtime-R1.js', '_shared-H1.js'],
      },
      '_shared-H1.js': { file: 'chunks/shared-H1.js', name: 'shared', imports: ['_runtime-R1.js'] },
    };
    expect(preloadFiles(manifest).list).toEqual([
      'chunks/runtime-R1.js',
      'chunks/shared-H1.js',
      'chunks/cards-C1.js',
    ]);
  });

  it('fails the build when a widget of a family has no chunk, or there is no single runtime chunk', () => {
    const { ['src/widgets/work-gallery/work-gallery.tsx']: _gallery, ...noGallery } = MANIFEST;
    expect(() => preloadFiles(noGallery)).toThrow('no chunk for the widget work-gallery');
    const { ['_runtime-R1.js']: _runtime, ...noRuntime } = MANIFEST;
    expect(() => preloadFiles(noRuntime)).toThrow('expected one runtime chunk, found 0');
  });
});

describe('preloadHints: each file with its integrity', () => {
  it('gives each file the integrity of its bytes, each file read once', async () => {
    const read: string[] = [];
    const hints = await preloadHints(MANIFEST, (file) => {
      read.push(file);
      return Promise.resolve(sriSha384(new TextEncoder().encode(file)));
    });
    expect(hints.list).toEqual([
      {
        file: 'chunks/runtime-R1.js',
        integrity: sriSha384(new TextEncoder().encode('chunks/runtime-R1.js')),
      },
      { file: 'chunks/cards-C1.js', integrity: sriSha384(new TextEncoder().encode('chunks/cards-C1.js')) },
    ]);
    expect(read.sort()).toEqual([...new Set(Object.values(preloadFiles(MANIFEST)).flat())].sort());
  });
});

describe('preview pages: the hints a host writes', () => {
  const fake = createFakeStore();
  const hint = (file: string): PreloadHint => ({
    file,
    integrity: sriSha384(new TextEncoder().encode(file)),
  });
  const files = preloadFiles(MANIFEST);
  const preload = (family: PageFamily) => files[family].map(hint);
  const render = (path: string, extra: Partial<PageContext> = {}) =>
    previewDocument(path, { entry: '/cdn/storefront/storefront.js', fake, member: true, preload, ...extra });
  const links = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      integrity: link.getAttribute('integrity'),
      crossorigin: link.getAttribute('crossorigin'),
      fetchpriority: link.getAttribute('fetchpriority'),
    }));
  const expected = (family: PageFamily, base = '/cdn/storefront/') =>
    preload(family).map(({ file, integrity }) => ({
      href: `${base}${file}`,
      integrity,
      crossorigin: 'anonymous',
      fetchpriority: 'low',
    }));

  const PAGES: [string, PageFamily][] = [
    ['/maniax/preview/list.html?n=3', 'list'],
    ['/maniax/preview/bench.html?n=3', 'list'],
    ['/maniax/work/=/product_id/RJ01000005.html', 'work'],
    ['/maniax/mypage/wishlist/folders/', 'folders'],
    ['/maniax/mypage/wishlist/', 'mypage'],
    ['/maniax/mypage/wishlist/folder/', 'mypage'],
  ];

  it.each(PAGES)(
    "%s: the %s family's hints after the entry, relative to the entry's URL, with the entry's CORS mode and a lower priority; every widget of the page one of the family's",
    (path, family) => {
      const doc = render(path);
      expect(links(doc)).toEqual(expected(family));
      const entry = doc.head.querySelector('script[type="module"]');
      expect(entry?.nextElementSibling?.getAttribute('rel')).toBe('modulepreload');
      const widgets = [...doc.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'));
      expect(widgets.length).toBeGreaterThan(0);
      for (const widget of new Set(widgets)) expect(PAGE_FAMILY_WIDGETS[family]).toContain(widget);
    },
  );

  it('from the CDN host, the hints point at it like the entry', () => {
    const doc = render('/maniax/preview/list.html?n=3', {
      entry: 'http://cdn.localhost:4173/cdn/storefront/storefront.js',
    });
    expect(links(doc)).toEqual(expected('list', 'http://cdn.localhost:4173/cdn/storefront/'));
  });

  it('none without hints, none on the bench build (other files), none on the preview-only pages', () => {
    expect(links(render('/maniax/preview/list.html?n=3', { preload: undefined }))).toEqual([]);
    expect(links(render('/maniax/preview/bench.html?n=3&build=bench'))).toEqual([]);
    expect(links(render('/maniax/preview/bootstrap.html'))).toEqual([]);
  });
});
