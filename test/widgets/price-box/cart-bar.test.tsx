import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

const setScrollY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
};
const scrollTo = (y: number) => {
  setScrollY(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};
const bar = () => screen.getByRole('region', { name: 'カートバー' });

beforeEach(() => {
  fixClock();
  setScrollY(0);
});
afterEach(() => {
  vi.useRealTimers();
  setScrollY(0);
});

// Inactive at the top, hidden and shown by its toggle with the choice kept in cart_float and read back: the
// story price-box-page "cart bar" and test/e2e/product-widgets.e2e.ts "floating cart bar: active after
// scrolling, hidden by the user, the choice kept in cart_float".
describe('price box: floating cart bar', () => {
  it('becomes active past 350px, with the price and the add-to-cart button; inactive again at 350px', async () => {
    await renderBox('RJ01000001');
    vi.useFakeTimers();
    scrollTo(351);
    expect(bar()).toHaveClass('sf-price-box__bar--active');
    expect(within(bar()).getByText('1,320円')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    scrollTo(350);
    expect(bar()).not.toHaveClass('sf-price-box__bar--active');
  });

  it('scroll handling is throttled to 200 ms, and the final position counts (trailing call)', async () => {
    await renderBox('RJ01000001');
    vi.useFakeTimers();
    scrollTo(100); // leading call: inactive
    scrollTo(500); // inside the window: not handled yet
    expect(bar()).not.toHaveClass('sf-price-box__bar--active');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(bar()).not.toHaveClass('sf-price-box__bar--active');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).toHaveClass('sf-price-box__bar--active');
  });

  // Scrolled before the box mounts: the bar is active at once (its button is rendered only while active).
  it('the bar button adds to the cart; the success shows in the bar', async () => {
    setScrollY(800);
    await renderBox('RJ01000006');
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'カートに入れる' }));
    expect(await within(bar()).findByRole('link', { name: 'カートに追加しました' })).toHaveAttribute(
      'href',
      '/maniax/cart/',
    );
    expect(fake.requestsOf('cart')).toHaveLength(1);
  });

  it('a failure from the bar shows one alert, in the bar', async () => {
    setScrollY(800);
    fake.setFault('cart', 'xml-fail');
    await renderBox('RJ01000006');
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: 'カートに入れる' }));
    expect(await within(bar()).findByRole('alert')).toHaveTextContent('An error occurred.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('English labels', async () => {
    await renderBox('RJ01000001', { lang: 'en' });
    const region = screen.getByRole('region', { name: 'Cart bar' });
    expect(within(region).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('stops listening to scroll after unmount', async () => {
    const { unmount } = await renderBox('RJ01000001');
    const remove = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
