// The benchmark's own builds, into bench/dist/ (never dist/): served by the preview server under /cdn/bench/.
//   product/  the bundle with a render counter around each island (bench/island-wrapper.tsx) and React's
//             profiling build (Profiler callbacks run in production mode)
//   floor/    bare React rendering captured card markup into one root: no store, no requests
//   libs/     only the libraries a page of product cards needs, to compare our JavaScript against
//   before/   with BENCH_BEFORE=<commit>: that commit's production build, made from its own tree and
//             config, for the sections that run a case on both builds (`?build=before` on a preview page)
// Usage: node bench/build.mjs [product|floor|libs|before ...]   (the first three by default)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

// Run from vitest (NODE_ENV=test) the React plugin would compile JSX for development (jsxDEV).
process.env.NODE_ENV = 'production';
const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'bench/dist');
const quiet = { logLevel: 'warn', configLoader: 'runner' };

function standalone(name, entry) {
  return build({
    ...quiet,
    root: ROOT,
    configFile: false,
    base: './',
    publicDir: false,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: resolve(OUT, name),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { [name]: resolve(ROOT, entry) },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

/**
 * The production build of `commit` (BENCH_BEFORE) into bench/dist/before/: its tree from git (`git archive`,
 * nothing of the working copy), this checkout's node_modules, its own vite.config.ts.
 */
function buildBefore(commit = process.env.BENCH_BEFORE) {
  if (!commit) throw new Error('the "before" build needs BENCH_BEFORE=<commit>');
  const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], { maxBuffer: 1 << 30 });
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`).toString().trim();
  const tree = mkdtempSync(join(tmpdir(), 'sf-bench-before-'));
  try {
    execFileSync('tar', ['-x', '-C', tree], { input: git('archive', '--format=tar', sha) });
    symlinkSync(resolve(ROOT, 'node_modules'), join(tree, 'node_modules'));
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--emptyOutDir'],
      { cwd: tree, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    rmSync(resolve(OUT, 'before'), { recursive: true, force: true });
    execFileSync('cp', ['-r', join(tree, 'dist'), resolve(OUT, 'before')]);
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
  return sha;
}

export const builds = {
  product: () =>
    build({
      ...quiet,
      root: ROOT,
      configFile: resolve(ROOT, 'vite.config.ts'),
      mode: 'production',
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
          // The runtime's island wrapper becomes a render counter (bench/island-wrapper.tsx).
          { find: /^\.\/island-wrapper$/, replacement: resolve(ROOT, 'bench/island-wrapper.tsx') },
        ],
      },
      build: { outDir: resolve(OUT, 'product'), emptyOutDir: true },
    }),
  floor: () => standalone('floor', 'bench/floor.tsx'),
  libs: () => standalone('libs', 'bench/libs.ts'),
  before: buildBefore,
};

/** Makes the named builds; returns what the last one returned (the "before" build: its commit). */
export async function buildBench(names = ['product', 'floor', 'libs']) {
  let made;
  for (const name of names) {
    const run = builds[name];
    if (!run) throw new Error(`unknown bench build "${name}" (${Object.keys(builds).join(', ')})`);
    made = await run();
  }
  return made;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildBench(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}
