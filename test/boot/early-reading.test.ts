import { useMockApi } from '../mock-api';
import { stopRuntime, TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';
import { LONG_WAIT } from '../../src/mocks/suite-clock';

// The entry reads the islands early to send their requests; the runtime, arriving later, reads each island
// as it is then. A file of its own: the runtime started here watches this file's window for good.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

const IDS = ['RJ01000001', 'RJ01000002', 'RJ01000005'];

it("an island the page completes after the entry's read is read as it is when the runtime arrives", async () => {
  // The card's id is set by a page script after DOMContentLoaded, while the runtime is on its way.
  document.body.innerHTML = `<script type="application/json" id="storefront-config">${JSON.stringify(TEST_CONFIG)}</script>
    <div id="late" data-widget="product-item"></div>
    <div id="changed" data-widget="product-item" data-product-id="${IDS[0]}"></div>`;
  const { earlyStart } = await import('../../src/boot/early-start');
  const store = earlyStart?.store;
  if (!store) throw new Error('no store');
  // The entry has read the islands (its task comes through a MessageChannel: waited for, not counted).
  await vi.waitFor(() => expect(store.getState().products.status[IDS[0] ?? '']).toBeDefined(), LONG_WAIT);
  const late = document.getElementById('late') as HTMLElement;
  const changed = document.getElementById('changed') as HTMLElement;
  late.setAttribute('data-product-id', IDS[1] ?? '');
  changed.setAttribute('data-product-id', IDS[2] ?? '');

  const { bootstrap } = await import('../../src/boot/bootstrap');
  const runtime = bootstrap(TEST_CONFIG, store);
  await runtime.start();
  expect(late).toHaveAttribute('data-widget-state', 'ready');
  expect(changed).toHaveAttribute('data-widget-state', 'ready');
  expect(store.getState().products.status[IDS[1] ?? '']).toBe('succeeded');
  expect(store.getState().products.status[IDS[2] ?? '']).toBe('succeeded');
  // Off the page: no render of this file's runtime outlives the file.
  await stopRuntime(runtime);
});
