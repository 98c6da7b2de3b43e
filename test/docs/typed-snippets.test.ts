import { describe, expect, it } from 'vitest';
import { snippetDiagnostics, type Snippet } from './compile-snippets';
import { markdownIn, readRepo } from './repository';

// Every ```ts (or ```typescript) block of the page reference (docs/page/*.md) is a host's script as a store
// page developer would paste it: each compiles as written, under `strict`, with the DOM and ES2022
// libraries, as a module script, against the shipped declarations (docs/page/storefront.d.ts, which the
// build copies into dist/). A block's `/// <reference path="…/storefront.d.ts" />` finds that file
// wherever the snippet puts it; a snippet without one sees it as a tsconfig `include` would. A block
// marked ```ts fragment is not compiled (none should need it).

/** The ```ts and ```typescript blocks of `markdown`, each with the line its code starts on. */
function typedSnippets(page: string, markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(ts|typescript)\b(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[2] ?? '```';
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end] ?? '').trimStart().startsWith(fence)) end++;
    snippets.push({
      where: `${page}:${start + 1}`,
      code: lines.slice(start, end).join('\n'),
      fragment: /\bfragment\b/.test(open[4] ?? ''),
    });
    i = end;
  }
  return snippets;
}

const snippets = markdownIn('docs/page').flatMap((page) => typedSnippets(page, readRepo(page)));
const DECLARATIONS = readRepo('docs/page/storefront.d.ts');

describe('the TypeScript snippets of the page reference', () => {
  it('are there: the events page and the quick start show typed host scripts', () => {
    const on = (page: string) => snippets.filter((s) => s.where.startsWith(`docs/page/${page}:`)).length;
    expect(on('events.md')).toBeGreaterThanOrEqual(4);
    expect(on('quick-start.md')).toBeGreaterThanOrEqual(1);
  });

  it('are fragments only where marked, and none is marked', () => {
    expect(snippets.filter((snippet) => snippet.fragment).map((snippet) => snippet.where)).toEqual([]);
  });

  it('each compile as written under strict against docs/page/storefront.d.ts', () => {
    const compiled = snippets.filter((snippet) => !snippet.fragment);
    expect(snippetDiagnostics(compiled, DECLARATIONS)).toEqual([]);
  }, 60_000);
});

describe('the snippet check', () => {
  const declarations = DECLARATIONS;

  it("finds a block's code and the line it starts on, and its fragment mark", () => {
    const page = ['# T', '', '```ts', 'const a = 1;', '```', '', '```typescript fragment', 'b', '```'].join(
      '\n',
    );
    expect(typedSnippets('p.md', page)).toEqual([
      { where: 'p.md:4', code: 'const a = 1;', fragment: false },
      { where: 'p.md:8', code: 'b', fragment: true },
    ]);
  });

  it('fails, naming the page and line, where strict refuses what the declarations give', () => {
    const found = snippetDiagnostics(
      [
        {
          where: 'fake/x.md:10',
          code: 'const ok = 1;\nawait window.storefront.ready;',
          fragment: false,
        },
        {
          where: 'fake/y.md:3',
          code: '/// <reference path="../vendor/storefront.d.ts" />\nawait window.storefront?.ready;',
          fragment: false,
        },
      ],
      declarations,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^fake\/x\.md:11:\d+ .*possibly 'undefined'/);
  }, 60_000);
});
