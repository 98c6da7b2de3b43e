import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { followlistAdd } from '../../src/domain/routes';
import { followButtonReference } from '../../src/widgets/follow-button/reference';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

// Statements of the host-facing reference (docs/, docs/page/) held to the code they describe: where a page
// states a route, a rule or a constant, the test reads it from the code and checks the page says the same.

describe('follow-button', () => {
  it("the example's server fallback link is the add-to-follow-list route the bundle links to", () => {
    const { attributes, children } = followButtonReference.reference;
    const href = /href="([^"]+)"/.exec(children?.example ?? '')?.[1];
    const example = (name: string) => attributes[name]?.example ?? '';
    expect(href).toBe(followlistAdd('maniax', example('maker-id'), example('maker-name')));
  });
});

describe("the configuration's layout", () => {
  it('is read by favorite-item alone, not by the folder menu (configuration.md, favorite-folder-menu.md)', () => {
    const readers = filesUnder(join(ROOT, 'src/widgets'))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('reference.ts'))
      .filter((file) => /context\.layout\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(readers).toEqual(['src/widgets/favorite-item/favorite-item.tsx']);
    expect(read('docs/page/configuration.md')).toContain('Only `favorite-item` reads it');
    expect(read('docs/page/favorite-folder-menu.md')).toContain('from the page’s path alone');
  });
});

describe('img-src (security.md)', () => {
  it('the bundle renders images in the gallery and the sample viewer only', () => {
    const renderers = ['src', 'scripts']
      .flatMap((dir) => filesUnder(join(ROOT, dir)))
      .map((file) => relative(ROOT, file))
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/^src\/(mocks|workshop)\//.test(file))
      .filter((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        return file.endsWith('.css') ? /url\(/.test(text) : /<img\b|new Image\(|backgroundImage/.test(text);
      })
      .filter((file) => !file.endsWith('reference.ts'));
    expect(renderers.sort()).toEqual([
      'src/components/sample-access/sample-access.tsx',
      'src/widgets/work-gallery/main-slider.tsx',
      'src/widgets/work-gallery/single-image.tsx',
      'src/widgets/work-gallery/thumb-strip.tsx',
      'src/widgets/work-gallery/zoom-popup.tsx',
    ]);
    expect(read('docs/page/security.md')).toContain('the only images the bundle renders');
  });
});

describe("the card's sample viewer (product-item.md)", () => {
  it('is a position: fixed box inside the card, neither a portal nor a top-layer popup', () => {
    const code = read('src/components/sample-access/sample-access.tsx');
    const css = read('src/components/sample-access/sample-access.css');
    expect(code).not.toMatch(/createPortal|popover|showModal|document\.body/);
    const backdrop = /\.sf-sample-access__backdrop \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(backdrop).toContain('position: fixed;');
    expect(backdrop).toContain('inset: 0;');
    expect(backdrop).toContain('z-index: 1000;');
    const page = read('docs/page/product-item.md');
    expect(page).toContain('It renders inside the card, not in the top layer');
    expect(page).not.toMatch(/full-screen backdrop/);
  });
});
