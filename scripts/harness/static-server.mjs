// A static file server for a built folder under a sub-path (the static workshop, as a designer's web host
// would serve it): used by `npm run shots` and the browser test of the static workshop.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves `root` at `http://127.0.0.1:{port}{prefix}`; resolves to the server's base URL and a close(). */
export function serveFolder(root, prefix = '/') {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(prefix)) {
      res.statusCode = 404;
      return res.end('Not found');
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(normalize(root))) {
      res.statusCode = 403;
      return res.end('Forbidden');
    }
    if (path.endsWith('/')) file = join(file, 'index.html');
    try {
      const body = await readFile(file);
      res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end('Not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}${prefix}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
