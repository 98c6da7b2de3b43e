import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { isFollowOk, registerFollow } from '../../src/api/follow';
import { capture, contentTypeOf, type Captured } from './helpers';

describe('registerFollow', () => {
  it('posts follow_key and mail; 200 OK is success', async () => {
    let got: Captured | undefined;
    mockServer.use(
      http.post('*/maniax/follow/regist', async ({ request }) => {
        got = await capture(request);
        return HttpResponse.json({ msg: 'done' }, { status: 200, statusText: 'OK' });
      }),
    );
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 })).resolves.toEqual({
      msg: 'done',
    });
    expect(got?.method).toBe('POST');
    expect(got?.path).toBe('/maniax/follow/regist');
    expect(got?.body).toBe('follow_key=RG1&mail=1');
    expect(contentTypeOf(got)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it('sends mail=0', async () => {
    let body = '';
    mockServer.use(
      http.post('*/maniax/follow/regist', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({});
      }),
    );
    await registerFollow('maniax', { follow_key: 'RG 2', mail_flg: 0 });
    expect(body).toBe('follow_key=RG+2&mail=0');
  });

  // msw fills in the reason phrase ('OK' for 200), so the HTTP/2 case is checked on the pure rule.
  it('200 with an empty status text (HTTP/2) reads as OK; other texts do not', () => {
    expect(isFollowOk(200, 'OK')).toBe(true);
    expect(isFollowOk(200, '')).toBe(true);
    expect(isFollowOk(201, '')).toBe(false);
    expect(isFollowOk(201, 'Created')).toBe(false);
    expect(isFollowOk(200, 'ok')).toBe(false);
    expect(isFollowOk(500, 'Internal Server Error')).toBe(false);
  });

  it('a non-OK status text (even 2xx) is a failure with status and msg', async () => {
    mockServer.use(
      http.post('*/maniax/follow/regist', () =>
        HttpResponse.json({ msg: 'limit' }, { status: 201, statusText: 'Created' }),
      ),
    );
    await expect(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 })).rejects.toMatchObject({
      kind: 'result',
      status: 201,
      msg: 'limit',
    });
  });

  it('HTTP 400 → http failure with msg; HTTP 500 without JSON → msg ""', async () => {
    mockServer.use(
      http.post('*/maniax/follow/regist', () =>
        HttpResponse.json({ msg: 'bad' }, { status: 400, statusText: 'Bad Request' }),
      ),
    );
    await expect(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      msg: 'bad',
    });
    mockServer.use(http.post('*/maniax/follow/regist', () => new HttpResponse('x', { status: 500 })));
    await expect(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      msg: '',
    });
  });

  it('an HTML login page with 200 OK is a session failure', async () => {
    mockServer.use(
      http.post('*/maniax/follow/regist', () => HttpResponse.html('<html><body>login</body></html>')),
    );
    await expect(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 })).rejects.toMatchObject({
      kind: 'session',
    });
  });
});
