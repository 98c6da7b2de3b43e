import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { previewPagesPlugin } from './preview/vite-plugin.ts';
import pkg from './package.json' with { type: 'json' };
import { codeSplitting, FAMILY_OF_WIDGET } from './scripts/chunk-groups.ts';
import { chunkRetryPlugin } from './scripts/chunk-retry.ts';
import { MANIFEST_FILE, releaseFilePlugin } from './scripts/release-file.ts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import workshopVite from './.storybook/vite.config.ts';
import { chromiumLaunchOptions } from './scripts/harness/chromium.mjs';
import { LONG_WAIT } from './src/mocks/suite-clock.ts';

// One config for the dev preview, the production build and vitest.
// The build has a single entry (dist/storefront.js) and one lazy chunk per widget; `base: './'` makes
// chunks resolve relative to the entry's own URL, so dist/ can be served from any path or host.
/** Unit test files that start the islands runtime (bootstrap, createRuntime) on their page. */
const PAGE_RUNTIME_TESTS = [
  'test/{boot,islands,audit,preview}/**/*.test.{ts,tsx}',
  'test/**/*-runtime.test.{ts,tsx}',
];

/**
 * The zones the date rules run in besides the machine's, and the files that read Japan's calendar: the
 * rules, the fake store's dates, and the widget tests that show what a date decides (coupons, gifts, prices
 * after a coupon, a rental's state).
 */
const ZONES = [
  ['zone-los-angeles', 'America/Los_Angeles'],
  ['zone-tokyo', 'Asia/Tokyo'],
] as const;
const ZONE_TESTS = [
  'test/zones/**/*.test.ts',
  'test/domain/**/*.test.{ts,tsx}',
  'test/mocks/**/*.test.{ts,tsx}',
  'test/widgets/price-box/{gift-coupons,coupons-wait,prices}.test.tsx',
  'test/widgets/product-item/{product-card,rental-options,action-button}.test.tsx',
];

