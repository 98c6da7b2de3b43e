import { memberCookies, useMockApi } from '../mock-api';
import { stopRuntime, TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';
import { LONG_WAIT } from '../../src/mocks/suite-clock';

// The tabs are connected (the tab-sync chunk asked for) once the first scan's islands have their state.

const unsettledWhenConnected: number[] = [];
const idleMarksWhenConnected: number[] = [];
const idleMarks = () => performance.getEntriesByName('storefront:idle', 'mark').length;
vi.mock('../../src/sync/connect', () => ({
  connectTabs: () => {
    unsettledWhenConnected.push(document.querySelectorAll('[data-widget]:not([data-widget-state])').length);
    idleMarksWhenConnected.push(idleMarks());
  },
}));

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

// The page's idle work done: the mark tools wait for instead of a silent network (docs/page/events.md).
it('connects the tabs once every island of the first scan has its state; then sets the storefront:idle mark, once', async () => {
  performance.clearMarks();
  memberCookies();
  document.body.innerHTML = ['RJ01000001', 'RJ01000002']
    .map((id) => `<div data-widget="product-item" data-product-id="${id}"></div>`)
    .join('');
  const { bootstrap, IDLE_MARK } = await import('../../src/boot/bootstrap');
  expect(IDLE_MARK).toBe('storefront:idle');
  const page = bootstrap({ ...TEST_CONFIG, tabSync: true });
  void page.start();
  await vi.waitFor(() => expect(idleMarks()).toBe(1), LONG_WAIT);
  expect(unsettledWhenConnected).toEqual([0]);
  expect(idleMarksWhenConnected).toEqual([0]);
  await stopRuntime(page);
});

it('sets the storefront:idle mark on a page without tab sync', async () => {
  performance.clearMarks();
  document.body.innerHTML = '<div data-widget="product-item" data-product-id="RJ01000001"></div>';
  const connected = idleMarksWhenConnected.length;
  const { bootstrap } = await import('../../src/boot/bootstrap');
  const page = bootstrap({ ...TEST_CONFIG, tabSync: false });
  void page.start();
  await vi.waitFor(() => expect(idleMarks()).toBe(1), LONG_WAIT);
  expect(idleMarksWhenConnected).toHaveLength(connected);
  await stopRuntime(page);
});
