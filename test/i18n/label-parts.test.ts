import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { runtimeLabels } from '../../src/i18n/labels/runtime';
import { cardLabels } from '../../src/i18n/labels/cards';
import { workLabels } from '../../src/i18n/labels/work';
import { galleryLabels } from '../../src/i18n/labels/gallery';
import { mypageLabels } from '../../src/i18n/labels/mypage';
import { folderLabels } from '../../src/i18n/labels/folders';

// The labels come in parts, each added to the translator by the chunk of the widgets that show it
// (src/i18n/translate.ts). What this guards, from the source: every label a widget's code can name is in a
// part that code imports (or the runtime's), and the bundle never imports the whole dictionaries.

const SRC = resolve(import.meta.dirname, '../../src');
const PARTS: Record<string, { en: Readonly<Record<string, string>> }> = {
  runtime: runtimeLabels,
  cards: cardLabels,
  work: workLabels,
  gallery: galleryLabels,
  mypage: mypageLabels,
  folders: folderLabels,
};
const partOfKey = new Map(
  Object.entries(PARTS).flatMap(([part, labels]) =>
    Object.keys(labels.en).map((key) => [key, part] as const),
  ),
);

function resolveImport(spec: string, from: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, base])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Modules reached from `start` by relative imports that exist at run time (type-only ones aside). */
function reach(start: string, { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specs = [
      ...[...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'(\.[^']+)'/gm)].map(
        (m) => m[1],
      ),
      ...(dynamic ? [...code.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => m[1]) : []),
    ];
    for (const spec of specs) {
      const target = spec === undefined ? null : resolveImport(spec, file);
      if (target) stack.push(target);
    }
  }
  return seen;
}

/** Every string literal of the modules that is a label key: a label named in a call or chosen from a rule. */
const keysNamedIn = (files: Iterable<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([a-z0-9_]+)'/g)]
        .map((m) => m[1] ?? '')
        .filter((key) => partOfKey.has(key)),
    ),
  );

const partsImportedBy = (files: Iterable<string>) =>
  new Set(
    [...files].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import '(?:(?:\.\.\/)+i18n|\.)\/labels\/([a-z]+)';/gm)].map(
        (m) => m[1] ?? '',
      ),
    ),
  );

const widgets = readdirSync(resolve(SRC, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(SRC, 'widgets', entry.name, 'definition.ts')))
  .map((entry) => entry.name);

describe('label parts', () => {
  it('are disjoint and together the whole dictionary', () => {
    const total = Object.values(PARTS).reduce((sum, part) => sum + Object.keys(part.en).length, 0);
    expect(total).toBe(Object.keys(en).length);
    expect(new Set(partOfKey.keys())).toEqual(new Set(Object.keys(en)));
  });

  it.each(widgets)('%s: its code imports the part of every label it can show', (widget) => {
    const definition = resolve(SRC, 'widgets', widget, 'definition.ts');
    const spec = /load: \(\) => import\('(\.[^']+)'\)/.exec(readFileSync(definition, 'utf8'))?.[1];
    const entry = spec === undefined ? null : resolveImport(spec, definition);
    if (!entry) throw new Error(`${widget}: no lazily loaded module in its definition`);
    const modules = reach(entry, { dynamic: false });
    const imported = partsImportedBy(modules);
    const missing = [...keysNamedIn(modules)]
      .filter((key) => partOfKey.get(key) !== 'runtime' && !imported.has(partOfKey.get(key) ?? ''))
      .map((key) => `${key} (${partOfKey.get(key)})`);
    expect(missing, `${widget} shows labels of parts it does not import`).toEqual([]);
  });

  it("the runtime's part comes with the provider every island reads its labels from", () => {
    expect(partsImportedBy([resolve(SRC, 'i18n/i18n-context.tsx')])).toEqual(new Set(['runtime']));
  });

  it('the bundle never imports the whole dictionaries', () => {
    const bundle = [...reach(resolve(SRC, 'main.ts'), { dynamic: true })].map((file) => relative(SRC, file));
    expect(bundle).toContain('i18n/labels/cards.ts');
    expect(bundle.filter((file) => file === 'i18n/en.ts' || file === 'i18n/ja.ts')).toEqual([]);
  });
});

describe('labelPart', () => {
  it('adds its labels to translators made before it, in both languages', async () => {
    const { createTranslator, labelPart } = await import('../../src/i18n/translate');
    const ja = createTranslator('ja');
    const english = createTranslator('en', { en: { test_overridden: 'From the page' } });
    expect(ja('test_later' as never)).toBe('test_later');
    labelPart({
      en: { test_later: 'Later', test_overridden: 'Dictionary' },
      ja: { test_later: 'あとで', test_overridden: '辞書' },
    });
    expect(ja('test_later' as never)).toBe('あとで');
    expect(english('test_later' as never)).toBe('Later');
    expect(english('test_overridden' as never)).toBe('From the page');
  });
});
