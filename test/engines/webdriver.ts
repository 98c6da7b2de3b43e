import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// A W3C WebDriver (classic) client for WebKitGTK's WebKitWebDriver: the dozen commands the cross-engine
// suite uses, over HTTP and JSON. Hand-written rather than webdriverio: these are all it needs, and
// webdriverio brings a hundred packages and driver downloads this machine cannot make.

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** The key of an element reference in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecc';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });

export interface WebDriverSession {
  /** One command of the session: `path` after `/session/{id}`. */
  send<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Runs `fn(arg)` in the page (awaited when it returns a promise) and returns its JSON result. */
  run<T>(fn: string, arg?: unknown): Promise<T>;
  /** The element `selector` finds, as WebDriver's reference. */
  find(selector: string): Promise<string>;
  /** Input actions (the W3C Actions API), then their release. */
  actions(sources: unknown[]): Promise<void>;
  close(): Promise<void>;
  version: string;
}

export interface WebKitDriver {
  newSession(): Promise<WebDriverSession>;
  stop(): void;
}

/** Starts WebKitWebDriver on a free port (MiniBrowser needs a display: run under `xvfb-run -a`). */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  if (!process.env.DISPLAY)
    throw new Error(
      'WebKit needs a display: run the engines suite under xvfb-run -a (npm run test:engines).',
    );
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (json.value && typeof json.value === 'object' && 'error' in json.value && json.value.error)
      throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message ?? ''}`);
    return json.value;
  };
  // Until the driver listens.
  for (let attempt = 0; ; attempt++) {
    try {
      await request('GET', '/status');
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((wake) => setTimeout(wake, 50));
    }
  }
  return {
    async newSession() {
      const created = await request<{ sessionId: string; capabilities: { browserVersion: string } }>(
        'POST',
        '/session',
        {
          capabilities: {
            alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
          },
        },
      );
      const prefix = `/session/${created.sessionId}`;
      const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
        request<T>(method, `${prefix}${path}`, body ?? (method === 'POST' ? {} : undefined));
      return {
        version: created.capabilities.browserVersion,
        send,
        async run<T>(fn: string, arg?: unknown) {
          const result = await send<{ ok: boolean; value: T; error: string }>('POST', '/execute/async', {
            script: `const done = arguments[arguments.length - 1];
              Promise.resolve().then(() => (${fn})(arguments[0])).then(
                (value) => done({ ok: true, value: value === undefined ? null : value }),
                (error) => done({ ok: false, error: String(error && error.stack || error) }));`,
            args: [arg ?? null],
          });
          if (!result.ok) throw new Error(`in the page: ${result.error}`);
          return result.value;
        },
        async find(selector: string) {
          const found = await send<Record<string, string>>('POST', '/element', {
            using: 'css selector',
            value: selector,
          });
          const id = found[ELEMENT];
          if (!id) throw new Error(`no element ${selector}`);
          return id;
        },
        async actions(sources: unknown[]) {
          await send('POST', '/actions', { actions: sources });
          await send('DELETE', '/actions');
        },
        async close() {
          await send('DELETE', '').catch(() => undefined);
        },
      };
    },
    stop() {
      driver.kill();
    },
  };
}
