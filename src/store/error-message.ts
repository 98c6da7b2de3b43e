import { reportError } from '../analytics/report-error';
import { isApiError } from '../api/errors';

/**
 * The text a failed call shows: the server's message when it sent one, else '' (widgets fall back to
 * `failed` in the page's language). An unreadable answer has no server message: its `msg` names only
 * what could not be read (`folders`), which is for the report, not for the shopper.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.kind === 'parse' ? '' : error.msg;
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return '';
}

/**
 * Reports what went wrong unexpectedly in a call (HTTP and network errors, unreadable answers, code
 * errors) to analytics; the reporter's dedupe sends each kind of failure once per page. A server's refusal
 * (`result`) and an expired session (the login page) are answers, not errors. A JSONP URL the script URL
 * policy blocked was reported there, once for a page that refuses the policy, not once per call.
 */
export function reportFailure(error: unknown): void {
  // `result` and `session` are answers, not errors; `code` (a missing file) and `blocked` (a script URL the
  // Trusted Types policy refused) were reported once where they happened.
  if (
    isApiError(error) &&
    (error.kind === 'result' ||
      error.kind === 'session' ||
      error.kind === 'code' ||
      error.status === 'blocked')
  )
    return;
  reportError(error, { kind: 'call' });
}

/** For a failed call's catch: reports it (reportFailure) and returns the text to show. */
export function failureMessage(error: unknown): string {
  reportFailure(error);
  return errorMessage(error);
}
