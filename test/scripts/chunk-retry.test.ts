import { RETRY_DELAYS_MS, RETRY_IMPORT, RETRY_SHARED, retryDynamicImports } from '../../scripts/chunk-retry';

type Load = (url: string) => Promise<unknown>;

/**
 * Runs the rewritten text of a chunk at `base` as the browser runs it: its import() stood in for by `load`
 * (which sees absolute URLs, as the module map does), `page` standing in for the page's globalThis.
 */
function runChunk(code: string, base: string, page: object, load: Load): Promise<unknown> {
  const body = code.replaceAll('import.meta.url', 'base').replaceAll('import(', 'load(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('load', 'base', 'globalThis', body) as (
    load: Load,
    base: string,
    page: object,
  ) => Promise<unknown>;
  return run((url) => load(new URL(url, base).href), base, page);
}

const ENTRY = 'https://cdn.example/s/storefront.js';
const CHUNK = 'https://cdn.example/s/chunks/cards-C1.js';
const FILE = 'https://cdn.example/s/chunks/work-widgets-W1.js';
const RUNTIME = 'https://cdn.example/s/chunks/runtime-R1.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server whose answers the test decides per URL; `fetched` lists every URL asked for, in order. */
function server(answer: (url: string) => boolean) {
  const fetched: string[] = [];
  const evaluated: string[] = [];
  const load: Load = (url) => {
    fetched.push(url);
    if (!answer(url))
      return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    evaluated.push(url);
    return Promise.resolve({ url });
  };
  return { load, fetched, evaluated };
}

describe('chunk retry (build)', () => {
  it('rewrites each chunk import into a call of one retrying import function, added once to the chunk', () => {
    const code = 'const a=()=>import(`./chunks/cards-X1.js`).then(e=>e.r);const b=()=>import("./fxp-Y2.js");';
    const { code: out, count } = retryDynamicImports(code);
    expect(count).toBe(2);
    expect(out).toContain(`const a=()=>${RETRY_IMPORT}(\`./chunks/cards-X1.js\`).then(e=>e.r);`);
    expect(out).toContain(`const b=()=>${RETRY_IMPORT}(\`./fxp-Y2.js\`);`);
    expect(out.split(`function ${RETRY_IMPORT}(`)).toHaveLength(2);
    expect(out.split('function __storefrontRetry(')).toHaveLength(2);
  });

  it('retries a chunk other chunks import statically at its plain URL (a second URL would run it twice)', async () => {
    const { code } = retryDynamicImports(
      'return import(`./chunks/runtime-R1.js`);',
      new Set(['runtime-R1.js']),
    );
    // The first two attempts stay literal import()s (Vite pairs them with the chunks' preload lists).
    expect(
      code.startsWith(
        `return import(\`./chunks/runtime-R1.js\`).catch(()=>new Promise(r=>setTimeout(r,${RETRY_DELAYS_MS[0]})).then(()=>import(\`./chunks/runtime-R1.js\`))).catch(()=>${RETRY_SHARED}(\`./chunks/runtime-R1.js\`));`,
      ),
    ).toBe(true);
    // A refused preload's failure that reaches the module map late: the plain URL fails three times.
    let attempts = 0;
    const { load, fetched, evaluated } = server(() => ++attempts > 3);
    const loaded = runChunk(code, ENTRY, {}, load);
    // Each retry comes only after its delay: told by the fake clock, not by waiting.
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetched).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetched).toHaveLength(i + 2);
    }
    await expect(loaded).resolves.toEqual({ url: RUNTIME });
    expect(new Set(fetched)).toEqual(new Set([RUNTIME]));
    expect(evaluated).toEqual([RUNTIME]);
  });

  it('leaves anything else alone: bare specifiers, computed imports, import.meta', () => {
    const code = 'import("react");import(`./x/${name}.js`);import.meta.url;import(u);';
    expect(retryDynamicImports(code)).toEqual({ code, count: 0 });
  });

  it('a file loaded through its retry is not loaded again when another chunk asks for it later', async () => {
    const fromEntry = retryDynamicImports('return import(`./chunks/work-widgets-W1.js`);').code;
    const fromChunk = retryDynamicImports('return import(`./work-widgets-W1.js`);').code;
    const page = {};
    // The plain URL fails once, then answers (a CDN edge that was busy).
    let failedOnce = false;
    const { load, fetched, evaluated } = server((url) => failedOnce || !(failedOnce = url === FILE));
    const first = await runChunk(fromEntry, ENTRY, page, load);
    const later = await runChunk(fromChunk, CHUNK, page, load);
    const again = await runChunk(fromEntry, ENTRY, page, load);
    expect(later).toBe(first);
    expect(again).toBe(first);
    expect(evaluated).toHaveLength(1);
    expect(fetched).toHaveLength(2);
  });

  it('a file whose retries all failed is tried again by a later import', async () => {
    const { code } = retryDynamicImports('return import(`./chunks/work-widgets-W1.js`);');
    const page = {};
    let online = false;
    const { load, fetched, evaluated } = server(() => online);
    const first = runChunk(code, ENTRY, page, load);
    const settled = expect(first).rejects.toThrow(TypeError);
    await vi.runAllTimersAsync();
    await settled;
    online = true;
    await expect(runChunk(code, ENTRY, page, load)).resolves.toEqual({ url: FILE });
    expect(fetched).toEqual([
      FILE,
      expect.stringMatching(/\?retry=\d+$/),
      expect.stringMatching(/\?retry=\d+-1$/),
      expect.stringMatching(/\?retry=\d+-2$/),
      expect.stringMatching(/\?retry=\d+-3$/),
      FILE,
    ]);
    expect(evaluated).toEqual([FILE]);
  });

  it('a failure that outlasts the first retry: the next retries wait, each at a URL of its own', async () => {
    const { code } = retryDynamicImports('return import(`./chunks/work-widgets-W1.js`);');
    const page = {};
    let attempts = 0;
    const { load, fetched, evaluated } = server(() => ++attempts > 3);
    const loaded = runChunk(code, ENTRY, page, load);
    // The plain URL and the first retry URL at once; the next only after the first delay.
    await vi.advanceTimersByTimeAsync((RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(fetched).toHaveLength(2);
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toEqual({ url: fetched[3] });
    expect(fetched).toHaveLength(4);
    expect(new Set(fetched).size).toBe(4);
    expect(evaluated).toEqual([fetched[3]]);
    // A later import takes the retried one.
    await expect(runChunk(code, ENTRY, page, load)).resolves.toBe(await loaded);
    expect(fetched).toHaveLength(4);
  });

  it('a file that loads at its plain URL keeps no entry: later imports ask the module map for the plain URL', async () => {
    const { code } = retryDynamicImports('return import(`./chunks/work-widgets-W1.js`);');
    const page: Record<symbol, unknown> = {};
    const { load, fetched } = server(() => true);
    await runChunk(code, ENTRY, page, load);
    await runChunk(code, ENTRY, page, load);
    expect(fetched).toEqual([FILE, FILE]);
    expect(page[Symbol.for('storefront.retriedChunks')]).toEqual({});
  });
});
