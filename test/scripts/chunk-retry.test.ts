import { retryDynamicImports } from '../../scripts/chunk-retry';

describe('chunk retry (build)', () => {
  it('rewrites each chunk import into one that retries once with a cache-busting query', () => {
    const code = 'const a=()=>import(`./chunks/cards-X1.js`).then(e=>e.r);const b=()=>import("./fxp-Y2.js");';
    const { code: out, count } = retryDynamicImports(code);
    expect(count).toBe(2);
    expect(out).toContain(
      'import(`./chunks/cards-X1.js`).catch(()=>import(`./chunks/cards-X1.js?retry=${Math.trunc(performance.timeOrigin)}`)).then(e=>e.r)',
    );
    expect(out).toContain(
      'import(`./fxp-Y2.js`).catch(()=>import(`./fxp-Y2.js?retry=${Math.trunc(performance.timeOrigin)}`))',
    );
  });

  it('retries a chunk other chunks import statically at its plain URL (a second URL would run it twice)', () => {
    const code = 'import(`./chunks/runtime-R1.js`);import(`./chunks/work-widgets-W1.js`);';
    const { code: out } = retryDynamicImports(code, new Set(['runtime-R1.js']));
    expect(out).toContain('import(`./chunks/runtime-R1.js`).catch(()=>import(`./chunks/runtime-R1.js`))');
    expect(out).toContain(
      'import(`./chunks/work-widgets-W1.js`).catch(()=>import(`./chunks/work-widgets-W1.js?retry=${Math.trunc(performance.timeOrigin)}`))',
    );
  });

  it('leaves anything else alone: bare specifiers, computed imports, import.meta', () => {
    const code = 'import("react");import(`./x/${name}.js`);import.meta.url;import(u);';
    expect(retryDynamicImports(code)).toEqual({ code, count: 0 });
  });

  it('the rewritten import fetches a second URL once the first fails', async () => {
    const { code } = retryDynamicImports('return import(`./chunks/a.js`);');
    const urls: string[] = [];
    // The built code's import() stood in for by a function that fails for the plain URL.
    // The rewritten text itself is run, as the browser runs the built chunk.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('load', code.replaceAll('import(', 'load(')) as (
      load: (url: string) => Promise<string>,
    ) => Promise<string>;
    const loaded = await run((url) => {
      urls.push(url);
      return url.includes('?retry=') ? Promise.resolve('module') : Promise.reject(new TypeError('404'));
    });
    expect(loaded).toBe('module');
    expect(urls).toHaveLength(2);
    expect(urls[1]).toMatch(/^\.\/chunks\/a\.js\?retry=\d+$/);
  });
});
