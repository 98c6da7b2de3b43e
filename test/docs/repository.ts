import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The repository's files, as the checks of the documents and of what they state read them.
export const ROOT = resolve(import.meta.dirname, '../..');

/** A file of the repository (a path from its root) as text. */
export const readRepo = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The files under `dir`, as paths from the repository's root (node_modules and dot-folders left out). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The markdown files directly in `dir`, as paths from the repository's root. */
export const markdownIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`);
