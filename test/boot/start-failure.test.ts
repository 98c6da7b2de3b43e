import { useMockApi } from '../mock-api';
import { TEST_CONFIG } from '../render';

// The entry (main.ts) when the runtime's code is in but its start throws: the islands keep their server
// content marked `error`, those added later too, and no mount() call, made before or after, is left pending.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

afterEach(() => {
  vi.doUnmock('../../src/boot/bootstrap');
  delete window.storefront;
  vi.resetModules();
});

it('a throw in bootstrap() marks the islands error and settles every mount() call', async () => {
  document.body.innerHTML = `<script type="application/json" id="storefront-config">${JSON.stringify(TEST_CONFIG)}</script>
    <div id="card" data-widget="product-item" data-product-id="RJ01000001"><p>server</p></div>`;
  const ga = vi.fn();
  (window as unknown as { ga?: unknown }).ga = ga;
  let started = () => {};
  const reached = new Promise<void>((resolve) => (started = resolve));
  vi.doMock('../../src/boot/bootstrap', () => ({
    bootstrap: () => {
      started();
      throw new Error('start-up broke');
    },
  }));
  await import('../../src/main');
  const api = window.storefront;
  if (!api) throw new Error('no window.storefront');
  const before = api.mount();
  await reached;
  await expect(before).resolves.toBeUndefined();
  const card = document.getElementById('card');
  expect(card).toHaveAttribute('data-widget-state', 'error');
  expect(card?.innerHTML).toBe('<p>server</p>');
  document.body.insertAdjacentHTML('beforeend', '<div id="later" data-widget="favorite-button"></div>');
  await expect(api.mount()).resolves.toBeUndefined();
  expect(document.getElementById('later')).toHaveAttribute('data-widget-state', 'error');
  expect(JSON.stringify(ga.mock.calls)).toContain('start-up broke');
  delete (window as unknown as { ga?: unknown }).ga;
});
