import { memberCookies, useMockApi } from '../mock-api';
import { stopRuntime, TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';

// The tabs are connected (the tab-sync chunk asked for) once the first scan's islands have their state.

const unsettledWhenConnected: number[] = [];
vi.mock('../../src/sync/connect', () => ({
  connectTabs: () => {
    unsettledWhenConnected.push(document.querySelectorAll('[data-widget]:not([data-widget-state])').length);
  },
}));

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

it('connects the tabs once every island of the first scan has its state, and not before', async () => {
  memberCookies();
  document.body.innerHTML = ['RJ01000001', 'RJ01000002']
    .map((id) => `<div data-widget="product-item" data-product-id="${id}"></div>`)
    .join('');
  const { bootstrap } = await import('../../src/boot/bootstrap');
  const page = bootstrap({ ...TEST_CONFIG, tabSync: true });
  void page.start();
  await vi.waitFor(() => expect(unsettledWhenConnected).toHaveLength(1), { timeout: 5000 });
  expect(unsettledWhenConnected).toEqual([0]);
  await stopRuntime(page);
});
