// A card's add to cart. A rental entry's add (rental_id sent, the popup closed): the story product-item "sale
// and rental"; a second add while one is in flight: test/components/cart-add/use-cart-add.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartAddKey } from '../../../src/store/pending-keys';
import { useMockApi } from '../../mock-api';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const add = (lang: 'jp' | 'en' = 'jp') =>
  screen.getByRole('button', { name: lang === 'en' ? 'Add to Cart' : 'カートに入れる' });

describe('product-item add to cart', () => {
  it('a plain add posts mode=cart&obj_nocheck=1&product_id; Added to Cart, in the live region that was there, takes the focus', async () => {
    const user = userEvent.setup();
    const { store, container } = await renderItem('RJ01000005');
    const region = within(container).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(add());
    const link = await within(region).findByRole('link', { name: 'カートに追加しました' });
    expect(link).toHaveAttribute('href', '/maniax/cart/');
    // The link takes focus in an effect, which can run just after the link is found.
    await waitFor(() => expect(link).toHaveFocus());
    expect(fake.requestsOf('cart').map((post) => post.body)).toEqual([
      { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000005' },
    ]);
    expect(store.getState().user.cart.at(-1)).toEqual({ product_id: 'RJ01000005', rental_id: '', status: 1 });
    expect(screen.queryByRole('link', { name: 'カートに入っています' })).toBeNull();
  });

  it('the Buy entry of the options posts without rental_id', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(add());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /通常購入/ }));
    await screen.findByRole('link', { name: 'カートに追加しました' });
    expect(fake.requestsOf('cart')[0]?.body).toEqual({
      mode: 'cart',
      obj_nocheck: '1',
      product_id: 'RJ01000013',
    });
  });

  // docs/behaviour.md "Errors": without res_msg the message is the `failed` label in the page's language; a
  // res_msg is shown as the server sent it, whatever the page's language. Which answers carry no message:
  // test/store/error-message.test.ts. A refusal of the store (a work whose sales ended since the page was
  // served) is an xml-fail answer with its res_msg. English pages' http500, malformed, result-false and
  // login-html: test/audit/user-faults.test.tsx.
  it.each([
    ['jp', 'xml-fail', 'エラーが発生しました。 An error occurred.', '通信に失敗しました'],
    ['jp', 'xml-fail-nomsg', '通信に失敗しました', 'Communication failed'],
    ['en', 'xml-fail', 'エラーが発生しました。 An error occurred.', 'Communication failed'],
  ] as const)(
    '%s, %s: the alert reads its message, and nothing changes',
    async (lang, fault, message, not) => {
      fake.setFault('cart', fault);
      const user = userEvent.setup();
      const { store } = await renderItem('RJ01000005', { lang });
      const cartBefore = store.getState().user.cart;
      await user.click(add(lang));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent(not);
      expect(store.getState().user.cart).toBe(cartBefore);
      expect(add(lang)).toBeEnabled();
    },
  );

  it('a failed rental add keeps the popup open for a retry, with the alert', async () => {
    fake.setFault('cart', 'xml-fail-nomsg');
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(add());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /3日間/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a double click sends one request, and the button is disabled while pending', async () => {
    fake.setFault('cart', 'hang');
    const user = userEvent.setup();
    const { store } = await renderItem('RJ01000005');
    const button = add();
    await user.dblClick(button);
    await waitFor(() => expect(store.getState().ui.pendingAdds[cartAddKey('RJ01000005')]).toBe(true));
    expect(button).toBeDisabled();
    expect(fake.requestsOf('cart')).toHaveLength(1);
  });
});
