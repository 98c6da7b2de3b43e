import { readJson } from '../../src/api/client';
import { normalizeMemberStatus } from '../../src/api/normalize-member';
import { DEFAULT_REFRESH_AFTER_HIDDEN_MS } from '../../src/config/page-config';
import { followlistAdd } from '../../src/domain/routes';
import { BUCKET_SIZE } from '../../src/islands/island-set';
import { BUDGET_MS, SKIP_FROM } from '../../src/islands/work-loop';
import type { StoreContext } from '../../src/store/context';
import { customerHash } from '../../src/store/member';
import { favoriteFolderMenuReference } from '../../src/widgets/favorite-folder-menu/reference';
import { widgetReferences } from '../../src/widgets/references';
import { RETURN_RELOADED } from '../../src/store/lists-slice';
import { followButtonReference } from '../../src/widgets/follow-button/reference';
import { filesUnder, markdownIn, readRepo } from './repository';

const read = readRepo;
/** A document's text with its line breaks and runs of spaces as one space. */
const prose = (path: string) => read(path).replace(/\s+/g, ' ');
/** The documents written by hand for store page developers and engineers (not the generated widget pages). */
const HAND_WRITTEN = [
  'docs/page-contract.md',
  'docs/behaviour.md',
  'docs/architecture.md',
  ...['README.md', 'events.md', 'quick-start.md', 'security.md', 'browsers.md'].map(
    (name) => `docs/page/${name}`,
  ),
];
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
    const readers = filesUnder('src/widgets')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('reference.ts'))
      .filter((file) => /context\.layout\b/.test(read(file)));
    expect(readers).toEqual(['src/widgets/favorite-item/favorite-item.tsx']);
    expect(read('docs/page/configuration.md')).toContain('Only `favorite-item` reads it');
    expect(read('docs/page/favorite-folder-menu.md')).toContain('from the page’s path alone');
  });
});

