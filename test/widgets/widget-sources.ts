// The files a widget's code is made of, read from its imports: what the reference tests check the
// references against (the labels its code shows, the z-indexes its styles set, the cookies it keeps).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../src');

/**
 * The source files (and stylesheets) a widget's code imports, directly or not, from its definition's lazy
 * import on, leaving out the shared store and i18n.
 */
export function widgetSources(name: string): string[] {
  const definition = readFileSync(resolve(SRC, `widgets/${name}/definition.ts`), 'utf8');
  const entry = /import\('\.\/([^']+)'\)/.exec(definition)?.[1] ?? '';
  const seen = new Set<string>();
  const stack = [resolve(SRC, `widgets/${name}/${entry}.tsx`)];
  while (stack.length > 0) {
    const file = stack.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^'?]+)/g)) {
      const base = resolve(dirname(file), spec ?? '');
      const found = [base, `${base}.ts`, `${base}.tsx`].find(
        (path) => /\.(tsx?|css)$/.test(path) && existsSync(path),
      );
      if (found && !/[\\/]src[\\/](store|i18n)[\\/]/.test(found)) stack.push(found);
    }
  }
  return [...seen];
}

/** Every `z-index` a widget's stylesheets set, in ascending order. */
export function zIndexesOf(name: string): number[] {
  return widgetSources(name)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/z-index:\s*(-?\d+)/g)].map((m) => Number(m[1])),
    )
    .sort((a, b) => a - b);
}
