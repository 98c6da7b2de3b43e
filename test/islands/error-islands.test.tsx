import { waitFor } from '@testing-library/react';
import { bootstrap } from '../../src/boot/bootstrap';
import { useMockApi } from '../mock-api';
import { TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';

// An island in `error` renders nothing of its widget and keeps its server content, whatever the store later
// holds: a later card of the same work loads the product the first card could not.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

beforeAll(() => {
  // The runtime renders with createRoot outside act(), as on a page.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

it('a card in error stays empty when a later card of the same work loads it', async () => {
  document.body.innerHTML = `<div id="first" data-widget="product-item" data-product-id="RJ01000001"><span>server</span></div>`;
  const first = document.getElementById('first') as HTMLElement;
  fake.setFault('productInfo', 'http500');
  const page = bootstrap(TEST_CONFIG);
  await page.start();
  expect(first).toHaveAttribute('data-widget-state', 'error');

  fake.setFault('productInfo', null);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="second" data-widget="product-item" data-product-id="RJ01000001"></div>`,
  );
  const second = document.getElementById('second') as HTMLElement;
  await waitFor(() => expect(second).toHaveAttribute('data-widget-state', 'ready'));
  expect(page.store.getState().products.status.RJ01000001).toBe('succeeded');
  expect(second.querySelector('a, button')).not.toBeNull();
  expect(first).toHaveAttribute('data-widget-state', 'error');
  expect(first.innerHTML).toBe('<span>server</span>');
  page.api.unmount();
});
