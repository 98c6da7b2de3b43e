// What every bench script starts with: the production preview (`vite preview`: dist/, the bench builds and
// the mock store API) on a free port of this machine, Debian's Chromium, and a member's cookies for a
// fresh fake-store session.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** The preview server, its base URL and a browser; `close()` stops both. */
export async function startPreview() {
  const server = await preview({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  const base = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { server, base, browser, close };
}

/** Cookies of a fresh fake-store session (`session` names it), as a logged-in member unless `member` is false. */
export function sessionCookies(base, session, { member = true } = {}) {
  const cookies = [{ name: 'sf-mock-session', value: session, url: base }];
  if (member)
    cookies.push(
      { name: 'uhashjp', value: 'h4sh-member', url: base },
      { name: 'uhashen', value: 'h4sh-member', url: base },
      { name: 'loginchecked', value: '1', url: base },
    );
  return cookies;
}
