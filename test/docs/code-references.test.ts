import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { anchors, slug } from './markdown-anchors';
import { filesUnder, markdownIn, readRepo, ROOT } from './repository';

// Every reference the code and the documents make is to something in the repository: no numbered section of
// an outside document (the word spec or contract followed by a number), and every `docs/<name>.md "Heading"`
// a comment or a test names is a heading that file has.
const FOLDERS = ['src', 'test', 'preview', 'scripts', 'bench', 'docs'];
/** Files still allowed to name outside sections; each is cleaned by its owner, then leaves this list. */
const EXEMPT_FROM_OUTSIDE_SECTIONS = new Set<string>();
const TEXT = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.css', '.md', '.mdx', '.html']);
const CODE = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.css', '.mdx', '.html']);

/** Repository paths of the text files the checks read. */
const FILES = [...FOLDERS.flatMap(filesUnder), 'README.md', 'CHANGELOG.md'].filter((path) =>
  TEXT.has(extname(path)),
);

const OUTSIDE_SECTION = /\b(spec|contract)( section)? ?§?\d/i;

/** The lines of `text` that name a numbered section of an outside document. */
function outsideSections(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE_SECTION.test(line));
}

/** References to a document's heading, and bare paths of documents (`NAME.md`-style placeholders skipped). */
const HEADING_REFERENCE = /\bdocs\/([\w./-]+\.md) "([^"\n]+)"/g;
const DOC_PATH = /\bdocs\/[\w./-]*?[\w-]+\.md\b/g;
const PLACEHOLDER = /\/[A-Z]{2,}\.md$/;

/** What does not resolve among the references of `text`: a missing file, or a heading the file lacks. */
function brokenReferences(text: string, readDoc: (path: string) => string | null): string[] {
  const broken: string[] = [];
  for (const [path] of text.matchAll(DOC_PATH)) {
    if (!PLACEHOLDER.test(path) || path.endsWith('/README.md'))
      if (readDoc(path) === null) broken.push(`${path}: no such file`);
  }
  for (const [, name = '', heading = ''] of text.matchAll(HEADING_REFERENCE)) {
    const doc = readDoc(`docs/${name}`);
    if (doc !== null && !anchors(doc).has(slug(heading)))
      broken.push(`docs/${name} "${heading}": no such heading`);
  }
  return broken;
}

const readDoc = (path: string): string | null => {
  const file = join(ROOT, path);
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : null;
};

describe('references to documents', () => {
  it('scans the folders it names', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES).toContain('src/domain/pricing.ts');
  });

  it('no file names a numbered section of an outside document (spec N, contract N)', () => {
    const found = FILES.filter((file) => !EXEMPT_FROM_OUTSIDE_SECTIONS.has(file)).flatMap((file) =>
      outsideSections(readRepo(file)).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('every docs/*.md path and docs/<name>.md "Heading" in code resolves', () => {
    const found = FILES.filter((file) => CODE.has(extname(file))).flatMap((file) =>
      brokenReferences(readRepo(file), readDoc).map((problem) => `${file}: ${problem}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the reference check', () => {
  // Built from parts, so that this file names no section and no missing document itself.
  const section = (word: string, n: number) => `${word} ${String(n)}`;
  const d = 'docs';
  const docs: Record<string, string> = {
    [`${d}/behaviour.md`]: "# Store rules\n\n## Coupons and gifts\n\n## The card's action button\n",
  };
  const read = (path: string) => docs[path] ?? null;

  it('finds spec and contract sections, in any case, with or without "section" and §', () => {
    const text = [
      `// ${section('Spec', 4)}: the cart`,
      `/** (${section('contract', 7)}) */`,
      `// ${section('contract section', 8)}`,
      `// spec ${'§'}9`,
      `// the specification and a contract, unnumbered`,
      `const spec = 1;`,
    ].join('\n');
    expect(outsideSections(text)).toHaveLength(4);
  });

  it('finds a missing document and a missing heading, and takes headings with punctuation', () => {
    const text = [
      `// ${d}/behaviour.md "Coupons and gifts", ${d}/behaviour.md "The card's action button"`,
      `// ${d}/behaviour.md "Coupons"`,
      `// ${d}/nowhere.md "Anything"; see ${d}/gone.md`,
      `// ${d}/page/NAME.md is a placeholder`,
    ].join('\n');
    expect(brokenReferences(text, read)).toEqual([
      `${d}/nowhere.md: no such file`,
      `${d}/gone.md: no such file`,
      `${d}/behaviour.md "Coupons": no such heading`,
    ]);
  });
});

/**
 * The repository paths a document names (`src/…`, `test/…`, `scripts/…`, …, also as `../src/…` links),
 * placeholders (`<name>`, `NAME`, `{…}`, globs) and URL paths (`/maniax/preview/…`) left out.
 */
const REPO_PATH = /(?<![\w/.-])(?:\.\.\/)*((?:src|test|scripts|preview|fixtures|bench)\/[\w./-]*)/g;
const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '.test.ts', '.test.tsx', '.e2e.ts', '.engines.ts'];

function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing = new Set<string>();
  for (const match of text.matchAll(REPO_PATH)) {
    const path = (match[1] ?? '').replace(/[.,:;]+$/, '');
    const next = text[(match.index ?? 0) + match[0].length] ?? '';
    if (/[<{*]/.test(next) || /\/[A-Z]{2,}(\/|\.|$)/.test(path)) continue;
    if (!SOURCE_SUFFIXES.some((suffix) => exists(`${path}${suffix}`))) missing.add(path);
  }
  return [...missing];
}

describe('repository paths the documents name', () => {
  const DOCS = ['README.md', ...markdownIn('docs'), ...markdownIn('docs/page')];
  // What a command writes (bench/results.json, bench/dist/): the files .gitignore names, not in the tree.
  const written = readRepo('.gitignore')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line.includes('/'));
  const exists = (path: string) =>
    existsSync(join(ROOT, path)) || written.some((entry) => path.replace(/\/$/, '').startsWith(entry));

  it('each exist (a test or module may be named without its extension)', () => {
    const found = DOCS.flatMap((doc) => missingPaths(readRepo(doc), exists).map((path) => `${doc}: ${path}`));
    expect(found).toEqual([]);
  });

  it('are found in text and links, and placeholders and URL paths are left out', () => {
    const text = [
      'See `src/islands/gone.ts`, [a link](../src/domain/nowhere.ts) and `test/boot/early-reading`.',
      'Placeholders: `src/widgets/<name>/definition.ts`, `src/widgets/NAME/reference.ts`, `test/e2e/*.e2e.ts`.',
      'A URL path: `/maniax/preview/list.html`.',
    ].join('\n');
    const present = new Set(['test/boot/early-reading.test.ts']);
    expect(missingPaths(text, (path) => present.has(path))).toEqual([
      'src/islands/gone.ts',
      'src/domain/nowhere.ts',
    ]);
  });
});
