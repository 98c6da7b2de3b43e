// The production preview (`vite preview`: dist/, the bench builds, the preview pages and the mock store
// API) on a free loopback port: what every browser tool opens its pages on.
import { resolve } from 'node:path';
import { preview } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

/** Starts the preview server; resolves with its base URL and `close()`. */
export async function startPreviewServer({ logLevel = 'warn' } = {}) {
  const server = await preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel,
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  // Idle connections stay open past any pause between a test's requests: at Node's default of 5 s a client
  // that reuses a socket as the server closes it gets ECONNRESET (seen on a test's mock-store POST).
  server.httpServer.keepAliveTimeout = 120_000;
  server.httpServer.headersTimeout = 121_000;
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** The preview server and the harness's Chromium together (the bench's scripts); `close()` stops both. */
export async function previewWithChromium(options = {}) {
  const { launchChromium } = await import('./chromium.mjs');
  const { base, close } = await startPreviewServer();
  const browser = await launchChromium(options);
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await close();
    },
  };
}
