// The widgets' references (src/widgets/*/reference.ts) against the code they describe: the attributes their
// definitions declare, the label dictionaries, the host events and the labels the widgets' code shows.
import { readFileSync } from 'node:fs';
import { galleryImage, type GalleryAttributes } from '../../src/domain/gallery-images';
import { CART_ADDED, FAVORITE_ADDED, FOLDERS_CHANGED, FOLLOW_CHANGED } from '../../src/events/host-events';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { readIslandData } from '../../src/widget-api/attributes';
import { widgetReferences } from '../../src/widgets/references';
import { widgetRegistry } from '../../src/widgets/registry';
import { exampleMarkup, widgetSection } from '../../src/widgets/widget-reference-markdown';
import { workGalleryReference } from '../../src/widgets/work-gallery/reference';
import { widgetSources } from './widget-sources';

const documented = Object.entries(widgetReferences);

/** The label keys a widget's code names literally: `t('key')`. */
const labelsShown = (name: string) =>
  new Set(
    widgetSources(name)
      .filter((file) => !file.endsWith('.css'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z_]+)'/g)].map((match) => match[1] ?? ''),
      ),
  );

function islandOf(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host.firstElementChild as HTMLElement;
}

describe('widget references', () => {
  it('document every widget of the registry, with its registered definition', () => {
    expect(Object.keys(widgetReferences).sort()).toEqual(Object.keys(widgetRegistry).sort());
    for (const [name, { definition }] of documented) expect(definition).toBe(widgetRegistry[name]);
  });

  it.each(documented)('%s: prose for every declared attribute, none for others', (_, widget) => {
    expect(Object.keys(widget.reference.attributes)).toEqual(Object.keys(widget.definition.attributes ?? {}));
  });

  it.each(documented)(
    '%s: a description for each value of an enum or boolean, none for others',
    (_, widget) => {
      for (const [name, declaration] of Object.entries(widget.definition.attributes ?? {})) {
        const declared =
          declaration.kind === 'boolean'
            ? ['true', 'false']
            : declaration.kind === 'enum'
              ? declaration.values
              : [];
        const described = widget.reference.attributes[name]?.values ?? {};
        expect(Object.keys(described), name).toEqual([...(declared ?? [])]);
        for (const text of Object.values(described)) expect(text.trim(), name).not.toBe('');
      }
    },
  );

  it.each(documented)('%s: the example markup parses', (name, widget) => {
    const island = islandOf(exampleMarkup(name, widget));
    expect(island.dataset.widget).toBe(name);
    expect(widget.definition.parse(readIslandData(island), island).ok).toBe(true);
  });

  it.each(documented)(
    '%s: label keys are in both dictionaries and cover what its code shows',
    (name, widget) => {
      const listed = new Set<string>(widget.reference.labels);
      for (const key of listed) {
        expect(Object.hasOwn(en, key), `en ${key}`).toBe(true);
        expect(Object.hasOwn(ja, key), `ja ${key}`).toBe(true);
      }
      const unlisted = [...labelsShown(name)].filter((key) => !listed.has(key));
      expect(unlisted, 'labels its code shows').toEqual([]);
    },
  );

  it.each(documented)('%s: events are host events the bundle dispatches', (_, widget) => {
    const dispatched: string[] = [CART_ADDED, FAVORITE_ADDED, FOLLOW_CHANGED, FOLDERS_CHANGED];
    for (const event of widget.reference.events) expect(dispatched).toContain(event.name);
  });

  it('the gallery reads every child attribute its reference documents', () => {
    const child = islandOf(workGalleryReference.reference.children?.example ?? '');
    const attrs = { ...child.dataset } as GalleryAttributes;
    const documentedKeys = Object.keys(workGalleryReference.reference.children?.attributes ?? {});
    expect(Object.keys(attrs).sort()).toEqual([...documentedKeys].sort());
    for (const key of documentedKeys) {
      const without = { ...attrs, [key]: undefined };
      expect(galleryImage(without), key).not.toEqual(galleryImage(attrs));
    }
  });
});

// What the attribute tables say a missing, empty or invalid attribute gives, against the parser: every row
// in widget-pages.test.ts "the attribute tables' claims".
describe("a widget's section", () => {
  it.each(documented)('%s: names every attribute, label and event, in valid tables', (name, widget) => {
    const section = widgetSection(name, widget);
    expect(section.startsWith(`### ${name}\n`)).toBe(true);
    for (const attribute of Object.keys(widget.reference.attributes))
      expect(section).toContain(`\`data-${attribute}\``);
    for (const key of widget.reference.labels) expect(section).toContain(`| \`${key}\` |`);
    for (const event of widget.reference.events) expect(section).toContain(`\`${event.name}\``);
    // Every table row has as many cells as its head (an unescaped | in a cell would add one).
    const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length;
    for (const block of section.split('\n\n').filter((part) => part.startsWith('| '))) {
      const rows = block.split('\n');
      for (const row of rows) expect(cells(row), row).toBe(cells(rows[0] ?? ''));
    }
  });
});
