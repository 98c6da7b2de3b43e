import { failedFileOf, watchCodeFetches, type CodeFetch } from '../../src/analytics/code-fetches';

const CHUNKS = 'https://cdn.example/s/chunks/';
const WIDGETS = `${CHUNKS}work-widgets-W1.js`;
const RUNTIME = `${CHUNKS}runtime-R1.js`;
let clock = 0;
const fetched = (url: string, status: number): CodeFetch => ({ url, status, end: (clock += 10) });

describe('failedFileOf: the file that failed when an import of a file failed', () => {
  it('the file asked for, when none of its fetches arrived (404, 503, no response)', () => {
    const fetches = [fetched(WIDGETS, 404), fetched(`${WIDGETS}?retry=12`, 0), fetched(RUNTIME, 200)];
    expect(failedFileOf(WIDGETS, fetches)).toBe(WIDGETS);
  });

  it('the file it imports that failed, when the file asked for arrived (plain or through its retry)', () => {
    for (const own of [fetched(WIDGETS, 200), fetched(`${WIDGETS}?retry=12`, 304)]) {
      const fetches = [fetched(RUNTIME, 404), own, fetched(RUNTIME, 404)];
      expect(failedFileOf(WIDGETS, fetches)).toBe(RUNTIME);
    }
  });

  it('of several failed files, the one that failed last: the import fails right after its dependency', () => {
    const fxp = `${CHUNKS}fxp-F1.js`;
    const fetches = [fetched(fxp, 404), fetched(WIDGETS, 200), fetched(RUNTIME, 0), fetched(fxp, 200)];
    expect(failedFileOf(WIDGETS, fetches)).toBe(RUNTIME);
  });

  it('only files beside it count (the bundle keeps its chunks in one directory)', () => {
    const fetches = [fetched(WIDGETS, 200), fetched('https://cdn.example/s/storefront.js', 404)];
    expect(failedFileOf(WIDGETS, fetches)).toBe(WIDGETS);
  });

  it('the file asked for where nothing tells otherwise: no fetches recorded, or no other failure', () => {
    expect(failedFileOf(WIDGETS, [])).toBe(WIDGETS);
    expect(failedFileOf(WIDGETS, [fetched(WIDGETS, 200), fetched(RUNTIME, 200)])).toBe(WIDGETS);
    expect(failedFileOf('Importing a module script failed.', [fetched(RUNTIME, 404)])).toBe(
      'Importing a module script failed.',
    );
  });
});

describe('watchCodeFetches', () => {
  /** A PerformanceObserver that hands over what the test gives it, through its callback or takeRecords(). */
  function fakeObserver() {
    const observed: { deliver: (entries: object[]) => void; pending: object[] } = {
      deliver: () => {},
      pending: [],
    };
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      constructor(callback: (list: { getEntries: () => object[] }) => void) {
        observed.deliver = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: object) {
        expect(options).toEqual({ type: 'resource', buffered: true });
      }
      takeRecords() {
        return observed.pending.splice(0);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return observed;
  }
  afterEach(() => vi.unstubAllGlobals());

  const entry = (name: string, responseStatus?: number) => ({ name, responseStatus, responseEnd: 5 });

  it('records the fetches under the bundle, including those not handed to the observer yet', () => {
    const observer = fakeObserver();
    const read = watchCodeFetches('https://cdn.example/s/');
    observer.deliver([entry(RUNTIME, 404), entry('https://ads.example/tag.js', 404)]);
    observer.pending.push(entry(WIDGETS, 200));
    expect(read()).toEqual([
      { url: RUNTIME, status: 404, end: 5 },
      { url: WIDGETS, status: 200, end: 5 },
    ]);
  });

  it('records nothing where the browser gives no response status, or has no observer', () => {
    const observer = fakeObserver();
    const read = watchCodeFetches('https://cdn.example/s/');
    observer.deliver([entry(RUNTIME)]);
    expect(read()).toEqual([]);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(watchCodeFetches('https://cdn.example/s/')()).toEqual([]);
  });
});
