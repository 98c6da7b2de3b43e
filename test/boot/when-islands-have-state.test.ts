import { whenIslandsHaveState } from '../../src/boot/bootstrap';

// What waits for the page to be usable (the tabs' connection) waits for every island's state, and
// on a long page that must not cost a query of the document per batch of state changes.

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function islands(count: number): HTMLElement[] {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, i) => `<div data-widget="product-item" data-product-id="RJ${i}"></div>`,
  ).join('');
  return [...document.querySelectorAll<HTMLElement>('[data-widget]')];
}

const settles = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  // Mutation records are delivered in a microtask; two turns are enough for the callback and the promise.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

it('resolves once the last island has a state, ready or error, and not before', async () => {
  const [a, b, c] = islands(3);
  const waiting = whenIslandsHaveState();
  a?.setAttribute('data-widget-state', 'ready');
  b?.setAttribute('data-widget-state', 'error');
  expect(await settles(waiting)).toBe(false);
  c?.setAttribute('data-widget-state', 'ready');
  expect(await settles(waiting)).toBe(true);
});

it('resolves at once when every island already has its state', async () => {
  for (const island of islands(2)) island.setAttribute('data-widget-state', 'ready');
  expect(await settles(whenIslandsHaveState())).toBe(true);
});

it('an island removed from the page before it had a state stops counting', async () => {
  const [a, b] = islands(2);
  const waiting = whenIslandsHaveState();
  b?.remove();
  a?.setAttribute('data-widget-state', 'ready');
  expect(await settles(waiting)).toBe(true);
});

it('gives up after its time limit, whatever is still loading', async () => {
  vi.useFakeTimers();
  try {
    islands(1);
    let settled = false;
    void whenIslandsHaveState(500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});

it('queries the document once, not once per batch of state changes (1000 islands)', async () => {
  const all = islands(1000);
  const query = vi.spyOn(document, 'querySelectorAll');
  const waiting = whenIslandsHaveState();
  for (const [i, island] of all.entries()) {
    island.setAttribute('data-widget-state', 'ready');
    // A batch of changes every 50 islands, as the render queue's slices make them.
    if (i % 50 === 49) await Promise.resolve();
  }
  expect(await settles(waiting)).toBe(true);
  expect(query).toHaveBeenCalledTimes(1);
});
