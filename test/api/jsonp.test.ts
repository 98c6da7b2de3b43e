import { jsonp, setJsonpTransport } from '../../src/api/jsonp';
import { JSONP_CALLBACK_SHAPE } from '../../src/api/jsonp-callback';
import { communityCallbackName } from '../../src/api/embeds';
import { allowEndpoints } from '../../src/api/script-url-policy';
import { TEST_CONFIG } from '../render';
import { answerJsonp, fetchJsonpTransport } from './jsonp-transport';

const g = globalThis as unknown as Record<string, unknown>;

describe('jsonp through the test transport', () => {
  beforeEach(() => setJsonpTransport(fetchJsonpTransport));
  afterEach(() => setJsonpTransport(null));

  it('adds callback, resolves with the JSON argument, leaves a no-op global', async () => {
    const seen = answerJsonp('https://svc.example/a', { x: 1, s: 'é);' });
    await expect(jsonp('https://svc.example/a', { q: 'RJ1,RJ2' })).resolves.toEqual({ x: 1, s: 'é);' });
    const cb = seen[0]?.searchParams.get('callback') ?? '';
    expect(seen[0]?.searchParams.get('q')).toBe('RJ1,RJ2');
    expect(cb).toMatch(JSONP_CALLBACK_SHAPE);
    expect(typeof g[cb]).toBe('function');
    expect(() => (g[cb] as (d: unknown) => void)({ late: true })).not.toThrow();
  });

  it('a callback name of another shape is never asked for: the call fails as blocked, nothing sent', async () => {
    const seen = answerJsonp('https://svc.example/a', {});
    await expect(jsonp('https://svc.example/a', {}, { callbackName: 'alert(1)//' })).rejects.toMatchObject({
      kind: 'http',
      status: 'blocked',
    });
    expect(seen).toHaveLength(0);
    // The community's cacheable names keep the shape whatever the id holds.
    for (const id of ['RJ01000001', 'RJ 01/../x', 'ＲＪ１'])
      expect(communityCallbackName(id)).toMatch(JSONP_CALLBACK_SHAPE);
  });

  it('gives each call a unique callback name', async () => {
    const seen = answerJsonp('https://svc.example/a', {});
    await Promise.all([jsonp('https://svc.example/a', {}), jsonp('https://svc.example/a', {})]);
    const names = seen.map((u) => u.searchParams.get('callback'));
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });

  it('two concurrent calls with the same cacheable name share one request and both resolve', async () => {
    const seen = answerJsonp('https://svc.example/c', { play_id: 'p' });
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
});

describe('jsonp with the <script> transport', () => {
  // The script URL policy lets in the configured endpoints only: here, any id under the community path.
  const at = (id: string) => `https://svc.example/api/channel/channel-content/${id}`;
  beforeAll(() =>
    allowEndpoints({
      site: 'maniax',
      hosts: { ...TEST_CONFIG.hosts, community: 'https://svc.example' },
    }),
  );

  it('appends a script with the callback, rejects on timeout and removes it', async () => {
    const p = jsonp(at('t'), { a: 'b' }, { callbackName: 'sfTest_t', timeoutMs: 30 });
    const script = document.querySelector<HTMLScriptElement>('script[src*="channel-content/t?"]');
    expect(script).not.toBeNull();
    const src = new URL(script?.src ?? 'about:blank');
    expect(src.searchParams.get('callback')).toBe('sfTest_t');
    expect(src.searchParams.get('a')).toBe('b');
    await expect(p).rejects.toMatchObject({ kind: 'http', status: 'timeout' });
    expect(document.querySelector('script[src*="channel-content/t?"]')).toBeNull();
    expect(() => (g.sfTest_t as (d: unknown) => void)({})).not.toThrow();
  });

  it('a call an island waits for asks for a high fetch priority; others leave it to the browser', async () => {
    const high = jsonp(at('h'), {}, { callbackName: 'sfTest_h', priority: 'high' });
    const plain = jsonp(at('p'), {}, { callbackName: 'sfTest_p' });
    const script = (id: string) =>
      document.querySelector<HTMLScriptElement>(`script[src*="channel-content/${id}?"]`);
    expect(script('h')?.getAttribute('fetchpriority')).toBe('high');
    expect(script('p')?.hasAttribute('fetchpriority')).toBe(false);
    (g.sfTest_h as (d: unknown) => void)({});
    (g.sfTest_p as (d: unknown) => void)({});
    await Promise.all([high, plain]);
  });

  // A load that fails (error) and a script that ran without calling back (load: a syntax error, HTML) fail at
  // once, not at the timeout.
  it.each(['error', 'load'])('a script %s event rejects at once and removes the script', async (event) => {
    const p = jsonp(at(event), {}, { timeoutMs: 60_000 });
    const script = document.querySelector<HTMLScriptElement>(`script[src*="channel-content/${event}?"]`);
    expect(script?.hasAttribute('data-sf-jsonp')).toBe(true);
    script?.dispatchEvent(new Event(event));
    await expect(p).rejects.toMatchObject({ kind: 'http', status: 'script-error' });
    expect(document.querySelector(`script[src*="channel-content/${event}?"]`)).toBeNull();
  });

  it('resolves when the callback is called, and removes the script', async () => {
    const p = jsonp(at('ok'), {}, { callbackName: 'sfTest_ok' });
    (g.sfTest_ok as (d: unknown) => void)({ fine: 1 });
    await expect(p).resolves.toEqual({ fine: 1 });
    expect(document.querySelector('script[src*="channel-content/ok?"]')).toBeNull();
  });

  it('a URL the policy refuses: no script, the call fails as blocked, one report naming the URL', async () => {
    const ga = vi.fn();
    (window as unknown as { ga?: unknown }).ga = ga;
    try {
      const p = jsonp('https://evil.example/api/channel/channel-content/x', {}, { timeoutMs: 60_000 });
      expect(document.querySelector('script[src*="evil.example"]')).toBeNull();
      await expect(p).rejects.toMatchObject({ kind: 'http', status: 'blocked' });
      expect(ga).toHaveBeenCalledTimes(1);
      expect(ga.mock.calls[0]?.[1]).toMatchObject({
        eventLabel: expect.stringMatching(/^TrustedTypesError: \[TrustedTypesError\] .*evil\.example/),
      });
    } finally {
      delete (window as unknown as { ga?: unknown }).ga;
    }
  });
});
