import { HttpResponse } from 'msw';
import { ApiError, getJson, postForm } from '../../src/api/client';
import { answer } from './helpers';

// The one client every store call goes through: the headers each sends, how each answer is read.
describe('client', () => {
  it('GET sends X-Requested-With, no XSRF header without the cookie, and parses JSON from text', async () => {
    const seen = answer('get', '*/maniax/x/y', { a: 1 });
    await expect(getJson('/maniax/x/y', { q: 'a,b', n: 3 })).resolves.toEqual({ a: 1 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.query).toEqual({ q: 'a,b', n: '3' });
    expect(seen[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('POST form-encodes the body and sends the XSRF-TOKEN cookie URL-decoded, read per request', async () => {
    const seen = answer('post', '*/maniax/x', []);
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(postForm('/maniax/x', { a: 'b c', f: true, skip: null })).resolves.toEqual([]);
    document.cookie = 'XSRF-TOKEN=c%3Dd';
    await postForm('/maniax/x', {});
    expect(seen[0]?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0]?.body).toBe('a=b+c&f=1');
    expect(seen.map((c) => c.headers.get('x-xsrf-token'))).toEqual(['a+b', 'c=d']);
  });

  it.each([
    [
      'an HTML login page with 200',
      () => HttpResponse.html('<!DOCTYPE html><html><body><form>login</form></body></html>'),
      { kind: 'session', status: 200 },
    ],
    [
      'HTML served as text/plain',
      () => HttpResponse.text('\n  <html lang="ja"><body>login</body></html>'),
      { kind: 'session' },
    ],
    [
      'HTTP 500, with the JSON msg',
      () => HttpResponse.json({ msg: 'down' }, { status: 500 }),
      { kind: 'http', status: 500, msg: 'down' },
    ],
    ['broken JSON', () => HttpResponse.text('{"a":'), { kind: 'parse', status: 200 }],
    ['an empty body', () => new HttpResponse('', { status: 200 }), { kind: 'parse' }],
    ['a network failure', () => HttpResponse.error(), { kind: 'http', status: 'network' }],
  ])('%s: an ApiError', async (_, reply, failure) => {
    answer('get', '*/maniax/x', reply);
    const e: unknown = await getJson('/maniax/x').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject(failure);
  });
});