describe('img-src (security.md)', () => {
  it('the bundle renders images in the gallery and the sample viewer only', () => {
    const renderers = ['src', 'scripts']
      .flatMap((dir) => filesUnder(dir))
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/^src\/(mocks|workshop)\//.test(file))
      .filter((file) => {
        const text = read(file);
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

describe("the store's side (server.md)", () => {
  const server = () => read('docs/server.md').replace(/\s+/g, ' ');

  // The rule itself, every case: test/api/follow.test.ts (isFollowOk).
  it('a follow succeeds on any answer whose status text is OK, and on a 200 with none', () => {
    expect(server()).toContain(
      'A follow succeeds on any answer whose status text is `OK`, whatever its status code, and on a 200 with an empty status text',
    );
  });

  it('an HTML answer (text/html, or an HTML body) with a 2xx status is an expired session', () => {
    const kindOf = (status: number, text: string, contentType: string) => {
      try {
        readJson({ status, statusText: '', text, contentType });
        return 'none';
      } catch (error) {
        return (error as { kind: string }).kind;
      }
    };
    // An HTML body under another type: test/api/client.test.ts 'HTML served as text/plain'.
    expect(kindOf(200, '{}', 'text/html; charset=UTF-8')).toBe('session');
    expect(kindOf(500, '<html></html>', 'text/html')).toBe('http');
    expect(server()).toContain('An answer sent as `text/html`');
    expect(server()).toContain('an expired session');
  });

  // 0, '' and none: test/api/member.test.ts ('customer_id null for ...').
  it('customer_id "0" (or 0, or none) is a guest', () => {
    expect(normalizeMemberStatus({ customer_id: '0' }).customer_id).toBeNull();
    expect(server()).toContain(
      'a `customer_id` that is missing, empty or `"0"` (or the number `0`) is a guest\'s',
    );
  });

  it('a return calls status and the lists it reloads again, after the default time hidden', () => {
    const names: Record<string, string> = { boughts: 'boughts', favorites: 'favourites', follows: 'follows' };
    const lists = ['status', ...RETURN_RELOADED.map((list) => names[list])];
    const spoken = `${lists.slice(0, -1).join(', ')} and ${lists.at(-1) ?? ''}`;
    expect(server()).toContain(`A member's page calls ${spoken} again`);
    expect(DEFAULT_REFRESH_AFTER_HIDDEN_MS).toBe(5 * 60 * 1000);
    expect(server()).toContain('`refreshAfterHiddenMs` (default 5 minutes)');
    expect(server()).not.toContain('at most once per page');
  });
});

describe('window.storefront.ready (events.md)', () => {
  // The loader hands the runtime the islands inserted before it arrived, and ready waits for the first scan
  // to settle: test/islands/deferred-api.test.ts ("hands the runtime the page's islands in document order,
  // with those added before it arrived", "ready resolves ... when the first scan has settled").
  it('waits for the islands inserted after DOM ready, before the runtime arrived, too', () => {
    expect(prose('docs/page/events.md')).toContain(
      "every island it inserted after that before the runtime's chunk arrived",
    );
  });
});

describe('loginchecked (page-contract.md, behaviour.md, the widget pages)', () => {
  const memberWith = (loginchecked: string | undefined) =>
    customerHash({
      lang: 'jp',
      readCookie: (name: string) =>
        name === 'uhashjp' ? 'h' : name === 'loginchecked' ? loginchecked : undefined,
    } as unknown as StoreContext) !== null;

  it('makes a member of an odd number, a guest of anything else, as the documents say', () => {
    for (const odd of ['1', '3', '5', '129']) expect(memberWith(odd), odd).toBe(true);
    for (const other of ['0', '2', '4', '128', '', 'yes', undefined])
      expect(memberWith(other), other).toBe(false);
    expect(prose('docs/page-contract.md')).toContain('`loginchecked` is an odd number (`1`, `3`, …)');
    expect(prose('docs/behaviour.md')).toContain('`loginchecked` is an odd number (`1`, `3`, …');
    for (const [name, { reference }] of Object.entries(widgetReferences))
      for (const cookie of reference.cookies.filter((c) => c.name === 'loginchecked'))
        expect(cookie.use, name).toContain('an odd number');
  });

  it('is never described by a bit number', () => {
    const found = [...HAND_WRITTEN, ...markdownIn('docs/page')].filter((path) =>
      /\bbits? \d/i.test(read(path)),
    );
    expect(found).toEqual([]);
  });
});

describe('favorite-folder-menu for a guest (page-contract.md)', () => {
  it('renders the register and login links, so the contract lists it empty only off a my-page path', () => {
    const code = read('src/widgets/favorite-folder-menu/favorite-folder-menu.tsx');
    expect(code).toMatch(/if \(!member\)[\s\S]{0,200}<AccountLinks/);
    expect(favoriteFolderMenuReference.reference.renders.guest).toContain('`register` and `login` links');
    const contract = prose('docs/page-contract.md');
    expect(contract).toContain('`favorite-folder-menu` off a my-page path (a guest on a my page gets its');
    expect(contract).not.toMatch(/`favorite-folder-menu` for a guest/);
  });
});

describe("the work loop's figures (architecture.md, page-contract.md)", () => {
  it('states the budget, the near and far steps and the buckets the code has', () => {
    const architecture = prose('docs/architecture.md');
    expect(architecture).toContain(`(\`BUDGET_MS\`, ${BUDGET_MS} ms)`);
    expect(architecture).toContain(`takes half the budget, ${BUDGET_MS / 2} ms`);
    expect(architecture).toContain(`the next far step takes twice the budget, ${2 * BUDGET_MS} ms`);
    expect(architecture).toContain(
      `(${BUDGET_MS / 2} ms near the viewport, up to ${2 * BUDGET_MS} ms far from it)`,
    );
    expect(architecture).not.toMatch(/~25 ms|slices? of (about )?25 ms|waits 20 ms at most/);
    expect(architecture).toContain(`in buckets of ${BUCKET_SIZE}`);
    expect(prose('docs/page-contract.md')).toContain(`On a page of ${SKIP_FROM} islands or more`);
    const loop = read('src/islands/work-loop.ts');
    expect(loop).toContain("sized('render', BUDGET_MS / 2)");
    expect(loop).toContain('waitedMs > 2 * BUDGET_MS ? 2 * BUDGET_MS : BUDGET_MS');
  });
});

describe('the types a host is told of (events.md, quick-start.md)', () => {
  const declarations = read('docs/page/storefront.d.ts');
  const declared = new Set(
    [...declarations.matchAll(/^\s*export (?:interface|type) (\w+)/gm)].map((match) => match[1]),
  );

  it('are named as the shipped declarations give them, never by a source file a host does not have', () => {
    for (const path of HAND_WRITTEN.filter((file) => file.startsWith('docs/page/'))) {
      const text = read(path);
      for (const [, name = ''] of text.matchAll(/`Storefront\.(\w+)`/g))
        expect(declared, `${path}: ${name}`).toContain(name);
      expect(text, path).not.toMatch(/`src\/[^`]*\.tsx?`/);
      expect(text, path).not.toMatch(/\bHostEventMap\b/);
    }
    expect(declarations).toContain('storefront?: Storefront.StorefrontPageApi;');
    expect(read('docs/page/events.md')).toContain('await window.storefront?.ready;');
    expect(read('docs/page/events.md')).not.toMatch(/await window\.storefront\.ready/);
  });
});
