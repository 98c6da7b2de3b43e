import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartAddKey } from '../../../src/store/pending-keys';
import { useMockApi } from '../../mock-api';
import products from '../../../fixtures/products.json';
import { answerProductInfo } from '../unpriced-answers';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

describe('product-item add to cart', () => {
  it('a plain add posts mode=cart&obj_nocheck=1&product_id, then links to the cart as Added to Cart', async () => {
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000005');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    const link = await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(link).toHaveAttribute('href', '/maniax/cart/');
    // The link takes focus in an effect, which can run just after the link is found.
    await waitFor(() => expect(link).toHaveFocus());
    const posts = fake.requestsOf('cart');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000005' });
    expect(store.getState().user.cart.at(-1)).toEqual({ product_id: 'RJ01000005', rental_id: '', status: 1 });
    expect(screen.queryByRole('link', { name: 'カートに入っています' })).toBeNull();
  });

  it('Added to Cart appears inside a live region that was in the card before the add', async () => {
    const user = userEvent.setup();
    const { container } = await renderItem('RJ01000005');
    const region = within(container).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await waitFor(() => expect(region).toHaveTextContent('カートに追加しました'));
    expect(within(region).getByRole('link', { name: 'カートに追加しました' })).toBeInTheDocument();
  });

  it('English: the result reads Added to Cart', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000005', { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'Added to Cart' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
  });

  it('a rental entry posts its rental_id and the card links to the cart', async () => {
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000013');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /7日間/ }));
    expect(await screen.findByRole('link', { name: 'カートに追加しました' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.requestsOf('cart')[0]?.body).toEqual({
      mode: 'cart',
      obj_nocheck: '1',
      product_id: 'RJ01000013',
      rental_id: 'RT000006',
    });
    expect(store.getState().user.cart.at(-1)).toEqual({
      product_id: 'RJ01000013',
      rental_id: 'RT000006',
      status: 1,
    });
  });

  it('the Buy entry posts without rental_id', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /通常購入/ }));
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')[0]?.body).toEqual({
      mode: 'cart',
      obj_nocheck: '1',
      product_id: 'RJ01000013',
    });
  });

  it('a failure shows res_msg in an alert and changes nothing', async () => {
    fake.setFault('cart', 'xml-fail');
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000005');
    const cartBefore = store.getState().user.cart;
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('エラーが発生しました。 An error occurred.');
    expect(alert).not.toHaveTextContent('通信に失敗しました');
    expect(store.getState().user.cart).toBe(cartBefore);
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'カートに追加しました' })).toBeNull();
  });

  it('a failure without res_msg shows 通信に失敗しました', async () => {
    fake.setFault('cart', 'xml-fail-nomsg');
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000005');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
    expect(store.getState().user.cart.some((c) => c.product_id === 'RJ01000005')).toBe(false);
  });

  it('a server refusal (its sales ended since the page was served) shows its message', async () => {
    // The card's answer says on sale; the store's own record of RJ01000004 is off sale, so it refuses.
    const work = products.find((p) => p.product_id === 'RJ01000004');
    answerProductInfo({ ...work, on_sale: 1 });
    const user = userEvent.setup();
    await renderItem('RJ01000004');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('a failed rental add keeps the popup open for a retry, with the alert', async () => {
    fake.setFault('cart', 'xml-fail-nomsg');
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /3日間/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a double click sends one request, and the button is disabled while pending', async () => {
    fake.setFault('cart', 'hang');
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000005');
    const button = screen.getByRole('button', { name: 'カートに入れる' });
    await user.dblClick(button);
    await waitFor(() => expect(store.getState().ui.pendingAdds[cartAddKey('RJ01000005')]).toBe(true));
    expect(button).toBeDisabled();
    expect(fake.requestsOf('cart')).toHaveLength(1);
  });

  it('a double click on a successful add sends one request', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000005');
    await user.dblClick(screen.getByRole('button', { name: 'カートに入れる' }));
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')).toHaveLength(1);
  });
});

// docs/behaviour.md "Errors": without res_msg the message is the `failed` label in the page's language; a
// res_msg is shown as the server sent it, whatever the page's language.
describe('product-item: the failure text of a cart add', () => {
  const enAdd = () => screen.getByRole('button', { name: 'Add to Cart' });

  it.each(['xml-fail-nomsg', 'http500', 'malformed'] as const)(
    'English page, %s: Communication failed in role=alert, no Japanese text',
    async (fault) => {
      fake.setFault('cart', fault);
      const user = userEvent.setup();
      await renderItem('RJ01000005', { lang: 'en' });
      await user.click(enAdd());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Communication failed');
      expect(alert).not.toHaveTextContent('通信に失敗しました');
    },
  );

  it('Japanese page, a not well-formed answer: 通信に失敗しました', async () => {
    fake.setFault('cart', 'malformed');
    const user = userEvent.setup();
    await renderItem('RJ01000005');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
  });

  it("English page: a server's res_msg is shown as sent", async () => {
    fake.setFault('cart', 'xml-fail');
    const user = userEvent.setup();
    await renderItem('RJ01000005', { lang: 'en' });
    await user.click(enAdd());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('エラーが発生しました。 An error occurred.');
    expect(alert).not.toHaveTextContent('Communication failed');
  });
});
