import { act } from '@testing-library/react';
import { useCartAdd, type CartAdd } from '../../../src/components/cart-add/use-cart-add';
import { useMockApi } from '../../mock-api';
import { renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

/** Renders the hook for one work and hands back its latest value. */
function renderCartAdd(productId: string, lang: 'jp' | 'en' = 'jp') {
  const latest: { current: CartAdd<'box' | 'bar'> | null } = { current: null };
  function Probe() {
    latest.current = useCartAdd<'box' | 'bar'>(productId);
    return null;
  }
  const rendered = renderWithStore(<Probe />, { config: { lang } });
  const cart = () => {
    if (!latest.current) throw new Error('not rendered');
    return latest.current;
  };
  return { ...rendered, cart };
}

// A failure shown where its add was made (the bar's), with the `failed` label when the server sent no
// message: test/widgets/price-box/cart-bar.test.tsx "a failure from the bar shows one alert, in the bar" and
// the failure tables of price-box/cart.test.tsx and product-item/cart-add.test.tsx.
describe('useCartAdd', () => {
  it('a second add while the first is in flight is dropped: one post, no error, the first one adds', async () => {
    const { store, cart } = renderCartAdd('RJ01000005');
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = cart().add(undefined, 'box');
      second = cart().add(undefined, 'bar');
    });
    let results: boolean[] = [];
    await act(async () => {
      results = await Promise.all([first, second]);
    });
    expect(results).toEqual([true, false]);
    expect(fake.requestsOf('cart')).toHaveLength(1);
    expect(cart().error).toBeNull();
    expect(cart().added).toBe(true);
    expect(cart().pending).toBe(false);
    expect(store.getState().user.cart.at(-1)).toMatchObject({ product_id: 'RJ01000005', rental_id: '' });
  });
});
