import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

// The folders of src/ import one another one way only: no two folders import each other, directly or
// through others (every import counted: static, dynamic and type-only). The preview's modules (preview/,
// dev and test only) do too, module by module.
const SRC = resolve(import.meta.dirname, '../../src');
const PREVIEW = resolve(import.meta.dirname, '../../preview');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The folder of src/ a path lies in ('.' for src/ itself). */
const folderOf = (path: string) => {
  const parts = relative(SRC, path).split(/[\\/]/);
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
};

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), spec ?? ''));
      if (relative(SRC, target).startsWith('..')) continue;
      const to = folderOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The modules of preview/ (paths relative to it) and the modules of preview/ each imports. */
function previewGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(PREVIEW)) {
    const from = relative(PREVIEW, file);
    const imports = new Set<string>();
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(PREVIEW, normalize(join(dirname(file), spec ?? '')));
      if (!target.startsWith('..')) imports.add(/\.tsx?$/.test(target) ? target : `${target}.ts`);
    }
    graph.set(from, imports);
  }
  return graph;
}

/** A cycle of folders (or modules), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The folders a folder may import, where the rule is narrower than "no loop": the islands runtime knows no
 * widget and no store call, host event or configuration; the page's store is assembled in boot/.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  islands: ['store', 'i18n', 'analytics', 'widget-api'],
};

/** Each import of a folder that its rule does not allow, as "from -> to". */
function disallowedImports(graph: Map<string, Set<string>>): string[] {
  return Object.entries(ALLOWED).flatMap(([from, allowed]) =>
    [...(graph.get(from) ?? [])].filter((to) => !allowed.includes(to)).map((to) => `${from} -> ${to}`),
  );
}

describe('the folders of src/', () => {
  it('import one another one way only', () => {
    const graph = folderGraph();
    expect(graph.get('widgets')).toContain('islands');
    expect(findCycle(graph)).toBeNull();
  });

  it('import only the folders their rules allow', () => {
    const graph = folderGraph();
    expect(graph.get('islands')).toContain('store');
    expect(disallowedImports(graph)).toEqual([]);
  });

  it('the check finds an import its rule does not allow', () => {
    const graph = new Map([['islands', new Set(['store', 'api', 'events', 'config'])]]);
    expect(disallowedImports(graph)).toEqual(['islands -> api', 'islands -> events', 'islands -> config']);
  });

  it('the check finds a loop when there is one', () => {
    const graph = new Map([
      ['store', new Set(['sync'])],
      ['sync', new Set(['domain', 'store'])],
    ]);
    expect(findCycle(graph)).toEqual(['store', 'sync', 'store']);
  });
});

describe('the modules of preview/', () => {
  it('import one another one way only', () => {
    const graph = previewGraph();
    expect(graph.get('pages.ts')).toContain('layout.ts');
    expect(graph.get('work-pages.ts')).toContain('layout.ts');
    expect(findCycle(graph)).toBeNull();
  });

  it('the check finds a loop between modules', () => {
    const graph = new Map([
      ['pages.ts', new Set(['work-pages.ts', 'html.ts'])],
      ['work-pages.ts', new Set(['html.ts', 'pages.ts'])],
      ['html.ts', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['pages.ts', 'work-pages.ts', 'pages.ts']);
  });
});
