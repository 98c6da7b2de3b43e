// The price box's purchase choice and add to cart. The default rental sent, no choice for a work that is not
// rentable, the favourite button beside it, a bought work's Download and Stream, the In Cart link: the stories
// of src/workshop/stories/price-box.stories.tsx ("rental choice", "plain", "bought", "in cart"); the bought links
// are the card's (BoughtLinks: product-item/action-button.test.tsx writes their labels out).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

const addButton = (lang: 'jp' | 'en' = 'jp') =>
  screen.getByRole('button', { name: lang === 'en' ? 'Add to Cart' : 'カートに入れる' });
const added = () => screen.findByRole('link', { name: 'カートに追加しました' });

describe('price box: sell/rental choice', () => {
  it('a rentable work on sale: a radio group of label_buy and label_rental, buying by default, sent without rental_id', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000002');
    const group = screen.getByRole('radiogroup', { name: '購入方法を選択' });
    expect(within(group).getByRole('radio', { name: '通常購入' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'レンタル' })).not.toBeChecked();
    // No rental options while buying.
    expect(screen.queryByRole('radiogroup', { name: 'レンタル' })).toBeNull();
    await user.click(addButton());
    await added();
    const [request] = fake.requestsOf('cart');
    expect(request?.body.product_id).toBe('RJ01000002');
    expect(request?.body.rental_id).toBeUndefined();
  });

  it('switching to rental shows the options (first chosen) and the chosen rental_id is sent', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000002');
    await user.click(screen.getByRole('radio', { name: 'レンタル' }));
    const options = screen.getByRole('radiogroup', { name: 'レンタル' });
    const month = within(options).getByRole('radio', { name: /30日間/ });
    expect(within(options).getByRole('radio', { name: /7日間/ })).toBeChecked();
    expect(within(options).getByText('550円')).toBeInTheDocument();
    await user.click(month);
    expect(month).toBeChecked();
    await user.click(addButton());
    await added();
    expect(fake.requestsOf('cart')[0]?.body.rental_id).toBe('RT000002');
  });

  it('a rental-only work has no sell/rental choice but its rental options', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000003');
    expect(screen.queryByRole('radio', { name: '通常購入' })).toBeNull();
    expect(within(screen.getByRole('radiogroup', { name: 'レンタル' })).getByRole('radio')).toBeChecked();
    await user.click(addButton());
    await added();
    expect(fake.requestsOf('cart')[0]?.body.rental_id).toBe('RT000003');
  });
});

describe('price box: add to cart', () => {
  it('success: a link to the cart reading into_cart_result, in the live region that was there; the store has the item', async () => {
    const user = userEvent.setup();
    const { store } = await renderBox('RJ01000006');
    const region = screen.getAllByRole('status').find((el) => el.classList.contains('sf-price-box__live'));
    expect(region).toBeEmptyDOMElement();
    await user.click(addButton());
    expect(await added()).toHaveAttribute('href', '/maniax/cart/');
    expect(region).toHaveTextContent('カートに追加しました');
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
    expect(store.getState().user.cart).toContainEqual({ product_id: 'RJ01000006', rental_id: '', status: 1 });
  });

  it('is disabled while the add is pending, and a double click sends one request', async () => {
    const user = userEvent.setup();
    fake.setFault('cart', 'hang');
    await renderBox('RJ01000006');
    const button = addButton();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(fake.requestsOf('cart')).toHaveLength(1);
  });

  // Which answers carry no message (http500 as xml-fail-nomsg): test/store/error-message.test.ts; the jp
  // `failed` label: product-item/cart-add.test.tsx.
  it.each([
    ['jp', 'xml-fail', 'エラーが発生しました。 An error occurred.'],
    ['en', 'xml-fail-nomsg', 'Communication failed'],
  ] as const)('%s, %s: the alert reads its message, nothing changed', async (lang, fault, message) => {
    const user = userEvent.setup();
    fake.setFault('cart', fault);
    const { store } = await renderBox('RJ01000006', { lang });
    const before = store.getState().user.cart;
    await user.click(addButton(lang));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(addButton(lang)).toBeEnabled();
    expect(store.getState().user.cart).toBe(before);
  });

  it('a retry after a failure clears the alert and can succeed', async () => {
    const user = userEvent.setup();
    fake.setFault('cart', 'xml-fail');
    await renderBox('RJ01000006');
    await user.click(addButton());
    await screen.findByRole('alert');
    fake.setFault('cart', null);
    await user.click(addButton());
    await added();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
