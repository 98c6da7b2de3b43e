import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The island runtime stays small enough to read in one sitting (docs/architecture.md "Design notes"): the
// loader, the runtime and the boot together at most 1200 lines as prettier writes them, at most 12 % of them
// comments; measurements and earlier designs belong in docs/performance.md, not beside the code.
const ROOT = resolve(import.meta.dirname, '../..');
const FILES = [
  ...['src/islands', 'src/boot'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  ),
  'src/main.ts',
];
const lines = FILES.flatMap((file) => readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n'));
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

describe('the island runtime’s size', () => {
  it('reads its files', () => {
    expect(FILES).toContain('src/islands/runtime.tsx');
    expect(FILES).toContain('src/islands/work-loop.ts');
  });
  it('is at most 1200 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(1200);
  });
  it('is at most 12 % comments', () => {
    expect(lines.filter(isComment).length / lines.length).toBeLessThanOrEqual(0.12);
  });
});
