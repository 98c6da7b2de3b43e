import { missingFileOf } from '../../src/analytics/missing-code';

describe('missingFileOf', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://cdn.example/s/chunks/cards-A.js?retry=12',
      'https://cdn.example/s/chunks/cards-A.js',
    ],
    [
      'error loading dynamically imported module: http://127.0.0.1:4173/cdn/storefront/chunks/fxp-B.js',
      'http://127.0.0.1:4173/cdn/storefront/chunks/fxp-B.js',
    ],
    ['Importing a module script failed.', 'Importing a module script failed.'],
  ])('%s', (message, file) => {
    expect(missingFileOf(new TypeError(message), [])).toBe(file);
  });
});

describe('reportMissingCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports and announces the file that failed, once, whichever import names it', async () => {
    // The bundle's chunks beside the module, as in the build (the entry's directory and below).
    const chunks = import.meta.url.replace(/test\/analytics\/[^/]+$/, 'src/analytics/chunks/');
    const [runtime, widgets, cards] = ['runtime-R1.js', 'work-widgets-W1.js', 'cards-C1.js'].map(
      (file) => chunks + file,
    );
    const entries = [
      { name: runtime, responseStatus: 404, responseEnd: 1 },
      { name: widgets, responseStatus: 200, responseEnd: 2 },
      { name: cards, responseStatus: 200, responseEnd: 3 },
      { name: runtime, responseStatus: 404, responseEnd: 4 },
    ];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
        observe() {}
        takeRecords() {
          return entries.splice(0);
        }
      },
    );
    const labels: string[] = [];
    vi.stubGlobal('ga', (_command: string, fields: { eventLabel: string }) => labels.push(fields.eventLabel));
    const stale: unknown[] = [];
    const onStale = (event: Event) => stale.push((event as CustomEvent).detail);
    document.addEventListener('storefront:stale', onStale);
    vi.resetModules();
    const { reportMissingCode } = await import('../../src/analytics/missing-code');
    const failed = (file: string | undefined) =>
      new TypeError(`Failed to fetch dynamically imported module: ${file ?? ''}`);
    reportMissingCode(failed(widgets));
    reportMissingCode(failed(cards));
    reportMissingCode(failed(runtime));
    document.removeEventListener('storefront:stale', onStale);
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatch(
      new RegExp(`^Error: Failed to fetch ${runtime ?? ''}, imported by ${widgets ?? ''}`),
    );
    expect(stale).toEqual([{ version: expect.any(String) as string, file: runtime }]);
  });
});
