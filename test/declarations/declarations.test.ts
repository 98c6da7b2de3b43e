import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DECLARATIONS_FILE, storefrontDeclarations } from '../../scripts/declarations';

// dist/storefront.d.ts, as the build prints it: a host's script written from the docs type-checks against
// it with one reference line, and a script that reads an event, a field or a call the bundle does not have
// does not.

const ROOT = resolve(import.meta.dirname, '../..');
const HOST_SCRIPT = readFileSync(resolve(import.meta.dirname, 'host-script.ts.txt'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'storefront-types-'));
writeFileSync(join(dir, DECLARATIONS_FILE), storefrontDeclarations(ROOT));

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};
/** The compiler's files parsed once: the libraries and the declarations are the same for every script. */
const host = ts.createCompilerHost(OPTIONS);
const parsed = new Map<string, ts.SourceFile | undefined>();
const parse = host.getSourceFile.bind(host);
host.getSourceFile = (name, ...rest) => {
  if (name.startsWith(join(dir, 'host-'))) return parse(name, ...rest);
  if (!parsed.has(name)) parsed.set(name, parse(name, ...rest));
  return parsed.get(name);
};

/**
 * The type errors of each script beside the declarations, as a host's own strict TypeScript reports them:
 * each script a module of its own (its names its own), all of them in one program.
 */
function typeErrorsOfEach(scripts: string[]): string[][] {
  const files = scripts.map((script) => {
    const file = join(dir, `host-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, `${script}\nexport {};\n`);
    return file;
  });
  const program = ts.createProgram(files, OPTIONS, host);
  return files.map((file) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  );
}

/** Lines a host could write that the declarations must refuse, each with what it gets wrong. */
const REFUSED: [string, string][] = [
  [
    'an event field the bundle does not send',
    "document.addEventListener('storefront:cart-added', (e) => e.detail.makerId);",
  ],
  ['a misspelt field', "document.addEventListener('storefront:favorite-added', (e) => e.detail.productID);"],
  ['a call the API does not have', 'window.storefront?.reload();'],
  ['a mount root that is not a node', 'void window.storefront?.mount(42);'],
  [
    'a language the configuration refuses',
    "const c: Storefront.PageConfigInput = { site: 's', lang: 'fr', hosts: { player: 'p', community: 'c', previewEmbed: 'e', sampleEmbed: 's' } };",
  ],
  [
    'a host the configuration requires, missing',
    "const c: Storefront.PageConfigInput = { site: 's', lang: 'en', hosts: { player: 'p', community: 'c', previewEmbed: 'e' } };",
  ],
  [
    'a misspelled label key in the overrides',
    "const i18n: Storefront.PageConfigInput['i18n'] = { en: { into_cartt: 'To cart' } };",
  ],
  [
    'a label text that is not text',
    "const i18n: Storefront.PageConfigInput['i18n'] = { en: { into_cart: 42 } };",
  ],
  ['a widget the bundle does not have', "const w: Storefront.WidgetName = 'product-card';"],
  [
    'a layout a product card does not have',
    "const a: Storefront.IslandAttributes['product-item'] = { 'data-widget': 'product-item', 'data-product-id': 'RJ01000001', 'data-layout': '3column' };",
  ],
  [
    'a required attribute, missing',
    "const a: Storefront.IslandAttributes['follow-button'] = { 'data-widget': 'follow-button', 'data-maker-id': 'RG1' };",
  ],
  [
    'a misspelled attribute',
    "const a: Storefront.IslandAttributes['price-box'] = { 'data-widget': 'price-box', 'data-productid': 'RJ01000001' };",
  ],
  [
    'a folder change the bundle never announces',
    "document.addEventListener('storefront:folders-changed', (e) => { if (e.detail.change === 'folder-moved') {} });",
  ],
];

describe('dist/storefront.d.ts', () => {
  it("types a host's script written from the docs, with one reference line", () => {
    expect(typeErrorsOfEach([HOST_SCRIPT])).toEqual([[]]);
  });

  // One program for every line (a program of its own each took 2.5 s, most of it the DOM's types).
  it('refuses each line a host could get wrong', () => {
    const errors = typeErrorsOfEach(
      REFUSED.map(([, line]) => `/// <reference path="./storefront.d.ts" />\n${line}`),
    );
    expect(REFUSED.filter((_, index) => errors[index]?.length === 0).map(([what]) => what)).toEqual([]);
  });
});
