// The checks that make a story a test: its islands reach the state the story expects.
import { ISLAND_SELECTOR } from '../islands/island-scan';

export type ExpectedState = 'ready' | 'error' | 'loading';

/** How long a story's islands may take to reach their state (mock answers come at once, or in 1 s). */
export const SETTLE_LIMIT_MS = 8000;
/** How long the islands of a `loading` story are watched to stay without a state. */
export const LOADING_HOLD_MS = 600;

const islandsOf = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
const stateOf = (island: HTMLElement) => island.getAttribute('data-widget-state');
const describe = (island: HTMLElement) =>
  `${island.getAttribute('data-widget') ?? '?'}${island.dataset.productId ? ` ${island.dataset.productId}` : ''}: ${stateOf(island) ?? 'no state'}`;

function until(done: () => boolean, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (done()) resolve(true);
      else if (performance.now() - started > limitMs) resolve(false);
      else setTimeout(check, 25);
    };
    check();
  });
}

/**
 * Waits until every island of the story has a state (or, for a `loading` story, until it is clear that
 * they keep waiting), then throws unless each is in the expected one. A story's own `play` calls it
 * first, so that it acts on a usable page.
 */
export async function expectIslands(canvas: HTMLElement, expected: ExpectedState = 'ready'): Promise<void> {
  const islands = () => islandsOf(canvas);
  await until(() => islands().length > 0, SETTLE_LIMIT_MS);
  if (islands().length === 0) throw new Error('The story has no island on its page.');
  if (expected === 'loading') {
    await new Promise((resolve) => setTimeout(resolve, LOADING_HOLD_MS));
    const failed = islands().filter((island) => stateOf(island) === 'error');
    if (failed.length > 0)
      throw new Error(`Islands failed while loading: ${failed.map(describe).join('; ')}`);
    if (islands().every((island) => stateOf(island) !== null))
      throw new Error('A loading story: every island already has a state.');
    return;
  }
  await until(() => islands().every((island) => stateOf(island) !== null), SETTLE_LIMIT_MS);
  const wrong = islands().filter((island) => stateOf(island) !== expected);
  if (wrong.length > 0)
    throw new Error(`Expected every island "${expected}"; ${wrong.map(describe).join('; ')}`);
}
