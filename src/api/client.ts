// The one axios instance of the bundle (docs/behaviour.md "Requests"): X-Requested-With on every call,
// X-XSRF-TOKEN from the XSRF-TOKEN cookie (URL-decoded, read per request, only when set), no timeout,
// form-encoded POST bodies. Every answer is read as text so that the edge parses JSON itself and can tell an
// HTML login page (an expired session answered with status 200) from data.
import axios, { type AxiosHeaders, type AxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { ApiError } from './errors';
import { formEncode, type FormValue } from './form-encode';
import { encodeUriPart } from '../domain/uri-part';

export { ApiError, isApiError, type ApiErrorKind } from './errors';
export type { FormValue } from './form-encode';

export type FormBody = Readonly<Record<string, FormValue>>;
export type QueryParams = Readonly<Record<string, string | number | undefined>>;

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export const api = axios.create({
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
  timeout: 0,
  responseType: 'text',
  // axios's own XSRF handling is off: the interceptor below is the single source of the header.
  xsrfCookieName: '',
  xsrfHeaderName: '',
  withXSRFToken: false,
  // Keep the raw text; parsing happens in readJson.
  transformResponse: [(data: unknown) => data],
  transformRequest: [
    (data: unknown, headers: AxiosHeaders) => {
      if (
        data !== null &&
        typeof data === 'object' &&
        !(data instanceof FormData) &&
        !(data instanceof Blob)
      ) {
        headers.setContentType(FORM_CONTENT_TYPE);
        return formEncode(data as FormBody);
      }
      return data;
    },
  ],
  // Statuses are judged by the edge (follow needs the raw status text of any answer).
  validateStatus: () => true,
});

// Synchronous (axios runs a chain of synchronous interceptors without a promise in between), so a request
// leaves in the call that makes it: the early start (boot/early-start.ts) sends the page's requests within
// its own task, not in a microtask after it.
api.interceptors.request.use(
  (config) => {
    const token = Cookies.get('XSRF-TOKEN'); // js-cookie URL-decodes the value
    if (token) config.headers.set('X-XSRF-TOKEN', token);
    else config.headers.delete('X-XSRF-TOKEN');
    return config;
  },
  null,
  { synchronous: true },
);

/** Encodes each path segment: `path('maniax', 'mypage', type, 'ajax')` → `/maniax/mypage/wishlist/ajax`. */
export function path(...segments: readonly string[]): string {
  return '/' + segments.map(encodeUriPart).join('/');
}

export interface RawResponse {
  status: number;
  statusText: string;
  text: string;
  contentType: string;
}

/**
 * Sends a request and returns the raw answer, whatever its status. Network failure → ApiError http 'network'.
 */
export async function send(config: AxiosRequestConfig): Promise<RawResponse> {
  try {
    const res = await api.request<unknown>(config);
    const ct = res.headers['content-type'];
    return {
      status: res.status,
      statusText: typeof res.statusText === 'string' ? res.statusText : '',
      text: typeof res.data === 'string' ? res.data : '',
      contentType: typeof ct === 'string' ? ct : '',
    };
  } catch (e) {
    throw new ApiError('http', 'network', '', { cause: e });
  }
}

/** True for an HTML document (the login page an expired session gets instead of JSON or XML). */
export function looksLikeHtml(text: string, contentType = ''): boolean {
  if (/\btext\/html\b/i.test(contentType)) return true;
  return /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text);
}

export function isOkStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `msg` of a JSON error body, or ''. */
export function msgOf(text: string): string {
  const v = tryParse(text);
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const m = (v as Record<string, unknown>).msg;
    if (typeof m === 'string') return m;
  }
  return '';
}

/** Judges a raw answer: non-2xx → http, HTML → session, bad JSON → parse; else the parsed value. */
export function readJson(res: RawResponse): unknown {
  if (!isOkStatus(res.status)) throw new ApiError('http', res.status, msgOf(res.text));
  if (looksLikeHtml(res.text, res.contentType)) throw new ApiError('session', res.status, '');
  if (res.text.trim() === '') throw new ApiError('parse', res.status, '');
  try {
    return JSON.parse(res.text) as unknown;
  } catch (e) {
    throw new ApiError('parse', res.status, '', { cause: e });
  }
}

export async function getJson(url: string, params?: QueryParams): Promise<unknown> {
  return readJson(await send({ method: 'GET', url, params }));
}

export async function postForm(url: string, body: FormBody): Promise<unknown> {
  return readJson(await sendForm(url, body));
}

/** POSTs a form body and returns the raw answer (for XML answers and the follow call's status text). */
export function sendForm(url: string, body: FormBody): Promise<RawResponse> {
  return send({ method: 'POST', url, data: body });
}
