import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap } from '../../src/boot/bootstrap';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { memberCookies, useMockApi } from '../mock-api';
import { holdPost } from '../held-call';
import { makeTestStore, TEST_CONFIG } from '../render';
import { runsOutsideAct } from '../outside-act';

// Race conditions: double clicks, two islands acting on one work at once, a popup closed and an
// island removed while their request is in flight — no duplicate request, no change after unmount, no error.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const errors: unknown[] = [];
const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);

runsOutsideAct();
jsonpThroughFetch();
beforeEach(() => {
  memberCookies('en');
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  window.addEventListener('unhandledrejection', onRejection);
});
afterEach(() => {
  window.removeEventListener('unhandledrejection', onRejection);
  vi.restoreAllMocks();
});

async function page(html: string) {
  document.body.innerHTML = html;
  const store = makeTestStore({ lang: 'en', sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
  const runtime = Object.assign(bootstrap({ ...TEST_CONFIG, lang: 'en' }, store), { store });
  await runtime.api.mount();
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
  await waitFor(() =>
    expect(islands.every((el) => el.getAttribute('data-widget-state') === 'ready')).toBe(true),
  );
  return runtime;
}

/** Nothing logged as an error, no unhandled rejection. */
const expectNoErrors = () =>
  expect(errors.map((e) => String(Array.isArray(e) ? e.join(' ') : e).slice(0, 300))).toEqual([]);

const card = (id: string) => `<div data-widget="product-item" data-product-id="${id}"></div>`;
const byText = (root: ParentNode, selector: string, text: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => el.textContent?.trim() === text);

describe('races', () => {
  it('a card and the price box of one work clicked at once: one cart request, both show it', async () => {
    const held = holdPost('*/maniax/cart/ajax');
    await page(`${card('RJ01000005')}<div data-widget="price-box" data-product-id="RJ01000005"></div>`);
    const buttons = byText(document, 'button', 'Add to Cart');
    expect(buttons).toHaveLength(2);
    buttons.forEach((button) => button.click());
    buttons.forEach((button) => button.click());
    held.release();
    await waitFor(() => expect(byText(document, 'a', 'Added to Cart').length).toBeGreaterThan(0));
    expect(fake.requestsOf('cart')).toHaveLength(1);
    expectNoErrors();
  });

  it('a card removed while its add is in flight: no error, and the other card of the work still updates', async () => {
    const held = holdPost('*/maniax/cart/ajax');
    const runtime = await page(
      `<div id="a">${card('RJ01000005')}</div><div id="b">${card('RJ01000005')}</div>`,
    );
    const first = document.querySelector<HTMLElement>('#a [data-widget]');
    const [button] = byText(first ?? document, 'button', 'Add to Cart');
    button?.click();
    await waitFor(() => expect(first?.querySelector('[aria-busy="true"]')).not.toBeNull());
    document.querySelector('#a')?.remove();
    runtime.api.unmount(document.body);
    await runtime.api.mount();
    held.release();
    const other = document.querySelector<HTMLElement>('#b [data-widget]');
    await waitFor(() => expect(other?.textContent).toContain('In Cart'));
    expect(fake.requestsOf('cart')).toHaveLength(1);
    expectNoErrors();
  });

  it('the follow popup closed while its request is in flight: the button still turns Already following', async () => {
    const user = userEvent.setup();
    const held = holdPost('*/maniax/follow/regist');
    await page('<div data-widget="follow-button" data-maker-id="RG30003" data-maker-name="Circle C"></div>');
    const [trigger] = byText(document, 'button', 'Follow');
    if (!trigger) throw new Error('no follow button');
    await user.click(trigger);
    const submit = byText(document.querySelector('[role="dialog"]') ?? document, 'button', 'Follow')[0];
    await user.click(submit as HTMLElement);
    await user.keyboard('{Escape}');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    held.release();
    await waitFor(() => expect(byText(document, 'a', 'Already following')).toHaveLength(1));
    expect(fake.requestsOf('follow')).toHaveLength(1);
    expectNoErrors();
  });

  it('a follow button removed while its request is in flight: no error after unmount', async () => {
    const user = userEvent.setup();
    const held = holdPost('*/maniax/follow/regist');
    const runtime = await page(
      '<div id="f"><div data-widget="follow-button" data-maker-id="RG30003" data-maker-name="Circle C"></div></div>',
    );
    const [trigger] = byText(document, 'button', 'Follow');
    await user.click(trigger as HTMLElement);
    await user.click(
      byText(document.querySelector('[role="dialog"]') ?? document, 'button', 'Follow')[0] as HTMLElement,
    );
    document.querySelector('#f')?.remove();
    runtime.api.unmount(document.body);
    held.release();
    // The follow has been applied to the store: whatever the answer leads to has run.
    await waitFor(() => expect(runtime.store.getState().lists.follows.keys).toContain('RG30003'));
    expect(fake.requestsOf('follow')).toHaveLength(1);
    expectNoErrors();
  });
});
