import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlCustomData, WIDGET_STATE_VALUES } from '../../src/widgets/html-custom-data';
import { widgetReferences } from '../../src/widgets/references';
import { widgetSources } from './widget-sources';

// The editor data of the markup: every widget name, every declared attribute with the widgets that read it,
// each enum's and boolean's values with what each gives, the attributes of the server-rendered children the
// widgets read, and the runtime's `data-widget-state` (docs/page/storefront.html-data.json is checked against
// this by widget-pages.test.ts, and the build ships it in dist/).

const SRC = resolve(import.meta.dirname, '../../src');
const source = (path: string) => readFileSync(resolve(SRC, path), 'utf8');
const data = htmlCustomData(widgetReferences);
const attribute = (name: string) => data.globalAttributes.find((a) => a.name === name);
const valueNames = (name: string) => attribute(name)?.values?.map((v) => v.name);
const kebab = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The `data-*` attributes (with the value looked for, if any) a widget reads from the elements inside its
 * island: the selectors its definition and code query the island with, and for the gallery the `dataset`
 * keys of its children (`GalleryChildAttribute`).
 */
function childAttributesRead(): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const add = (name: string, value?: string) => {
    const values = read.get(name) ?? new Set<string>();
    if (value !== undefined) values.add(value);
    read.set(name, values);
  };
  for (const widget of Object.keys(widgetReferences)) {
    const files = [resolve(SRC, `widgets/${widget}/definition.ts`), ...widgetSources(widget)];
    for (const file of files.filter((path) => !path.endsWith('.css')))
      for (const [, name = '', value] of readFileSync(file, 'utf8').matchAll(
        /querySelector(?:All)?(?:<[^>]+>)?\(\s*'\[(data-[a-z-]+)(?:="([^"]+)")?\]'/g,
      ))
        add(name, value);
  }
  const union = /export type GalleryChildAttribute = ([^;]+);/.exec(source('domain/gallery-images.ts'))?.[1];
  for (const [, key = ''] of (union ?? '').matchAll(/'(\w+)'/g)) add(kebab(key));
  return read;
}

describe('html.customData of the markup', () => {
  it('offers every widget name as a value of data-widget, with its synopsis', () => {
    expect(valueNames('data-widget')).toEqual(Object.keys(widgetReferences));
    expect(attribute('data-widget')?.values?.[0]?.description.value).toContain(
      Object.values(widgetReferences)[0]?.reference.synopsis,
    );
  });

  it('describes every declared attribute and every child attribute once, naming each widget that reads it', () => {
    const described = new Map<string, string[]>();
    for (const [widget, { definition, reference }] of Object.entries(widgetReferences))
      for (const name of [
        ...Object.keys(definition.attributes ?? {}).map((key) => `data-${key}`),
        ...Object.keys(reference.children?.attributes ?? {}).map(kebab),
      ])
        described.set(name, [...(described.get(name) ?? []), widget]);
    expect(data.globalAttributes.map((a) => a.name).sort()).toEqual(
      ['data-widget', 'data-widget-state', ...described.keys()].sort(),
    );
    for (const [name, widgets] of described)
      for (const widget of widgets) expect(attribute(name)?.description.value).toContain(`\`${widget}\``);
    expect(attribute('data-product-id')?.description.value).toContain('required');
  });

  // An enum's values and a boolean's true and false: each value the reference describes is looked up below
  // (reference.test.ts holds the reference's values to the declared ones).
  it("describes each value by what it gives, from the reference's prose (no placeholder)", () => {
    const values = data.globalAttributes.flatMap((a) =>
      (a.values ?? []).map((value) => ({ attribute: a.name, ...value })),
    );
    expect(values.length).toBeGreaterThan(15);
    for (const { attribute: name, name: value, description } of values) {
      const text = description.value;
      const where = `${name}="${value}"`;
      expect(text, where).not.toMatch(/^For `[^`]+`(, `[^`]+`)*\.$/);
      expect(
        text
          .replace(/`[^`]*`/g, '')
          .trim()
          .split(/\s+/).length,
        where,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const [widget, { reference }] of Object.entries(widgetReferences))
      for (const [name, prose] of Object.entries(reference.attributes))
        for (const [value, text] of Object.entries(prose.values ?? {}))
          expect(
            attribute(`data-${name}`)?.values?.find((v) => v.name === value)?.description.value,
            widget,
          ).toContain(text);
  });

  it('has every attribute a widget reads from the elements inside its island, with the values it looks for', () => {
    const read = childAttributesRead();
    expect([...read.keys()]).toEqual(
      expect.arrayContaining([
        'data-slot',
        'data-src',
        'data-width',
        'data-height',
        'data-thumb',
        'data-thumb-width',
        'data-thumb-height',
      ]),
    );
    for (const [name, values] of read) {
      expect(attribute(name), name).toBeDefined();
      for (const value of values) expect(valueNames(name), `${name}="${value}"`).toContain(value);
    }
    expect(valueNames('data-slot')).toEqual(['devices']);
    expect(attribute('data-src')?.description.value).toContain('`work-gallery`');
    expect(attribute('data-src')?.description.value).toContain('(required)');
  });

  it('has data-widget-state as the runtime sets it: ready or error, read-only', () => {
    const states = /export type IslandState = ([^;]+);/.exec(source('islands/island-host.tsx'))?.[1] ?? '';
    expect([...states.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual(
      Object.keys(WIDGET_STATE_VALUES),
    );
    for (const file of ['islands/deferred-api.ts', 'islands/island-host.tsx'])
      for (const [, state] of source(file).matchAll(/setAttribute\('data-widget-state', '(\w+)'\)/g))
        expect(Object.keys(WIDGET_STATE_VALUES)).toContain(state);
    expect(valueNames('data-widget-state')).toEqual(['ready', 'error']);
    expect(attribute('data-widget-state')?.description.value).toContain('never by the page');
  });
});
