import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { jsonp, setJsonpTransport } from '../../src/api/jsonp';
import { fetchJsonpTransport } from './jsonp-transport';

const g = globalThis as unknown as Record<string, unknown>;

function jsonpAnswer(path: string, data: unknown, seen?: URL[]) {
  return http.get(`https://svc.example${path}`, ({ request }) => {
    const u = new URL(request.url);
    seen?.push(u);
    const cb = u.searchParams.get('callback') ?? 'missing';
    return HttpResponse.text(`${cb}(${JSON.stringify(data)});`, {
      headers: { 'content-type': 'text/javascript' },
    });
  });
}

describe('jsonp through the test transport', () => {
  beforeEach(() => setJsonpTransport(fetchJsonpTransport));
  afterEach(() => setJsonpTransport(null));

  it('adds callback, resolves with the JSON argument, leaves a no-op global', async () => {
    const seen: URL[] = [];
    mockServer.use(jsonpAnswer('/a', { x: 1, s: 'é);' }, seen));
    await expect(jsonp('https://svc.example/a', { q: 'RJ1,RJ2' })).resolves.toEqual({ x: 1, s: 'é);' });
    const cb = seen[0]?.searchParams.get('callback') ?? '';
    expect(seen[0]?.searchParams.get('q')).toBe('RJ1,RJ2');
    expect(cb).toMatch(/^[A-Za-z0-9_]+$/);
    expect(typeof g[cb]).toBe('function');
    expect(() => (g[cb] as (d: unknown) => void)({ late: true })).not.toThrow();
  });

  it('gives each call a unique callback name', async () => {
    const seen: URL[] = [];
    mockServer.use(jsonpAnswer('/a', {}, seen));
    await Promise.all([jsonp('https://svc.example/a', {}), jsonp('https://svc.example/a', {})]);
    const names = seen.map((u) => u.searchParams.get('callback'));
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });

  it('two concurrent calls with the same cacheable name share one request and both resolve', async () => {
    const seen: URL[] = [];
    mockServer.use(jsonpAnswer('/c', { play_id: 'p' }, seen));
    const [a, b] = await Promise.all([
      jsonp('https://svc.example/c', {}, { callbackName: 'sfCommunity_RJ1' }),
      jsonp('https://svc.example/c', {}, { callbackName: 'sfCommunity_RJ1' }),
    ]);
    expect(a).toEqual({ play_id: 'p' });
    expect(b).toEqual({ play_id: 'p' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.searchParams.get('callback')).toBe('sfCommunity_RJ1');
    // After it settled, the same name makes a new request.
    await jsonp('https://svc.example/c', {}, { callbackName: 'sfCommunity_RJ1' });
    expect(seen).toHaveLength(2);
  });

  it('a failed load rejects', async () => {
    mockServer.use(http.get('https://svc.example/e', () => new HttpResponse('x', { status: 500 })));
    await expect(jsonp('https://svc.example/e', {})).rejects.toMatchObject({
      kind: 'http',
      status: 'script-error',
    });
  });
});

describe('jsonp with the <script> transport', () => {
  it('appends a script with the callback, rejects on timeout and removes it', async () => {
    const p = jsonp('https://svc.example/t', { a: 'b' }, { callbackName: 'sfTest_t', timeoutMs: 30 });
    const script = document.querySelector<HTMLScriptElement>('script[src*="svc.example/t"]');
    expect(script).not.toBeNull();
    const src = new URL(script?.src ?? 'about:blank');
    expect(src.searchParams.get('callback')).toBe('sfTest_t');
    expect(src.searchParams.get('a')).toBe('b');
    await expect(p).rejects.toMatchObject({ kind: 'http', status: 'timeout' });
    expect(document.querySelector('script[src*="svc.example/t"]')).toBeNull();
    expect(() => (g.sfTest_t as (d: unknown) => void)({})).not.toThrow();
  });

  it('rejects on a script error and removes the script', async () => {
    const p = jsonp('https://svc.example/s', {}, { timeoutMs: 5000 });
    const script = document.querySelector<HTMLScriptElement>('script[src*="svc.example/s"]');
    script?.dispatchEvent(new Event('error'));
    await expect(p).rejects.toMatchObject({ status: 'script-error' });
    expect(document.querySelector('script[src*="svc.example/s"]')).toBeNull();
  });

  it('a script that ran without calling back (syntax error, HTML) fails at once, not at the timeout', async () => {
    const p = jsonp('https://svc.example/bad', {}, { timeoutMs: 60_000 });
    const script = document.querySelector<HTMLScriptElement>('script[src*="svc.example/bad"]');
    expect(script?.hasAttribute('data-sf-jsonp')).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(p).rejects.toMatchObject({ kind: 'http', status: 'script-error' });
    expect(document.querySelector('script[src*="svc.example/bad"]')).toBeNull();
  });

  it('resolves when the callback is called, and removes the script', async () => {
    const p = jsonp('https://svc.example/ok', {}, { callbackName: 'sfTest_ok' });
    (g.sfTest_ok as (d: unknown) => void)({ fine: 1 });
    await expect(p).resolves.toEqual({ fine: 1 });
    expect(document.querySelector('script[src*="svc.example/ok"]')).toBeNull();
  });
});
