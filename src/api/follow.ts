import type { Follow } from '../domain/models';
import { ApiError, isOkStatus, looksLikeHtml, msgOf, path, sendForm } from './client';

export interface FollowResult {
  msg: string;
}

/**
 * POST /{site}/follow/regist with follow_key and mail (the mail_flg, 1/0).
 * The store's rule: success only when the HTTP status text is 'OK'
 * (docs/behaviour.md "Follows and the follow cache"). Reading: HTTP/2 (and some proxies) send no reason
 * phrase, so the status text is '' there; a 200 with an empty status text is read as 'OK' too. Any other
 * status text (e.g. 'Created', 'Bad Request') is a failure carrying the status and the JSON msg. An HTML
 * login page (expired session) is a 'session' failure even with 200 OK.
 */
export function isFollowOk(status: number, statusText: string): boolean {
  return statusText === 'OK' || (status === 200 && statusText === '');
}

/**
 * POST /{site}/follow/regist; success per isFollowOk, else ApiError with the status and the JSON msg ('' when
 * none).
 */
export async function registerFollow(
  site: string,
  follow: Pick<Follow, 'follow_key' | 'mail_flg'>,
): Promise<FollowResult> {
  const res = await sendForm(path(site, 'follow', 'regist'), {
    follow_key: follow.follow_key,
    mail: follow.mail_flg === 0 ? 0 : 1,
  });
  const ok = isFollowOk(res.status, res.statusText);
  if (ok && looksLikeHtml(res.text, res.contentType)) throw new ApiError('session', res.status, '');
  const msg = msgOf(res.text);
  if (!ok) throw new ApiError(isOkStatus(res.status) ? 'result' : 'http', res.status, msg);
  return { msg };
}
