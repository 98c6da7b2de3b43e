// The suite's proof, checked: each mutation of the product listed in docs/testing.md ("Mutations the suite
// must catch") is applied in turn, `dist/` rebuilt, and the suite run with `--bail 1` under xvfb-run; a
// mutation the suite lets pass is a rule nobody proves. The file is restored after each, also on Ctrl-C.
// The suite runs a layer at a time, the cheapest first (the unit suite and its zones, the stories, the
// browser suite, the engines), and stops at the first layer that fails: what `npx vitest run --bail 1`
// would fail on, told minutes sooner when the unit suite catches it.
// Usage: node scripts/mutations.mjs [M01 M07 ...]   (every listed mutation by default)
// Prints one line per mutation: caught (the layer, with the failed tests) or NOT CAUGHT; exits 1 if any
// passed.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const LIST = resolve(ROOT, 'docs/testing.md');

/** The tab-separated lines of the list's fenced block: id, file, find, replace, what it breaks. */
function mutations() {
  const text = readFileSync(LIST, 'utf8');
  const block = /## Mutations the suite must catch[\s\S]*?```tsv\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error(`no mutation list in ${LIST}`);
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [id, file, find, replace, breaks] = line.split('\t');
      if (!id || !file || !find || replace === undefined) throw new Error(`a malformed line: ${line}`);
      return { id, file, find, replace, breaks: breaks ?? '' };
    });
}

/** The suite's projects (vite.config.ts), a layer at a time, the cheapest first. */
const LAYERS = [
  ['the unit suite', ['unit', 'unit-pages', 'zone-*']],
  ['the stories', ['stories-chromium']],
  ['the browser suite', ['e2e-chromium']],
  ['the engines', ['engines']],
];

const wanted = new Set(process.argv.slice(2));
const list = mutations().filter(({ id }) => wanted.size === 0 || wanted.has(id));
let restore = () => {};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

let missed = 0;
for (const { id, file, find, replace, breaks } of list) {
  const path = resolve(ROOT, file);
  const original = readFileSync(path, 'utf8');
  const count = original.split(find).length - 1;
  if (count !== 1) {
    console.log(`${id} ${file}: the text to change occurs ${count} times (must be once)`);
    missed += 1;
    continue;
  }
  restore = () => writeFileSync(path, original);
  writeFileSync(
    path,
    original.replace(find, () => replace),
  );
  try {
    const build = spawnSync(process.execPath, ['scripts/build-for-suites.mjs', 'dist'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    let run = build;
    let layer = 'the build';
    for (const [name, projects] of build.status === 0 ? LAYERS : []) {
      layer = name;
      run = spawnSync(
        'xvfb-run',
        [
          '-a',
          'npx',
          'vitest',
          'run',
          '--bail',
          '1',
          '--reporter',
          'dot',
          ...projects.flatMap((p) => ['--project', p]),
        ],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      if (run.status !== 0) break;
    }
    const output = stripVTControlCharacters(`${run.stdout ?? ''}${run.stderr ?? ''}`);
    // Every failed test of the summary: with --bail, tests under way when the first failed are interrupted
    // and listed as failed too, so the one that caught it is among them, not always the first.
    const failures = [...output.matchAll(/FAIL\s+(.+)/g)].map((match) => match[1]?.trim().slice(0, 160));
    const failed = failures.length > 0 ? failures.join(' | ') : build.status === 0 ? '' : 'the build';
    if (run.status === 0) {
      missed += 1;
      console.log(`${id} NOT CAUGHT: ${breaks}`);
    } else console.log(`${id} caught by ${layer}: ${failed}`);
  } finally {
    restore();
    restore = () => {};
  }
}
process.exit(missed > 0 ? 1 : 0);