/** A story's picture under `folder`: `<folder>/<stories file>/<story id>-<width>.png` (docs/workshop.md). */
const storyShot =
  (folder: string) =>
  ({ arg, ext, root, testFileName }: { arg: string; ext: string; root: string; testFileName: string }) =>
    join(root, folder, testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`);

export default defineConfig(({ command }) => ({
  base: './',
  // Every chunk import retries once with a cache-busting query (scripts/chunk-retry.ts); the release file
  // (dist/release.json: version, entry, its integrity, chunks) is written after each build.
  plugins: [react(), previewPagesPlugin(), chunkRetryPlugin(), releaseFilePlugin(pkg.version)],
  // public/ holds dev-only files; it must never be copied into dist/.
  publicDir: command === 'build' ? false : 'public',
  define: {
    __STOREFRONT_VERSION__: JSON.stringify(pkg.version),
    // Only for the build: in vitest it would load React's production build (stack-notes).
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/manifest.json, not Vite's default .vite/manifest.json: deploy tools and static servers often skip
    // dot-directories, and the host reads it beside the release file.
    manifest: MANIFEST_FILE,
    modulePreload: {
      polyfill: false,
      // A widget chunk is also its own preload: Vite's helper adds its preload links in the call
      // that asks for the code but starts the import() itself a microtask later, which from the entry's
      // early start (src/boot/early-start.ts) is after the whole entry has been evaluated. The link
      // starts the chunk's fetch at once, beside the page's data; the import() then finds it loaded.
      resolveDependencies: (filename, deps) => [filename, ...deps.filter((dep) => dep !== filename)],
    },
    rolldownOptions: {
      input: { storefront: 'src/main.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The entry holds its whole boot path; widget code in a few groups (scripts/chunk-groups.ts).
        codeSplitting,
        // V8's explicit compile hint (Chromium 136 on; a comment to other engines) on the code a page runs
        // once it loads it, the runtime and a widget group: compiled whole as it streams in, so a first tap
        // does not wait while its handlers compile (docs/performance.md "A tap while a list fills in").
        postBanner: (chunk) =>
          chunk.name === 'runtime' || Object.values(FAMILY_OF_WIDGET).includes(chunk.name)
            ? '//# allFunctionsCalledOnLoad'
            : '',
      },
    },
  },
  test: {
    globals: true,
    // Every core (vitest's default leaves one free, a single worker on the 2-core CI machine).
    maxWorkers: availableParallelism(),
    // A bound for a test that hangs, not a speed check (tests prove order by events): a runtime test's first
    // case loads the widgets' chunks and took over vitest's 5 s on the loaded 2-core CI machine.
    testTimeout: 30_000,
    // expect.poll gives up after LONG_WAIT, as findBy and waitFor do (test/setup.ts), not after vitest's 1 s.
    expect: { poll: LONG_WAIT },
    projects: [
      {
        // Components, thunks, rules: the files of a worker share one window (test/setup.ts starts each file
        // on an empty page with its own copy of the project's modules), which makes the suite ~4x faster.
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/zones/**', ...PAGE_RUNTIME_TESTS],
          setupFiles: ['test/setup.ts'],
          isolate: false,
        },
      },
      // The date rules, the fake store's dates and the widgets that show dates, again in two zones either side
      // of Japan's (docs/testing.md "The suite's clock"): Japan's calendar day must not follow the machine's.
      ...ZONES.map(([name, zone]) => ({
        extends: true as const,
        test: {
          name,
          environment: 'jsdom',
          include: ZONE_TESTS,
          setupFiles: ['test/setup.ts'],
          isolate: false,
          env: { TZ: zone },
          provide: { zone },
        },
      })),
      {
        // Files that start the islands runtime on their page: its observers and timers outlive the file, so
        // each file gets a window of its own.
        extends: true,
        test: {
          name: 'unit-pages',
          environment: 'jsdom',
          include: PAGE_RUNTIME_TESTS,
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        // Every story of the workshop (.storybook) as a browser test in Debian's Chromium: its islands reach
        // their state, no console or page error, axe clean (addon-a11y), and its `play` where it has one.
        // The workshop's own Vite config, not the bundle's (extends: false).
        plugins: [...(workshopVite.plugins ?? []), storybookTest({ configDir: '.storybook' })],
        define: workshopVite.define,
        test: {
          name: 'stories-chromium',
          // A file at a time (vitest's browser pool takes the cores less one, and this project does not extend
          // the root's maxWorkers). Two at a time were faster alone (146 s to 114 s) but not inside npm test,
          // where both cores are already busy: 451 s against 426 s on a clean clone of the 2-core machine.
          // The bound the other projects have (a story waits for its islands, then plays; browser mode's
          // default of 15 s was reached by a story's few waits on the loaded 2-core CI machine).
          testTimeout: 30_000,
          expect: { poll: LONG_WAIT },
          setupFiles: ['test/workshop/suite-clock-setup.ts', 'test/workshop/story-screenshots.ts'],
          // What a failed story attaches (its shots among them) stays with the other failure artifacts.
          attachmentsDir: 'test-results/attachments',
          browser: {
            enabled: true,
            headless: true,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A pixel differs when its colour moves more than 10 % (pixelmatch's YIQ distance); a story
                // fails when one pixel in a thousand does. Anti-aliased edges are pixelmatch's to ignore.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: storyShot('test/workshop/screenshots'),
                resolveDiffPath: storyShot('test-results/stories'),
              },
            },
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The shopper's main flows in Chromium, Firefox and WebKit (test/engines/engines.ts): the production
        // build on the preview pages, each engine driven by its own input. WebKit needs a display:
        // `npm run test:engines` runs it under xvfb-run.
        extends: true,
        test: {
          name: 'engines',
          // After the unit suite and the stories, beside the browser suite: the two workers take the files of
          // both as they come.
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['test/engines/**/*.engines.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // A WebKit session starts a browser of its own per test: on a loaded 2-core machine one took over
          // a minute to open a page once; each wait inside a test is bounded on its own (engines.ts).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The files share the worker's modules, so they share its engines (flow-helpers.ts useEngine):
          // each engine is launched once per worker, not once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-chromium',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/e2e/setup-e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share the worker's modules, so they share one Chromium (sharedBrowser) and import
          // playwright once; each test opens a context of its own.
          isolate: false,
          // Two files at a time with the engines' (the same group, after the unit suite and the stories): in
          // Chromium's headless shell a file at a time left a core idle a third of the time (docs/testing.md
          // "How long the suites take").
        },
      },
    ],
  },
}));
