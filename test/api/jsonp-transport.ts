// A JSONP transport for jsdom: fetches the URL (msw intercepts), reads `name({...});` with a regex and calls
// the global callback with JSON.parse of the argument. No eval.
import type { JsonpTransport } from '../../src/api/jsonp';

const CALL = /^\s*([\w$.]+)\((.*)\);?\s*$/s;

export const fetchJsonpTransport: JsonpTransport = (url, onError) => {
  let cancelled = false;
  void (async () => {
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = await res.text();
      const m = CALL.exec(body);
      if (!m) throw new Error('not a JSONP answer');
      const [, name = '', arg = ''] = m;
      const data: unknown = JSON.parse(arg);
      if (cancelled) return;
      const fn = (globalThis as unknown as Record<string, unknown>)[name];
      if (typeof fn !== 'function') throw new Error(`no callback ${name}`);
      (fn as (d: unknown) => void)(data);
    } catch (e) {
      if (!cancelled) onError(e instanceof Error ? e : new Error(String(e)));
    }
  })();
  return () => {
    cancelled = true;
  };
};
