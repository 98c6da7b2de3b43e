// Answers a call of src/api with what a test says, and captures what the handler received (method, path,
// query, headers, body). The headers and paths every call sends are held to the API document in
// openapi.test.ts; these files assert what each call reads and writes.
import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';

export interface Captured {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: string;
}

async function capture(request: Request): Promise<Captured> {
  const u = new URL(request.url);
  return {
    method: request.method,
    path: u.pathname,
    query: Object.fromEntries(u.searchParams.entries()),
    headers: request.headers,
    body: request.method === 'GET' ? '' : await request.text(),
  };
}

/**
 * Answers `method` requests to `path` with `reply` (a JSON value, or a function making a fresh Response for
 * each request); returns the requests received, in order.
 */
export function answer(method: 'get' | 'post', path: string, reply: unknown): Captured[] {
  const seen: Captured[] = [];
  mockServer.use(
    http[method](path, async ({ request }) => {
      seen.push(await capture(request));
      return typeof reply === 'function' ? (reply as () => Response)() : HttpResponse.json(reply as never);
    }),
  );
  return seen;
}

/** The replies of a failed call every store call reads the same way. */
export const LOGIN_PAGE = () => HttpResponse.html('<html><body>login</body></html>');
export const HTTP_500 = () => new HttpResponse('x', { status: 500 });
