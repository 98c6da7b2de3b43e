// A JSONP transport for jsdom: fetches the URL (msw intercepts), reads `name({...});` with a regex and calls
// the global callback with JSON.parse of the argument. No eval. And a JSONP service's answer for msw.
import { http, HttpResponse } from 'msw';
import { setJsonpTransport, type JsonpTransport } from '../../src/api/jsonp';
import { mockServer } from '../msw-server';

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

/** Answers the JSONP calls to `url` (an msw path pattern) with `data`; returns the URLs asked for. */
export function answerJsonp(url: string, data: unknown): URL[] {
  const seen: URL[] = [];
  mockServer.use(
    http.get(url, ({ request }) => {
      const u = new URL(request.url);
      seen.push(u);
      return HttpResponse.text(`${u.searchParams.get('callback') ?? ''}(${JSON.stringify(data)});`, {
        headers: { 'content-type': 'text/javascript' },
      });
    }),
  );
  return seen;
}

/** JSONP (samples, community, preview) answered by msw through fetch, for every test of the file. */
export function jsonpThroughFetch(): void {
  beforeEach(() => setJsonpTransport(fetchJsonpTransport));
  afterEach(() => setJsonpTransport(null));
}
