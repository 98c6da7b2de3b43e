import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { ApiError, getJson, postForm } from '../../src/api/client';
import { capture, contentTypeOf, type Captured } from './helpers';

describe('client', () => {
  it('GET sends X-Requested-With, no XSRF header without the cookie, and parses JSON from text', async () => {
    let got: Captured | undefined;
    mockServer.use(
      http.get('*/maniax/x/y', async ({ request }) => {
        got = await capture(request);
        return HttpResponse.json({ a: 1 });
      }),
    );
    await expect(getJson('/maniax/x/y', { q: 'a,b', n: 3 })).resolves.toEqual({ a: 1 });
    expect(got?.method).toBe('GET');
    expect(got?.query).toEqual({ q: 'a,b', n: '3' });
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('sends the XSRF-TOKEN cookie URL-decoded, read per request', async () => {
    const tokens: (string | null)[] = [];
    mockServer.use(
      http.post('*/maniax/x', ({ request }) => {
        tokens.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({});
      }),
    );
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await postForm('/maniax/x', {});
    document.cookie = 'XSRF-TOKEN=c%3Dd';
    await postForm('/maniax/x', {});
    expect(tokens).toEqual(['a+b', 'c=d']);
  });

  it('POST form-encodes the body', async () => {
    let got: Captured | undefined;
    mockServer.use(
      http.post('*/maniax/x', async ({ request }) => {
        got = await capture(request);
        return HttpResponse.json([]);
      }),
    );
    await expect(postForm('/maniax/x', { a: 'b c', f: true, skip: null })).resolves.toEqual([]);
    expect(contentTypeOf(got)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.body).toBe('a=b+c&f=1');
  });

  it('an HTML login page with 200 is a session error', async () => {
    mockServer.use(
      http.get('*/maniax/x', () =>
        HttpResponse.html('<!DOCTYPE html><html><body><form>login</form></body></html>'),
      ),
    );
    await expect(getJson('/maniax/x')).rejects.toMatchObject({ kind: 'session', status: 200 });
  });

  it('HTML served as text/plain is still detected', async () => {
    mockServer.use(
      http.get('*/maniax/x', () => HttpResponse.text('\n  <html lang="ja"><body>login</body></html>')),
    );
    await expect(getJson('/maniax/x')).rejects.toMatchObject({ kind: 'session' });
  });

  it('HTTP 500 is an http error with the status and the JSON msg when any', async () => {
    mockServer.use(http.get('*/maniax/x', () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
    const e: unknown = await getJson('/maniax/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ kind: 'http', status: 500, msg: 'down' });
  });

  it('broken JSON and an empty body are parse errors', async () => {
    mockServer.use(http.get('*/maniax/x', () => HttpResponse.text('{"a":')));
    await expect(getJson('/maniax/x')).rejects.toMatchObject({ kind: 'parse', status: 200 });
    mockServer.use(http.get('*/maniax/x', () => new HttpResponse('', { status: 200 })));
    await expect(getJson('/maniax/x')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('a network failure is an http error with status "network"', async () => {
    mockServer.use(http.get('*/maniax/x', () => HttpResponse.error()));
    await expect(getJson('/maniax/x')).rejects.toMatchObject({ kind: 'http', status: 'network' });
  });
});
