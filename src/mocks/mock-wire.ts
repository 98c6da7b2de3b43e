// The wire formats the mock handlers answer in (docs/server.md "Wire formats"): XML for the cart, JSONP for
// the embed services, JSON for the rest; the failure answer of each fault in each format; the caching headers
// of each call (docs/server.md "Caching"); and how a request is read (its form body, the member cookie, the
// `_` hash, the XSRF token, the answer shape the preview asks for; docs/server.md "Session and cookies").
import { HttpResponse, delay } from 'msw';
import type { FakeStore, MockCall, MockFault } from './fake-store.ts';
import { MSG } from './fake-answers.ts';
import { ANSWER_SHAPE_COOKIE, type AnswerShape } from './live-answers.ts';

export type Kind = 'json' | 'xml' | 'jsonp' | 'follow';

const LOGIN_HTML =
  '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ログイン | Login</title></head>' +
  '<body><form action="/login" method="post"><input name="login_id"><input name="password" type="password">' +
  '<button>ログイン</button></form></body></html>';

/** How late a `slow` fault answers. */
export const SLOW_ANSWER_MS = 1000;

const CONTENT_TYPES: Record<Kind, string> = {
  json: 'application/json',
  follow: 'application/json',
  xml: 'text/xml; charset=UTF-8',
  jsonp: 'application/javascript; charset=UTF-8',
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** An answer of `body` as `type`. */
const answerAs = (body: string, type: string, status = 200, statusText?: string) =>
  new HttpResponse(body, { status, statusText, headers: { 'Content-Type': type } });

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function xmlResponse(
  resultCode: string | null,
  resMsg: string | null,
  init: { status: number; statusText: string } = { status: 200, statusText: 'OK' },
): Response {
  const parts = [
    resultCode === null ? '' : `<result_code>${resultCode}</result_code>`,
    resMsg === null ? '' : `<res_msg>${escapeXml(resMsg)}</res_msg>`,
  ];
  return answerAs(
    `${XML_HEAD}<response>${parts.join('')}</response>`,
    CONTENT_TYPES.xml,
    init.status,
    init.statusText,
  );
}

/** `callback({payload});`, or the payload as JSON for a call without a callback (a service asked over CORS). */
export function jsonpResponse(callback: string, payload: string): Response {
  return callback === ''
    ? answerAs(payload, CONTENT_TYPES.json)
    : answerAs(`${callback}(${payload});`, CONTENT_TYPES.jsonp);
}

/** `folders[0][name]=a&folders[1][id]=2` → `[{name:'a'}, {id:'2'}]` (index order, holes dropped). */
export function parseIndexedRows(body: Record<string, string>, key: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  const re = new RegExp(`^${key}\\[(\\d+)\\]\\[([^\\]]+)\\]$`);
  for (const [k, v] of Object.entries(body)) {
    const m = re.exec(k);
    if (!m) continue;
    const idx = Number(m[1]);
    const field = m[2] ?? '';
    const row = rows.get(idx) ?? {};
    row[field] = v;
    rows.set(idx, row);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}

export async function formBody(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** The failure answer of one fault in the call's own format. */
export async function faultResponse(fault: MockFault, kind: Kind, callback: string): Promise<Response> {
  switch (fault) {
    case 'hang':
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    case 'slow':
      // route() answers a slow call itself (late, but with the usual answer); never a failure.
      await delay(SLOW_ANSWER_MS);
      return new HttpResponse(null, { status: 204 });
    case 'empty':
      return answerAs('', CONTENT_TYPES[kind]);
    case 'script-error':
      return answerAs('Not Found', 'text/plain', 404, 'Not Found');
    case 'http500':
      return answerAs('Internal Server Error', 'text/plain', 500, 'Internal Server Error');
    case 'login-html':
      return answerAs(LOGIN_HTML, 'text/html; charset=UTF-8');
    case 'malformed':
      if (kind === 'xml')
        return answerAs(`${XML_HEAD}<response><result_code>1</result_code><res_msg>`, CONTENT_TYPES.xml);
      if (kind === 'jsonp') return jsonpResponse(callback, '{"count": 1, "works": [');
      return answerAs('{"result": true, "data": {"folders": [', CONTENT_TYPES.json);
    case 'xml-fail':
    case 'xml-fail-nomsg':
    case 'result-false': {
      const withMsg = fault !== 'xml-fail-nomsg';
      const msg = 'エラーが発生しました。 An error occurred.';
      if (kind === 'xml') {
        // result-false on the XML calls: the result_code is missing altogether (also a failure,
        // docs/behaviour.md "Errors").
        if (fault === 'result-false') return xmlResponse(null, msg);
        return xmlResponse('-1', withMsg ? msg : null);
      }
      if (kind === 'follow')
        return HttpResponse.json(withMsg ? { msg } : {}, { status: 400, statusText: 'Bad Request' });
      if (kind === 'jsonp') return jsonpResponse(callback, JSON.stringify(withMsg ? { error: msg } : {}));
      return HttpResponse.json(withMsg ? { result: false, data: null, msg } : { result: false, data: null });
    }
  }
}

/**
 * The answer shape a request asks for with the `sf-mock-answers` cookie (preview switch); else the store's.
 */
export function answerShapeOf(request: Request): AnswerShape | undefined {
  const m = new RegExp(`(?:^|;\\s*)${ANSWER_SHAPE_COOKIE}=(spec|live)(?:;|$)`).exec(
    request.headers.get('cookie') ?? '',
  );
  return m ? (m[1] as AnswerShape) : undefined;
}

/** Member when the Cookie header holds uhashjp/uhashen; guest for any other Cookie header; else the flag. */
export function isMemberRequest(request: Request, fake: FakeStore): boolean {
  const cookie = request.headers.get('cookie');
  if (cookie === null) return fake.isMember;
  return /(?:^|;\s*)uhash(?:jp|en)=[^;]+/.test(cookie);
}

/**
 * docs/server.md "Caching": the two answers every shopper shares (product info by GET, coupons), and
 * `no-store` for everything else, failures and the login page included. The mock's own answer-shape cookie
 * (`sf-mock-answers`) changes the product-info answer too; `max-age=0` keeps a browser from reusing an answer
 * of the other shape, as it keeps it from showing prices older than the CDN's copy.
 */
export const CACHE_CONTROL = {
  productInfo: 'public, max-age=0, s-maxage=300',
  coupons: 'public, max-age=0, s-maxage=1800',
  private: 'no-store',
} as const;
/** The shared answers' Vary: never a cookie or the language, so one copy serves every shopper. */
export const SHARED_VARY = 'Accept-Encoding';

/**
 * Sets the caching headers of a store call's answer: the shared ones for a usable answer of product info
 * (GET) or coupons, `no-store` for every other answer. The JSONP services are not the store's: left as
 * they are.
 */
export function withCacheHeaders(
  response: Response,
  call: MockCall,
  method: string,
  fault: boolean,
): Response {
  if (call === 'sample' || call === 'preview' || call === 'community') return response;
  const shared =
    !fault &&
    response.status === 200 &&
    method === 'GET' &&
    (call === 'productInfo' || call === 'coupons') &&
    !/\btext\/html\b/i.test(response.headers.get('content-type') ?? '');
  if (shared) {
    response.headers.set('Cache-Control', CACHE_CONTROL[call === 'coupons' ? 'coupons' : 'productInfo']);
    response.headers.set('Vary', SHARED_VARY);
  } else {
    response.headers.set('Cache-Control', CACHE_CONTROL.private);
    response.headers.delete('Vary');
  }
  return response;
}

/** A cookie of the request's Cookie header, URL-decoded as js-cookie reads it; undefined when not sent. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * docs/server.md "Session and cookies": a POST whose `X-XSRF-TOKEN` header is missing or differs from the
 * `XSRF-TOKEN` cookie is refused. The preview's pages set no such cookie (the store's pages do): a request
 * without the cookie is not checked, so the preview and the tests that set no token keep working.
 */
export function xsrfRefused(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const cookie = requestCookie(request, 'XSRF-TOKEN');
  if (cookie === undefined) return false;
  return request.headers.get('x-xsrf-token') !== cookie;
}

/** The refusal of a POST with a missing or wrong token: 403, in the call's own format, its message shown. */
export function xsrfRefusal(kind: Kind): Response {
  const init = { status: 403, statusText: 'Forbidden' };
  if (kind === 'xml') return xmlResponse('-1', MSG.xsrf, init);
  // The follow call reads `msg` alone: one JSON refusal serves it and the folder and item calls.
  return HttpResponse.json({ result: false, data: null, msg: MSG.xsrf }, init);
}

/**
 * docs/server.md "Session and cookies": `_` is a cache key, never an identity. A member's list asked for with
 * a `_` that is not the request's `uhashjp` or `uhashen` cookie (a cookie left from another session) is
 * answered as a guest's. A request without a Cookie header (the tests' member flag) is not checked.
 */
export function staleMemberHash(request: Request, url: URL): boolean {
  if (request.headers.get('cookie') === null || !url.searchParams.has('_')) return false;
  const hash = url.searchParams.get('_');
  return hash !== requestCookie(request, 'uhashjp') && hash !== requestCookie(request, 'uhashen');
}

export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  body: Record<string, string>;
  member: boolean;
  callback: string;
}
