import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const addButton = () => screen.getByRole('button', { name: 'カートに入れる' });

describe('price box: sell/rental choice', () => {
  it('a rentable work on sale offers a radio group of label_buy and label_rental, sell by default', async () => {
    await renderBox('RJ01000002');
    const group = screen.getByRole('radiogroup', { name: '購入方法を選択' });
    const buy = within(group).getByRole('radio', { name: '通常購入' });
    const rental = within(group).getByRole('radio', { name: 'レンタル' });
    expect(buy).toBeChecked();
    expect(rental).not.toBeChecked();
    // No rental options while buying.
    expect(screen.queryByRole('radiogroup', { name: 'レンタル' })).toBeNull();
  });

  it('Added to Cart appears inside a live region that was in the box before the add', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000005');
    const region = screen.getAllByRole('status').find((el) => el.classList.contains('sf-price-box__live'));
    expect(region).toBeEmptyDOMElement();
    await user.click(addButton());
    await waitFor(() => expect(region).toHaveTextContent('カートに追加しました'));
  });

  it('buying sends no rental_id', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000002');
    await user.click(addButton());
    await screen.findByRole('link', { name: 'カートに追加しました' });
    const [request] = fake.requestsOf('cart');
    expect(request?.body.product_id).toBe('RJ01000002');
    expect(request?.body.rental_id).toBeUndefined();
  });

  it('switching to rental shows the options (first chosen) and the chosen rental_id is sent', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000002');
    await user.click(screen.getByRole('radio', { name: 'レンタル' }));
    const options = screen.getByRole('radiogroup', { name: 'レンタル' });
    const week = within(options).getByRole('radio', { name: /7日間/ });
    const month = within(options).getByRole('radio', { name: /30日間/ });
    expect(week).toBeChecked();
    expect(within(options).getByText('550円')).toBeInTheDocument();
    await user.click(month);
    expect(month).toBeChecked();
    await user.click(addButton());
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')[0]?.body.rental_id).toBe('RT000002');
  });

  it('the default rental option is sent when none is picked', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000002');
    await user.click(screen.getByRole('radio', { name: 'レンタル' }));
    await user.click(addButton());
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')[0]?.body.rental_id).toBe('RT000001');
  });

  it('a rental-only work has no sell/rental choice but its rental options', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000003');
    expect(screen.queryByRole('radio', { name: '通常購入' })).toBeNull();
    const option = within(screen.getByRole('radiogroup', { name: 'レンタル' })).getByRole('radio');
    expect(option).toBeChecked();
    await user.click(addButton());
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')[0]?.body.rental_id).toBe('RT000003');
  });

  it('a work that is not rentable has no choice', async () => {
    await renderBox('RJ01000001');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(addButton()).toBeEnabled();
  });
});

describe('price box: add to cart', () => {
  it('success: the button becomes a link to the cart reading into_cart_result, and the store has the item', async () => {
    const user = userEvent.setup();
    const { store } = await renderBox('RJ01000006');
    await user.click(addButton());
    const link = await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(link).toHaveAttribute('href', '/maniax/cart/');
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

  it('failure: the server message in role="alert", nothing changed', async () => {
    const user = userEvent.setup();
    fake.setFault('cart', 'xml-fail');
    const { store } = await renderBox('RJ01000006');
    const before = store.getState().user.cart;
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('エラーが発生しました。 An error occurred.');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'カートに追加しました' })).toBeNull();
    expect(store.getState().user.cart).toBe(before);
  });

  it('failure without a message shows the failed label', async () => {
    const user = userEvent.setup();
    fake.setFault('cart', 'http500');
    await renderBox('RJ01000006');
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
  });

  it.each(['xml-fail-nomsg', 'http500', 'malformed'] as const)(
    'English page, %s: the failed label in English',
    async (fault) => {
      const user = userEvent.setup();
      fake.setFault('cart', fault);
      await renderBox('RJ01000006', { lang: 'en' });
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Communication failed');
      expect(alert).not.toHaveTextContent('通信に失敗しました');
    },
  );

  it('a retry after a failure clears the alert and can succeed', async () => {
    const user = userEvent.setup();
    fake.setFault('cart', 'xml-fail');
    await renderBox('RJ01000006');
    await user.click(addButton());
    await screen.findByRole('alert');
    fake.setFault('cart', null);
    await user.click(addButton());
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a bought work offers Download and Stream instead, as the product card does', async () => {
    await renderBox('RJ01000010', { member: true });
    const link = await screen.findByRole('link', { name: 'ダウンロード' });
    expect(link).toHaveAttribute('href', '/maniax/download/=/product_id/RJ01000010.html');
    expect(screen.getByRole('link', { name: 'ブラウザ視聴' })).toHaveAttribute(
      'href',
      'https://play.example.test/?workno=RJ01000010',
    );
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  });

  it('English page: Download and Stream for a bought work', async () => {
    await renderBox('RJ01000010', { member: true, lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stream' })).toHaveAttribute(
      'href',
      'https://play.example.test/?workno=RJ01000010',
    );
  });

  it('a bought work without a down_url (RJ01000011) downloads from the pack-download page', async () => {
    await renderBox('RJ01000011', { member: true });
    const link = await screen.findByRole('link', { name: 'ダウンロード' });
    expect(link).toHaveAttribute('href', '/maniax/download/pack/product/=/product_id/RJ01000011.html');
    expect(screen.getByRole('link', { name: 'ブラウザ視聴' })).toBeInTheDocument();
  });

  it('a work in the cart shows the cart link', async () => {
    await renderBox('RJ01000001', { member: true });
    const link = await screen.findByRole('link', { name: 'カートに入っています' });
    expect(link).toHaveAttribute('href', '/maniax/cart/');
  });

  it('English labels on English pages', async () => {
    const user = userEvent.setup();
    await renderBox('RJ01000006', { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'Added to Cart' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
  });

  it('has the favourite button beside it', async () => {
    await renderBox('RJ01000006');
    expect(screen.getByRole('link', { name: 'お気に入りに追加' })).toBeInTheDocument();
  });
});
