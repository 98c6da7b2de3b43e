import { http } from 'msw';
import { mockServer } from './msw-server';

export interface Held {
  /** Lets the held requests go on. */
  release: () => void;
  /** Resolves once the first request has arrived. */
  reached: Promise<void>;
  /** How many requests arrived. */
  asked: () => number;
}

/**
 * The store's `method` requests to `path` (an msw path pattern) held until `release()` (never, if the test
 * does not call it), then answered by `answer`, or by the fake store's own handler when it gives none. With
 * `firstOnly`, the requests after the first pass at once.
 */
export function hold(
  method: 'get' | 'post',
  path: string,
  {
    answer = () => undefined,
    firstOnly = false,
  }: { answer?: () => Response | undefined; firstOnly?: boolean } = {},
): Held {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  let asked = 0;
  mockServer.use(
    http[method](path, async () => {
      asked += 1;
      arrived();
      if (!firstOnly || asked === 1) await released;
      return answer();
    }),
  );
  return { release: () => release(), reached, asked: () => asked };
}

/** The store's `load/<path>` GET, held (the fake store's own answer once released). */
export const holdLoad = (path: string) => hold('get', `*/:site/load/${path}`);

/** The store's POSTs to `path`, held, then answered by `answer` or the fake store. */
export const holdPost = (path: string, answer?: () => Response | undefined) => hold('post', path, { answer });
