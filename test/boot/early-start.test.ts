import { waitFor } from '@testing-library/react';
import { productItemWidget } from '../../src/widgets/product-item/definition';
import { memberCookies, useMockApi } from '../mock-api';
import { stopRuntime, TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';

// Critical path: the entry's early start (imported first by main.ts, evaluated before React DOM)
// reads the configuration, makes the store and sends every request the page's islands need; the runtime's
// first scan then sends none of them again and reads no island twice.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const IDS = ['RJ01000001', 'RJ01000002', 'RJ01000005'];

afterEach(() => {
  delete window.storefront;
  vi.restoreAllMocks();
  vi.resetModules();
});

function page(config: object) {
  document.body.innerHTML = `<script type="application/json" id="storefront-config">${JSON.stringify(config)}</script>
    ${IDS.map((id) => `<div data-widget="product-item" data-product-id="${id}"></div>`).join('')}
    <div data-widget="no-such-widget"></div>`;
}

/** The two tasks in which a page's product request and member lists are sent (the test below). */
const twoTasks = async () => {
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

it("sends the page's requests itself; the runtime's first scan sends nothing twice and reads each island once", async () => {
  memberCookies();
  page(TEST_CONFIG);
  const parse = vi.spyOn(productItemWidget, 'parse');
  const { earlyStart } = await import('../../src/boot/early-start');
  const store = earlyStart?.store;
  if (!store) throw new Error('no store');
  // In flight before any runtime exists, each step in a task of its own (on a phone each costs a long
  // task's worth of main thread): the entry's evaluation, then the products pooled into one request, then
  // the member's lists. Told by order, not by counting timer ticks: as the products are asked for, a
  // microtask (which runs before the task ends) still finds the member's lists not asked for.
  const listsWhenProductsAsked: string[] = [];
  const unsubscribe = store.subscribe(() => {
    if (listsWhenProductsAsked.length > 0 || store.getState().products.status[IDS[0] ?? ''] === undefined)
      return;
    listsWhenProductsAsked.push('seen');
    queueMicrotask(() => listsWhenProductsAsked.push(store.getState().user.status));
  });
  expect(store.getState().products.status[IDS[0] ?? '']).toBeUndefined();
  await waitFor(() => expect(store.getState().user.status).not.toBe('idle'));
  unsubscribe();
  for (const id of IDS) expect(store.getState().products.status[id]).toMatch(/^(pending|succeeded)$/);
  expect(listsWhenProductsAsked).toEqual(['seen', 'idle']);
  expect(earlyStart?.runtime).toBeInstanceOf(Promise);
  expect(parse).toHaveBeenCalledTimes(IDS.length);

  const { bootstrap } = await import('../../src/boot/bootstrap');
  const runtime = bootstrap(TEST_CONFIG, store);
  await runtime.start();
  for (const id of IDS)
    expect(document.querySelector(`[data-product-id="${id}"]`)).toHaveAttribute('data-widget-state', 'ready');
  // The unknown widget is still reported by the runtime, as before.
  expect(document.querySelector('[data-widget="no-such-widget"]')).toHaveAttribute(
    'data-widget-state',
    'error',
  );
  expect(fake.requestsOf('productInfo')).toHaveLength(1);
  for (const list of ['status', 'boughts', 'favorites', 'uninterests', 'coupons', 'sample'] as const)
    await waitFor(() => expect(fake.requestsOf(list)).toHaveLength(1));
  expect(parse).toHaveBeenCalledTimes(IDS.length);
  // Off the page before the next test empties it: no render of this file's runtime outlives the file.
  await stopRuntime(runtime);
});

it('with a bad configuration it makes no store and sends nothing (main.ts reports the error)', async () => {
  page({ ...TEST_CONFIG, site: '' });
  const { earlyStart } = await import('../../src/boot/early-start');
  expect(earlyStart?.store).toBeNull();
  expect(earlyStart?.config.ok).toBe(false);
  await twoTasks();
  expect(fake.requestsOf('productInfo')).toHaveLength(0);
});

it('a second copy of the bundle on the page starts nothing', async () => {
  page(TEST_CONFIG);
  window.storefront = {
    mount: () => Promise.resolve(),
    unmount: () => {},
    version: 'other',
    ready: Promise.resolve(),
  };
  const { earlyStart } = await import('../../src/boot/early-start');
  expect(earlyStart).toBeNull();
  await twoTasks();
  expect(fake.requestsOf('productInfo')).toHaveLength(0);
});

// A browser makes an element with id or name "storefront" reachable as window.storefront (jsdom does not:
// the test puts it there as the browser would); test/e2e/bootstrap.e2e.ts loads such a page.
it.each([
  ['an element with id="storefront"', '<div id="storefront">A review</div>', '<div>'],
  ['a form named storefront', '<form name="storefront"></form>', '<form>'],
])(
  '%s before the entry switches nothing off: the page starts, and the console says why',
  async (_, html, tag) => {
    page(TEST_CONFIG);
    document.body.insertAdjacentHTML('afterbegin', html);
    window.storefront = document.body.firstElementChild as unknown as typeof window.storefront;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { earlyStart } = await import('../../src/boot/early-start');
    expect(earlyStart?.store).not.toBeNull();
    await waitFor(() => expect(fake.requestsOf('productInfo')).toHaveLength(1));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`window.storefront was a page value (${tag}`);
  },
);
