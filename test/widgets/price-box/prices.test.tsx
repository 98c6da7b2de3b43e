import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeBoughts } from '../../../src/api/normalize-member';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

setupPriceBoxApi();

const rentalOf = (expired: string) => ({
  type: 'lists/boughtsReceived/fulfilled',
  payload: {
    boughts: [],
    rentals: [
      {
        product_id: 'RJ01000002',
        expired_date: expired,
        price: 330,
        price_without_tax: 300,
        price_usd: 2.2,
        price_eur: 2,
        point_rate: 10,
      },
    ],
  },
});

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

// The cart bar's price: cart-bar.test.tsx "becomes active past 350px, with the price and the add-to-cart button".
// The upgrade floor (upgrade_min_price): test/domain/pricing.test.ts, the rule the box's price comes from.
describe('price box: prices, discount and points', () => {
  it.each([
    ['jp', '1,320円', []],
    ['en', '1,320 JPY', ['$8.80', '€8.00']],
  ] as const)(
    '%s: the price, points and rate; no discount at the official price; foreign prices in English',
    async (lang, yen, foreign) => {
      const { container } = await renderBox('RJ01000001', { lang });
      for (const text of [yen, '120pt', '(10%)', ...foreign])
        expect(screen.getByText(text)).toBeInTheDocument();
      expect(container.textContent).not.toMatch(/%OFF/);
      expect(container.querySelector('del')).toBeNull();
      if (foreign.length === 0) expect(container.textContent).not.toMatch(/\$|€/);
    },
  );

  it('ja: a discounted work shows NN%OFF and strikes the official price', async () => {
    const { container } = await renderBox('RJ01000002');
    expect(screen.getByText('990円')).toBeInTheDocument();
    expect(screen.getByText('50%OFF')).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent('1,980円');
    expect(screen.getByText('90pt')).toBeInTheDocument();
  });

  it('a live rental is deducted (upgrade price), with its points and the shown rate', async () => {
    const { container } = await renderBox('RJ01000002', { member: true });
    // 990 − 330 = 660 (above upgrade_min_price 110); discount 100 − floor(660/1980·100) = 67.
    await screen.findByText('660円');
    expect(screen.getByText('67%OFF')).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent('1,980円');
    // floor(600·10/100) + floor(300·10/100) = 90; shown rate floor(90/900·100) = 10.
    expect(screen.getByText('90pt')).toBeInTheDocument();
    expect(screen.getByText('(10%)')).toBeInTheDocument();
    // Already rented: only the upgrade purchase is offered, no sell/rental choice.
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('en with a live rental: USD and EUR minus the rental, rounded to 2 decimals', async () => {
    await renderBox('RJ01000002', { lang: 'en', member: true });
    await screen.findByText('660 JPY');
    expect(screen.getByText('$4.40')).toBeInTheDocument();
    expect(screen.getByText('€4.00')).toBeInTheDocument();
  });

  it('a live rental whose cost the answer does not give: no upgrade price and no upgrade, on rental', async () => {
    const { store, container } = await renderBox('RJ01000002', { member: true });
    await screen.findByText('660円');
    // The boughts answer as the API edge reads it: the rental's price and points rate not sent.
    const payload = normalizeBoughts({
      boughts: [],
      rentals: [{ product_id: 'RJ01000002', expired_date: '2099-01-01 00:00:00', price_without_tax: 300 }],
    });
    act(() => {
      store.dispatch({ type: 'lists/boughtsReceived/fulfilled', payload });
    });
    // Not the full 990円 as if nothing had been paid, and no purchase at an unknown price.
    expect(container.textContent).not.toMatch(/\d円/);
    expect(container.textContent).not.toMatch(/\dpt/);
    expect(screen.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
    expect(screen.getAllByText('レンタル中').length).toBeGreaterThan(0);
  });

  it('an expired rental is not deducted', async () => {
    const { store } = await renderBox('RJ01000002', { member: true });
    await screen.findByText('660円');
    act(() => {
      store.dispatch(rentalOf('2020-01-01 00:00:00'));
    });
    expect(screen.getByText('990円')).toBeInTheDocument();
    expect(screen.queryByText('660円')).toBeNull();
    // Not rented any more: the sell/rental choice is offered again.
    expect(screen.getByRole('radio', { name: '通常購入' })).toBeInTheDocument();
  });
});
