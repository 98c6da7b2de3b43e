import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockApi } from '../src/mocks/index.ts';
import type { MockCall, MockFault } from '../src/mocks/fake-store.ts';
import { poisonFakeStore } from '../src/mocks/poison.ts';
import { CLOCK_COOKIE } from '../src/mocks/suite-clock.ts';

// The mock store API for the dev preview, `vite preview`, the browser tests and the benchmark: the same msw
// handlers as vitest, answered on the server with msw's getResponse(). Serving them from the server (rather
// than a service worker) lets the production build run unchanged against them, JSONP scripts included.
// Each browser session (cookie `sf-mock-session`) has its own fake store, so parallel tests never share state.

export const SESSION_COOKIE = 'sf-mock-session';
export const MOCK_PATHS = {
  sampleEmbed: '/__embed/sample',
  previewEmbed: '/__embed/preview',
  community: '/__community',
};

type MockApi = ReturnType<typeof createMockApi>;
const sessions = new Map<string, MockApi>();

export function mockHosts(origin: string) {
  return {
    sampleEmbed: `${origin}${MOCK_PATHS.sampleEmbed}`,
    previewEmbed: `${origin}${MOCK_PATHS.previewEmbed}`,
    community: `${origin}${MOCK_PATHS.community}`,
  };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function requestOrigin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}

/**
 * The instant a test set for its browsing session (cookie `sf-mock-clock`, epoch ms): its pages start their
 * clock there and its fake store resolves the fixtures' dates at it. None: the machine's clock.
 */
export function requestClock(req: IncomingMessage): number | undefined {
  const value = Number(readCookie(req.headers.cookie, CLOCK_COOKIE) ?? NaN);
  return Number.isFinite(value) ? value : undefined;
}

export function sessionApi(req: IncomingMessage): MockApi {
  const key = `${readCookie(req.headers.cookie, SESSION_COOKIE) ?? 'default'}@${requestOrigin(req)}`;
  let api = sessions.get(key);
  if (!api) {
    api = createMockApi(mockHosts(requestOrigin(req)), requestClock(req));
    sessions.set(key, api);
  }
  return api;
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // A browser with no cookie at all is a guest: the handlers read member or guest from the Cookie header.
  if (!headers.has('cookie')) headers.set('cookie', `${SESSION_COOKIE}=default`);
  return new Request(`${requestOrigin(req)}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function sendFetchResponse(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  res.statusMessage = response.statusText || (response.status === 200 ? 'OK' : '');
  response.headers.forEach((value, name) => res.setHeader(name, value));
  // A member's answers are the member's and change with every write: as the store's own, never cached.
  // (Without it Firefox answered the lists of a page it loaded again on Back from its HTTP cache, stale.)
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-store');
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** `/__mock/*`: test controls for the caller's session (reset, faults, request log, purchase, poison). */
function handleControl(req: IncomingMessage, res: ServerResponse, api: MockApi): void {
  const url = new URL(req.url ?? '/', requestOrigin(req));
  const json = (value: unknown) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(value));
  };
  switch (url.pathname) {
    case '/__mock/reset':
      api.fake.reset();
      return json({ ok: true });
    case '/__mock/fault':
      api.fake.setFault(
        url.searchParams.get('call') as MockCall,
        (url.searchParams.get('fault') || null) as MockFault | null,
      );
      return json({ ok: true });
    case '/__mock/requests':
      return json(api.fake.requests);
    case '/__mock/purchase':
      api.fake.purchase(url.searchParams.get('product_id') ?? '');
      return json({ ok: true });
    case '/__mock/poison':
      poisonFakeStore(api.fake, url.searchParams.get('text') ?? '', url.searchParams.get('url') ?? '');
      return json({ ok: true });
    default:
      res.statusCode = 404;
      return json({ error: 'unknown mock control' });
  }
}

export type Next = (error?: unknown) => void;

export function mockApiMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    // Vite's own module and asset requests never reach the store API.
    if (/^\/(?:src|@|node_modules|cdn|assets|chunks)\b/.test(req.url ?? '')) return next();
    const api = sessionApi(req);
    if (req.url?.startsWith('/__mock/')) {
      try {
        handleControl(req, res, api);
      } catch (error) {
        next(error);
      }
      return;
    }
    readBody(req)
      .then(async (body) => {
        const response = await getResponse(api.handlers, toFetchRequest(req, body));
        if (response) await sendFetchResponse(res, response);
        else next();
      })
      .catch(next);
  };
}
