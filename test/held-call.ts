import { http } from 'msw';
import { mockServer } from './msw-server';

/**
 * The store's `load/<path>` GET answered as usual (the fake store's own answer), but only once `release()`
 * is called; `asked()` counts the requests held.
 */
export function holdLoad(path: string): { release: () => void; asked: () => number } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  mockServer.use(
    http.get(`*/:site/load/${path}`, async () => {
      asked += 1;
      await released;
      // Falls through to the fake store's own answer.
      return undefined;
    }),
  );
  return { release: () => release(), asked: () => asked };
}

/**
 * The store's POSTs to `path` (an msw path pattern) held until `release()`, then answered by `answer`, or by
 * the fake store's own handler when it gives none; `asked()` counts them.
 */
export function holdPost(
  path: string,
  answer: () => Response | undefined = () => undefined,
): { release: () => void; asked: () => number } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  mockServer.use(
    http.post(path, async () => {
      asked += 1;
      await released;
      return answer();
    }),
  );
  return { release: () => release(), asked: () => asked };
}
