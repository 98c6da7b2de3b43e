// JSONP (docs/server.md "Wire formats"): adds callback={name}, resolves with the callback's argument, rejects
// on a script error or after timeoutMs (default 10 s). The script element and the global callback go away
// afterwards; the global is left as a no-op so that a late answer does not throw. A cacheable call passes a
// callbackName derived from its id alone: concurrent calls with that name share one in-flight request. A URL
// the script URL policy refuses fails the call with status 'blocked' (the policy has reported it).
import { ApiError } from './errors';
import { JSONP_CALLBACK_SHAPE } from './jsonp-callback';
import { scriptUrl, TrustedTypesError } from './script-url-policy';

export interface JsonpOptions {
  callbackName?: string;
  timeoutMs?: number;
  /**
   * The script's fetch priority. A script added by script is "low" to the browser, which on an HTTP/1.1
   * host parks it behind every image and call of the page: a call an island waits for before it is ready
   * passes 'high'.
   */
  priority?: 'high' | 'low';
}

/**
 * Loads `url` (already carrying callback=name). Calls onError when the load fails. May return a cleanup
 * function, called once the call settles. The default transport appends a <script>.
 */
export type JsonpTransport = (
  url: string,
  onError: (error: Error) => void,
  priority?: JsonpOptions['priority'],
) => (() => void) | void;

export const DEFAULT_TIMEOUT_MS = 10_000;

export const JSONP_SCRIPT_ATTRIBUTE = 'data-sf-jsonp';
const noop = (): void => undefined;

let transport: JsonpTransport | null = null;
let counter = 0;
const inFlight = new Map<string, { token: object; promise: Promise<unknown> }>();

/** Swaps the transport (tests); null restores the <script> transport. */
export function setJsonpTransport(fn: JsonpTransport | null): void {
  transport = fn;
}

const scriptTransport: JsonpTransport = (url, onError, priority) => {
  const script = document.createElement('script');
  script.async = true;
  if (priority) script.setAttribute('fetchpriority', priority);
  // Throws for a URL the policy refuses: the call fails and no script is added.
  script.src = scriptUrl(url);
  // Marks the script as the bundle's JSONP, so the page-wide error reporting leaves its errors to us.
  script.setAttribute(JSONP_SCRIPT_ATTRIBUTE, '');
  script.onerror = () => onError(new Error('script error'));
  // A script that ran without calling back (a syntax error, an HTML page) fails now, not at the timeout.
  script.onload = () => onError(new Error('script ran without calling back'));
  (document.head ?? document.documentElement).appendChild(script);
  return () => {
    script.onerror = null;
    script.onload = null;
    script.remove();
  };
};

function buildUrl(url: string, params: Readonly<Record<string, string>>): string {
  const base = typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
  const u = new URL(url, base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

type Globals = Record<string, unknown>;

export function jsonp<T = unknown>(
  url: string,
  params: Readonly<Record<string, string>>,
  options: JsonpOptions = {},
): Promise<T> {
  const shared = options.callbackName !== undefined;
  const name = options.callbackName ?? `sfJsonp_${Date.now().toString(36)}_${(++counter).toString(36)}`;
  if (!JSONP_CALLBACK_SHAPE.test(name))
    return Promise.reject(new ApiError('http', 'blocked', '', { cause: new Error(`callback ${name}`) }));
  if (shared) {
    const pending = inFlight.get(name);
    if (pending) return pending.promise as Promise<T>;
  }
  const g = globalThis as unknown as Globals;
  // Identifies this call's in-flight entry (the executor may settle before `promise` is assigned).
  const token = {};
  let settledSync = false;
  const promise = new Promise<T>((resolve, reject) => {
    let settled = false;
    let cleanup: (() => void) | void = undefined;
    const finish = (): void => {
      settled = true;
      clearTimeout(timer);
      g[name] = noop;
      settledSync = true; // read only right after the executor: true there means it settled synchronously
      if (inFlight.get(name)?.token === token) inFlight.delete(name);
      if (cleanup) cleanup();
    };
    g[name] = (data: unknown) => {
      if (settled) return;
      finish();
      resolve(data as T);
    };
    const timer = setTimeout(() => {
      if (settled) return;
      finish();
      reject(new ApiError('http', 'timeout', ''));
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const fail = (status: string, error: Error): void => {
      if (settled) return;
      finish();
      reject(new ApiError('http', status, '', { cause: error }));
    };
    const onError = (error: Error): void => fail('script-error', error);
    try {
      cleanup = (transport ?? scriptTransport)(
        buildUrl(url, { ...params, callback: name }),
        onError,
        options.priority,
      );
      // The transport may have settled synchronously: run its cleanup now.
      if (settled && cleanup) cleanup();
    } catch (e) {
      if (e instanceof TrustedTypesError) fail('blocked', e);
      else onError(e instanceof Error ? e : new Error(String(e)));
    }
  });
  // Not stored when it already settled synchronously.
  if (shared && !settledSync) inFlight.set(name, { token, promise });
  return promise;
}
