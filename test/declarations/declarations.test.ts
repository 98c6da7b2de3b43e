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

/** The type errors of `script` beside the declarations, as a host's own strict TypeScript reports them. */
function typeErrors(script: string): string[] {
  const file = join(dir, `host-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, script);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('dist/storefront.d.ts', () => {
  it("types a host's script written from the docs, with one reference line", () => {
    expect(typeErrors(HOST_SCRIPT)).toEqual([]);
  }, 30_000);

  it.each([
    [
      'an event field the bundle does not send',
      "document.addEventListener('storefront:cart-added', (e) => e.detail.makerId);",
    ],
    [
      'a misspelt field',
      "document.addEventListener('storefront:favorite-added', (e) => e.detail.productID);",
    ],
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
  ])(
    'refuses %s',
    (_what, line) => {
      expect(typeErrors(`/// <reference path="./storefront.d.ts" />\n${line}\n`)).not.toEqual([]);
    },
    30_000,
  );
});
