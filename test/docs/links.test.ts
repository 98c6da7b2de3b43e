import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { anchors } from './markdown-anchors';
import { markdownIn, ROOT } from './repository';

// The documents stay a house others can carry on: every relative link and anchor resolves, the README stays
// a short front door with the two commands, every document is reachable from it, and none names a work item.
const DOCS = join(ROOT, 'docs');
const PAGES = join(DOCS, 'page');
// The page reference (docs/page/): its hand-written and generated pages link each other and the documents.
const docFiles = markdownIn('docs').map((path) => join(ROOT, path));
const pageFiles = markdownIn('docs/page').map((path) => join(ROOT, path));
const DOCUMENTS = [join(ROOT, 'README.md'), join(ROOT, 'CHANGELOG.md'), ...docFiles, ...pageFiles];

const read = (path: string) => readFileSync(path, 'utf8');

/** The text outside fenced code blocks and inline code spans (links there are examples, not links). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The relative link targets of a markdown text: not http(s), not mailto, not inside code. */
function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (target && !/^(https?:|mailto:)/i.test(target)) targets.push(target);
  }
  return targets;
}

/** The links of `file` that do not resolve: a missing file, or an anchor no heading of the target has. */
function brokenLinks(file: string, markdown: string, readTarget = read): string[] {
  const broken: string[] = [];
  for (const target of relativeLinks(markdown)) {
    const [pathPart = '', anchor] = target.split('#', 2);
    const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    if (path !== file && !existsSync(path)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (!path.endsWith('.md') || (path !== file && statSync(path).isDirectory())) {
      broken.push(`${target}: an anchor into a file that is not markdown`);
      continue;
    }
    const text = path === file ? markdown : readTarget(path);
    if (!anchors(text).has(decodeURIComponent(anchor))) broken.push(`${target}: no heading #${anchor}`);
  }
  return broken;
}

describe('the documents', () => {
  it.each(DOCUMENTS.map((path) => [relative(ROOT, path), path]))(
    '%s: every relative link resolves',
    (_, path) => {
      expect(brokenLinks(path, read(path))).toEqual([]);
    },
  );

  it('the README is a front door of at most 10 000 bytes, with the two commands verbatim', () => {
    const readme = readFileSync(join(ROOT, 'README.md'));
    expect(readme.byteLength).toBeLessThanOrEqual(10_000);
    const text = readme.toString('utf8');
    expect(text).toContain('npm ci && npm run dev');
    expect(text).toContain('npm ci && npm test');
  });

  it('the README links every file of docs/ and the changelog', () => {
    const targets = relativeLinks(read(join(ROOT, 'README.md'))).map((target) => target.split('#')[0]);
    expect(docFiles.length).toBeGreaterThan(0);
    for (const file of [...docFiles, join(ROOT, 'CHANGELOG.md')]) {
      expect(targets, relative(ROOT, file)).toContain(relative(ROOT, file));
    }
  });

  it('the index of the page reference links every page of docs/page/', () => {
    const index = join(PAGES, 'README.md');
    const targets = relativeLinks(read(index)).map((target) => target.split('#')[0]);
    for (const file of pageFiles.filter((path) => path !== index))
      expect(targets, relative(ROOT, file)).toContain(relative(PAGES, file));
  });

  it('every file of docs/ starts with a line saying who it is for', () => {
    for (const file of docFiles) expect(read(file), relative(ROOT, file)).toMatch(/^For [^\n]+:/);
  });

  it('no document names a work item or a work session', () => {
    for (const file of DOCUMENTS)
      expect(read(file), relative(ROOT, file)).not.toMatch(/\b(issue|session) ?#?\d+/i);
  });
});

describe('the link check', () => {
  const here = join(DOCS, 'example.md');
  const page =
    '# Title\n\n## Hardened pages (Trusted Types)\n\n## `data-widget-state`\n\n## Same\n\n## Same\n';

  it('reads GitHub anchors from headings', () => {
    expect(anchors(page)).toEqual(
      new Set(['title', 'hardened-pages-trusted-types', 'data-widget-state', 'same', 'same-1']),
    );
  });

  it('finds a missing file and a missing anchor, and ignores web links and code', () => {
    const markdown = [
      '[ok](#hardened-pages-trusted-types) [ok](testing.md) [web](https://example.com/x.md)',
      '[gone](nowhere.md) [bad anchor](#no-such-heading) `[code](nowhere.md)`',
      '```md\n[fenced](nowhere.md)\n```',
      page,
    ].join('\n');
    expect(brokenLinks(here, markdown)).toEqual([
      'nowhere.md: no such file',
      '#no-such-heading: no heading #no-such-heading',
    ]);
  });

  it('checks anchors in the linked file', () => {
    const markdown = '[a](page-contract.md#labels) [b](page-contract.md#no-such-heading)';
    expect(brokenLinks(here, markdown)).toEqual([
      'page-contract.md#no-such-heading: no heading #no-such-heading',
    ]);
  });
});
