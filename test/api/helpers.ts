// Captures what a handler received, for asserting method, path, query, headers and body.
export interface Captured {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: string;
}

export async function capture(request: Request): Promise<Captured> {
  const u = new URL(request.url);
  return {
    method: request.method,
    path: u.pathname,
    query: Object.fromEntries(u.searchParams.entries()),
    headers: request.headers,
    body: request.method === 'GET' ? '' : await request.text(),
  };
}

export function contentTypeOf(c: Captured | undefined): string {
  return (c?.headers.get('content-type') ?? '').toLowerCase();
}
