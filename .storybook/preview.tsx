import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
// The preview pages' host CSS, in their order (preview/layout.ts): the documented reserve, its layout, the look.
import '../docs/page/host-reserve.css';
import '../preview/static/host-layout.css';
import '../preview/static/store.css';
import { LONG_WAIT } from '../src/mocks/suite-clock';
import { DEFAULT_GLOBALS, readGlobals } from '../src/workshop/globals';
import { applyTheme } from '../src/workshop/themes';
import { TOOLBAR } from '../src/workshop/toolbar';
import { WidgetDocs } from '../src/workshop/widget-docs';
import {
  emulateReducedMotion,
  logPageOutput,
  storyMockStore,
  watchPageErrors,
  type WorkshopParameters,
} from '../src/workshop/story-setup';

// The worker's file sits beside the workshop's pages (a relative URL, so a static copy served from any
// sub-path finds it); Vitest's browser mode serves it at its root.
const WORKER_URL = import.meta.env.VITEST ? '/mockServiceWorker.js' : 'mockServiceWorker.js';

const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
};

// A play's `findBy…` and `waitFor` give up after LONG_WAIT, as the unit suite's do: a bound for a hang (a docs
// page loads every story of a widget at once; a loaded machine only makes it later), not a speed check.
configure({ asyncUtilTimeout: LONG_WAIT.timeout });

let pageErrors: ReturnType<typeof watchPageErrors> | null = null;

const preview: Preview = {
  // Here, not in islandMeta: the indexer reads a stories file's tags statically, never through a spread.
  tags: ['autodocs'],
  globalTypes: TOOLBAR,
  initialGlobals: { ...DEFAULT_GLOBALS, viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    // Each widget's docs page: its reference (drawn from its definition and reference prose), then its
    // stories, each in an iframe of its own: inline, every story's mock store would answer on one page.
    docs: { page: WidgetDocs, story: { inline: false, iframeHeight: 480 } },
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phone412: { name: 'Phone 412', styles: { width: '412px', height: '915px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  loaders: [mswLoader(startWorker)],
  // After the loaders (the worker is up): the story's own fake store answers from here on.
  beforeEach: (context) => {
    const { globals } = context;
    storyMockStore(context);
    pageErrors = watchPageErrors();
    const stopLog = logPageOutput();
    const stopMotion = emulateReducedMotion(readGlobals(globals).motion === 'reduce');
    const removeTheme = applyTheme(readGlobals(globals).theme);
    return () => {
      stopLog();
      stopMotion();
      removeTheme();
      pageErrors?.take();
    };
  },
  afterEach: ({ parameters }) => {
    const errors = pageErrors?.take() ?? [];
    pageErrors = null;
    const expected = (parameters.workshop as WorkshopParameters | undefined)?.expectedConsoleErrors ?? [];
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    if (unexpected.length > 0) throw new Error(`Console or page errors:\n${unexpected.join('\n')}`);
  },
};

export default preview;
