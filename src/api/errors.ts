// The one error type of the API edge. Kept in its own module so that jsonp.ts does not pull in axios.

/** `code`: the module that reads the answer could not be loaded, so nothing was sent. */
export type ApiErrorKind = 'http' | 'parse' | 'session' | 'result' | 'code';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /**
   * The HTTP status, a result_code, or a word such as 'timeout' / 'network' / 'script-error' / 'blocked'
   * (a JSONP URL the script URL policy refused).
   */
  readonly status: number | string;
  /**
   * The server's message, as plain text; '' when it sent none, never a default text: the widgets show
   * the `failed` label in the page's language then (docs/behaviour.md "Errors").
   */
  readonly msg: string;

  constructor(kind: ApiErrorKind, status: number | string, msg: string, options?: { cause?: unknown }) {
    super(`[api:${kind}] ${String(status)}${msg ? ` ${msg}` : ''}`, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.msg = msg;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
