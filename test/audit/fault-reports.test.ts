import { waitFor } from '@testing-library/react';
import { bootstrap } from '../../src/boot/bootstrap';
import type { MockCall, MockFault } from '../../src/mocks/fake-store';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { memberCookies, useMockApi } from '../mock-api';
import { makeTestStore, TEST_CONFIG } from '../render';

// Faults: a failed call the user did not start is silent on the page, and analytics gets one
// report for it — not one per island showing its data.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
let ga: ReturnType<typeof vi.fn<(command: string, fields: { eventLabel: string }) => void>>;

jsonpThroughFetch();
beforeEach(() => {
  ga = vi.fn();
  (window as unknown as { ga?: unknown }).ga = ga;
  memberCookies();
});
afterEach(() => {
  delete (window as unknown as { ga?: unknown }).ga;
});

const IDS = Array.from({ length: 13 }, (_, i) => `RJ010000${String(i + 1).padStart(2, '0')}`);

/** Mounts `copies` cards of each work and a price box; resolves once every island has a state. */
async function mountCards(copies: number, ids = IDS, priceBox = true) {
  const store = makeTestStore({ sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
  const runtime = bootstrap(TEST_CONFIG, store);
  const cards = Array.from({ length: copies }, () => ids).flat();
  document.body.innerHTML =
    cards.map((id) => `<div data-widget="product-item" data-product-id="${id}"></div>`).join('') +
    (priceBox ? '<div data-widget="price-box" data-product-id="RJ01000002"></div>' : '');
  await runtime.api.mount();
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
  await waitFor(() => expect(islands.every((el) => el.hasAttribute('data-widget-state'))).toBe(true));
  return { islands, runtime, store };
}

const reportsMatching = (pattern: RegExp) =>
  ga.mock.calls.filter((call) => pattern.test(call[1].eventLabel)).length;

describe('background call failures: silent, one report each', () => {
  it.each<MockFault>(['http500', 'malformed'])(
    'product info %s: every card and the price box in error, no alert, exactly one report',
    async (fault) => {
      fake.setFault('productInfo', fault);
      const { islands } = await mountCards(3);
      expect(islands.every((el) => el.getAttribute('data-widget-state') === 'error')).toBe(true);
      expect(document.querySelector('[role="alert"]')).toBeNull();
      await waitFor(() => expect(ga).toHaveBeenCalled());
      expect(reportsMatching(/could not be loaded/)).toBe(0);
      expect(ga).toHaveBeenCalledTimes(1);
      expect(ga.mock.calls[0]?.[1].eventLabel).toMatch(/ApiError/);
    },
  );

  it('an unknown product id: one report naming it, its islands in error, the others ready', async () => {
    const { islands } = await mountCards(1, ['RJ01000001', 'RJ09999999', 'RJ09999999', 'RJ01000005'], false);
    expect(islands.map((el) => el.getAttribute('data-widget-state'))).toEqual([
      'ready',
      'error',
      'error',
      'ready',
    ]);
    await waitFor(() => expect(ga).toHaveBeenCalledTimes(1));
    expect(ga.mock.calls[0]?.[1].eventLabel).toContain('[product-info] no data for 1 of 3 ids: RJ09999999');
  });

  // Each store call in both failing shapes (the JSONP services fail as scripts in the browser suite too).
  it.each<[MockCall, MockFault]>([
    ['status', 'http500'],
    ['status', 'malformed'],
    ['boughts', 'http500'],
    ['boughts', 'malformed'],
    ['favorites', 'http500'],
    ['coupons', 'http500'],
    ['coupons', 'malformed'],
    ['sample', 'http500'],
  ])('%s %s: the cards still work, no alert, one report', async (call, fault) => {
    fake.setFault(call, fault);
    const { islands } = await mountCards(2);
    expect(islands.every((el) => el.getAttribute('data-widget-state') === 'ready')).toBe(true);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    await waitFor(() => expect(ga).toHaveBeenCalledTimes(1));
  });

  it.each<MockCall>(['status', 'boughts', 'productInfo'])(
    '%s answering the login page (an expired session) is not an error to report',
    async (call) => {
      fake.setFault(call, 'login-html');
      const { store } = await mountCards(1);
      // A failure is reported when its answer is handled (ga is there: at once), so once the call has
      // settled any report has been sent.
      const statusOf: Partial<Record<MockCall, () => string | undefined>> = {
        status: () => store.getState().user.status,
        boughts: () => store.getState().lists.boughts.status,
        productInfo: () => store.getState().products.status.RJ01000001,
      };
      await waitFor(() => expect(statusOf[call]?.()).toMatch(/^(succeeded|failed)$/));
      expect(ga).not.toHaveBeenCalledWith(
        'send',
        expect.objectContaining({ eventLabel: expect.stringMatching(/ApiError/) }),
      );
    },
  );
});
