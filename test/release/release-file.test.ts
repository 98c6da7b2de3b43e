import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../preview/pages';
import { previewDocument } from '../preview/preview-page';
import { createFakeStore } from '../../src/mocks/fake-store';
import { releaseFileContent, sriSha384, type OutputFile } from '../../scripts/release-file';
import type { PreloadHints } from '../../scripts/preload-hints';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sriSha384: the entry script tag integrity value', () => {
  it('is sha384- and the base64 of the SHA-384 digest', () => {
    // The example of the Subresource Integrity specification (W3C SRI, "alert('Hello, world.');").
    expect(sriSha384(bytes("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
    expect(sriSha384(new Uint8Array())).toBe(
      'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb',
    );
  });

  it('agrees with node:crypto on every byte value', () => {
    const all = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256);
    const expected = createHash('sha384').update(all).digest('base64');
    expect(sriSha384(all)).toBe(`sha384-${expected}`);
    // 48 digest bytes: 64 base64 characters, no padding.
    expect(sriSha384(all)).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

describe('releaseFileContent: dist/release.json', () => {
  const files: OutputFile[] = [
    { fileName: 'chunks/work-widgets-8xxsbK1u.js', type: 'chunk', isEntry: false },
    { fileName: 'storefront.js', type: 'chunk', isEntry: true },
    { fileName: 'chunks/cards-DoA-Uo4j.js', type: 'chunk', isEntry: false },
    { fileName: 'assets/gallery-Ab12Cd34.css', type: 'asset' },
    { fileName: 'manifest.json', type: 'asset' },
  ];

  const preload: PreloadHints = {
    list: [{ file: 'chunks/cards-DoA-Uo4j.js', integrity: sriSha384(bytes('cards')) }],
    work: [],
    mypage: [],
    folders: [],
  };

  it('names the version, the entry and its integrity, the sorted chunks and assets, the manifest and the preload hints', () => {
    const entry = bytes('export const entry = 1;\n');
    expect(releaseFileContent('1.2.3', files, entry, preload)).toEqual({
      version: '1.2.3',
      entry: 'storefront.js',
      integrity: sriSha384(entry),
      chunks: ['chunks/cards-DoA-Uo4j.js', 'chunks/work-widgets-8xxsbK1u.js'],
      assets: ['assets/gallery-Ab12Cd34.css'],
      manifest: 'manifest.json',
      types: 'storefront.d.ts',
      htmlData: 'storefront.html-data.json',
      configSchema: 'storefront-config.schema.json',
      preload,
    });
  });

  it('leaves out the manifest wherever the build writes it', () => {
    const release = releaseFileContent(
      '1.2.3',
      [
        ...files.filter((f) => f.fileName !== 'manifest.json'),
        { fileName: '.vite/manifest.json', type: 'asset' },
      ],
      bytes(''),
      preload,
      '.vite/manifest.json',
    );
    expect(release.assets).toEqual(['assets/gallery-Ab12Cd34.css']);
    expect(release.manifest).toBe('.vite/manifest.json');
  });

  it('refuses a bundle without exactly one entry', () => {
    const chunks = files.filter((f) => !f.isEntry);
    expect(() => releaseFileContent('1.2.3', chunks, bytes(''), preload)).toThrow(
      'expected one entry chunk, found 0',
    );
    expect(() =>
      releaseFileContent(
        '1.2.3',
        [...files, { fileName: 'other.js', type: 'chunk', isEntry: true }],
        bytes(''),
        preload,
      ),
    ).toThrow('found 2');
  });
});

describe('preview pages: the entry script tag with integrity', () => {
  const entryScript = (path: string, extra: Partial<PageContext> = {}) =>
    previewDocument(path, { entry: '/cdn/storefront/storefront.js', ...extra }).querySelector(
      'script[type="module"]',
    );

  it('carries integrity and crossorigin="anonymous" when the page has an integrity value, neither without', () => {
    const integrity = sriSha384(bytes('entry'));
    const script = entryScript('/maniax/preview/list.html?n=2', { integrity });
    expect(script?.getAttribute('src')).toBe('/cdn/storefront/storefront.js');
    expect(script?.getAttribute('integrity')).toBe(integrity);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    const plain = entryScript('/maniax/preview/list.html?n=2');
    expect([plain?.hasAttribute('integrity'), plain?.hasAttribute('crossorigin')]).toEqual([false, false]);
  });

  it('the bench page drops it when it loads the bench build, whose bytes differ', () => {
    const integrity = sriSha384(bytes('entry'));
    const fake = createFakeStore();
    const bench = (query: string) =>
      entryScript(`/maniax/preview/bench.html?n=2${query}`, { integrity, fake });
    expect(bench('')?.getAttribute('integrity')).toBe(integrity);
    const script = bench('&build=bench');
    expect(script?.getAttribute('src')).toBe('/cdn/bench/product/storefront.js');
    expect(script?.hasAttribute('integrity')).toBe(false);
  });
});
