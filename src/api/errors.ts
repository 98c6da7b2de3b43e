// The one error type of the API edge. Kept in its own module so that jsonp.ts does not pull in axios.

export type ApiErrorKind = 'http' | 'parse' | 'session' | 'result';

/** Default message of spec 8 when the server gives none (cart and wishlist adds). */
export const DEFAULT_FAILURE_MSG = '通信に失敗しました';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, a result_code, or a word such as 'timeout' / 'network' / 'script-error'. */
  readonly status: number | string;
  /** The server's message, as plain text ('' when none). */
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
