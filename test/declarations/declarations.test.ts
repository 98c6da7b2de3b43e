import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontDeclarations } from '../../scripts/declarations';
import { snippetDiagnostics } from '../docs/compile-snippets';

// dist/storefront.d.ts, as the build prints it: a host's script written from the docs type-checks against
// it with one reference line, and a script that reads an event, a field or a call the bundle does not have
// does not.

const DECLARATIONS = storefrontDeclarations(resolve(import.meta.dirname, '../..'));
const HOST_SCRIPT = readFileSync(resolve(import.meta.dirname, 'host-script.ts.txt'), 'utf8');

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
    const script = { where: 'host-script.ts.txt:1', code: HOST_SCRIPT, fragment: false };
    expect(snippetDiagnostics([script], DECLARATIONS)).toEqual([]);
  });

  // One program for every line (a program of its own each took 2.5 s, most of it the DOM's types).
  it('refuses each line a host could get wrong', () => {
    const errors = snippetDiagnostics(
      REFUSED.map(([what, line]) => ({
        where: `${what}:0`,
        code: `/// <reference path="./storefront.d.ts" />\n${line}`,
        fragment: false,
      })),
      DECLARATIONS,
    );
    expect(
      REFUSED.filter(([what]) => !errors.some((error) => error.startsWith(`${what}:`))).map(([what]) => what),
    ).toEqual([]);
  });
});
