import { HttpResponse } from 'msw';
import { isFollowOk, registerFollow } from '../../src/api/follow';
import { answer, HTTP_500, LOGIN_PAGE } from './helpers';

const followAnswer = (reply: unknown) => answer('post', '*/maniax/follow/regist', reply);
const follow = () => registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 });

describe('registerFollow', () => {
  it('posts follow_key and mail 1/0; 200 OK is success', async () => {
    const seen = followAnswer(() => HttpResponse.json({ msg: 'done' }, { status: 200, statusText: 'OK' }));
    await expect(follow()).resolves.toEqual({ msg: 'done' });
    await registerFollow('maniax', { follow_key: 'RG 2', mail_flg: 0 });
    expect(seen.map((c) => c.body)).toEqual(['follow_key=RG1&mail=1', 'follow_key=RG+2&mail=0']);
  });

  // msw fills in the reason phrase ('OK' for 200), so the HTTP/2 case is checked on the pure rule.
  it('OK whatever the status, or 200 with an empty status text (HTTP/2); other texts do not', () => {
    expect(isFollowOk(200, 'OK')).toBe(true);
    expect(isFollowOk(500, 'OK')).toBe(true);
    expect(isFollowOk(200, 'Created')).toBe(false);
    expect(isFollowOk(200, '')).toBe(true);
    expect(isFollowOk(201, '')).toBe(false);
    expect(isFollowOk(201, 'Created')).toBe(false);
    expect(isFollowOk(200, 'ok')).toBe(false);
    expect(isFollowOk(500, 'Internal Server Error')).toBe(false);
  });

  it.each([
    [
      'a non-OK status text, even 2xx',
      () => HttpResponse.json({ msg: 'limit' }, { status: 201, statusText: 'Created' }),
      { kind: 'result', status: 201, msg: 'limit' },
    ],
    [
      'HTTP 400 with msg',
      () => HttpResponse.json({ msg: 'bad' }, { status: 400, statusText: 'Bad Request' }),
      { kind: 'http', status: 400, msg: 'bad' },
    ],
    ['HTTP 500 without JSON', HTTP_500, { kind: 'http', status: 500, msg: '' }],
    ['a login page with 200 OK', LOGIN_PAGE, { kind: 'session' }],
  ])('%s: a failure', async (_, reply, failure) => {
    followAnswer(reply);
    await expect(follow()).rejects.toMatchObject(failure);
  });
});
