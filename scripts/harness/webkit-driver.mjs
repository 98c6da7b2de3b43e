// A W3C WebDriver (classic) client for WebKitGTK's WebKitWebDriver, for the harness's WebKit engine
// (engines.mjs): the dozen commands it uses, over HTTP and JSON.
// Hand-written rather than webdriverio: these are all they need, and webdriverio brings a hundred packages
// and driver downloads this machine cannot make. MiniBrowser needs a display (`xvfb-run -a`).
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** The key of an element reference in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecc';

/**
 * How long one command may take before the suite names it and gives up, well inside a test's time: a
 * command the driver never answers would otherwise end as a bare test timeout. A new session starts a
 * browser, which takes longer on a loaded machine.
 */
const COMMAND_MS = 45_000;
const SESSION_MS = 90_000;
/** What a command carried, in short, for its timeout message: the URL it opened or the keys it sent. */
const summary = (body) => {
  if (!body || typeof body !== 'object') return '';
  if (typeof body.url === 'string') return ` (${body.url})`;
  if (Array.isArray(body.actions))
    return ` (${body.actions.flatMap((source) => source.actions.map((action) => action.type)).join(', ')})`;
  return '';
};

/** Starts WebKitWebDriver on a free port; `newSession()` opens a MiniBrowser window, `stop()` ends both. */
export async function startWebKitDriver() {
  if (!process.env.DISPLAY)
    throw new Error('WebKit needs a display: run under xvfb-run -a (npm run test:engines does).');
  const port = await freePort();
  // The driver ends with this process however it ends: a pool worker ended by a signal emits no 'exit',
  // and its drivers outlived it. A shell holds the driver and the read end of a pipe from this process;
  // the pipe closes when this process goes (or on stop()), and the shell then ends the driver.
  const driver = spawn(
    'sh',
    ['-c', '"$0" --port="$1" & driver=$!; read -r _; kill "$driver"', WEBKIT_DRIVER, `${port}`],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const request = async (method, path, body, waitMs = COMMAND_MS) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(waitMs),
    }).catch((error) => {
      throw error?.name === 'TimeoutError'
        ? new Error(`WebDriver ${method} ${path}${summary(body)}: no answer in ${waitMs / 1000} s`)
        : error;
    });
    const json = await response.json();
    const value = json.value;
    if (value && typeof value === 'object' && value.error)
      throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message ?? ''}`);
    return value;
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
      const created = await request(
        'POST',
        '/session',
        {
          capabilities: {
            alwaysMatch: {
              'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
              // A page that never finishes loading fails its navigation inside the command's time.
              timeouts: { pageLoad: COMMAND_MS - 5_000, script: 30_000 },
            },
          },
        },
        SESSION_MS,
      );
      const prefix = `/session/${created.sessionId}`;
      const send = (method, path, body) =>
        request(method, `${prefix}${path}`, body ?? (method === 'POST' ? {} : undefined));
      return {
        version: created.capabilities.browserVersion,
        send,
        async run(fn, arg) {
          const result = await send('POST', '/execute/async', {
            script: `const done = arguments[arguments.length - 1];
              Promise.resolve().then(() => (${fn})(arguments[0])).then(
                (value) => done({ ok: true, value: value === undefined ? null : value }),
                (error) => done({ ok: false, error: String(error && error.stack || error) }));`,
            args: [arg ?? null],
          });
          if (!result.ok) throw new Error(`in the page: ${result.error}`);
          return result.value;
        },
        async find(selector) {
          const found = await send('POST', '/element', { using: 'css selector', value: selector });
          const id = found[ELEMENT];
          if (!id) throw new Error(`no element ${selector}`);
          return id;
        },
        async actions(sources) {
          await send('POST', '/actions', { actions: sources });
          await send('DELETE', '/actions');
        },
        async close() {
          await send('DELETE', '').catch(() => undefined);
        },
      };
    },
    stop() {
      driver.stdin.end();
    },
  };
}
