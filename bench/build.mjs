// The benchmark's own builds, into bench/dist/ (never dist/): served by the preview server under /cdn/bench/.
//   product/  the bundle with a render counter around each island (bench/island-wrapper.tsx) and React's
//             profiling build (Profiler callbacks run in production mode)
//   floor/    bare React rendering captured card markup into one root: no store, no requests
//   libs/     only the libraries a page of product cards needs, to compare our JavaScript against
// Usage: node bench/build.mjs [product|floor|libs ...]   (all three by default)
import { resolve } from 'node:path';
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
};

export async function buildBench(names = Object.keys(builds)) {
  for (const name of names) {
    const run = builds[name];
    if (!run) throw new Error(`unknown bench build "${name}" (${Object.keys(builds).join(', ')})`);
    await run();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildBench(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}
