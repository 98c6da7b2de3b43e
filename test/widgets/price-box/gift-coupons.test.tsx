import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../../src/domain/models';
import { loadCoupons } from '../../../src/store/coupons-slice';
import PriceBox from '../../../src/widgets/price-box/price-box';
import { shownCoupons, shownGift } from '../../../src/widgets/price-box/gift-coupon-rules';
import { makeTestStore, renderWithStore } from '../../render';
import { fixClock, NOW, renderBox, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Waits until the coupons have loaded (the list appears) or, for none, until the load settled. */
async function couponsSettled(store: { getState: () => { coupons: { status: string } } }) {
  await waitFor(() => expect(store.getState().coupons.status).toBe('succeeded'));
}

const couponList = () => screen.queryByRole('list', { name: 'クーポン付き' });

// The one-year rule, an ended gift, a coupon not yet started: the pure tests below; the gift label and a coupon
// list by name, the end within a year shown and the one further away hidden: the stories price-box "gift" and
// "coupons".
describe('price box: gift', () => {
  it.each([
    ['jp', '特典'],
    ['en', 'Gift'],
  ] as const)('%s: a gift ending within a year shows its end text, as text only', async (lang, label) => {
    const { container } = await renderBox('RJ01000006', { lang });
    expect(screen.getByText(label)).toBeInTheDocument();
    // The API edge reduces the server's '<b>2027年3月1日</b> 0時まで' to text.
    expect(
      screen.getByText('2027年3月1日 0時まで', { selector: '.sf-price-box__gift *' }),
    ).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('price box: coupons', () => {
  it("a coupon for the work's maker, with its end text as plain text", async () => {
    const { store, container } = await renderBox('RJ01000006');
    await couponsSettled(store);
    const list = await screen.findByRole('list', { name: 'クーポン付き' });
    expect(within(list).getByText('Studio Kaede 全作品 300円OFF')).toBeInTheDocument();
    expect(within(list).getByText('2027年3月1日 0時まで')).toBeInTheDocument();
    expect(container.querySelector('.sf-price-box__coupon span span')).toBeNull();
  });

  it('a work without a maker_id shows no coupon, not even one issued for the work itself', async () => {
    const store = makeTestStore();
    fake.setMember(false);
    await store.pooler.request(['RJ01000007']);
    const own: Coupon = {
      coupon_id: 'OWN',
      coupon_name: '作品クーポン',
      start_date: '2026-01-01 00:00:00',
      end_date: '2026-12-31 00:00:00',
      end_date_str: '12/31',
      issue: { product_id: 'RJ01000007', maker_id: null },
    };
    store.dispatch(loadCoupons.fulfilled([own], 'test'));
    const { container } = renderWithStore(<PriceBox productId="RJ01000007" />, { store });
    await screen.findByText(/550/);
    expect(container.textContent).not.toContain('作品クーポン');
    expect(couponList()).toBeNull();
  });

  it('coupon names with HTML render as text', async () => {
    const store = makeTestStore();
    fake.setMember(false);
    await store.pooler.request(['RJ01000001']);
    const evil: Coupon = {
      coupon_id: 'X1',
      coupon_name: '<img src=x onerror="window.__pwned=1">Sale <b>now</b>',
      start_date: '2026-01-01 00:00:00',
      end_date: '2026-12-31 00:00:00',
      end_date_str: '<i>12/31</i>',
      issue: { product_id: 'RJ01000001', maker_id: null },
    };
    store.dispatch(loadCoupons.fulfilled([evil], 'test'));
    const { container } = renderWithStore(<PriceBox productId="RJ01000001" />, { store });
    expect(
      await screen.findByText('<img src=x onerror="window.__pwned=1">Sale <b>now</b>'),
    ).toBeInTheDocument();
    expect(screen.getByText('<i>12/31</i>')).toBeInTheDocument();
    expect(container.querySelector('img, b, i')).toBeNull();
    // Already loaded: no second coupon request.
    expect(fake.requestsOf('coupons')).toHaveLength(0);
  });
});

describe('gift and coupon rules (pure)', () => {
  const now = NOW.getTime();
  const coupon = (over: Partial<Coupon>): Coupon => ({
    coupon_id: 'C',
    coupon_name: 'C',
    start_date: '2026-01-01 00:00:00',
    end_date: '2027-01-01 00:00:00',
    end_date_str: 'until 2027',
    issue: { product_id: null, maker_id: null },
    ...over,
  });

  it('the one-year rule: exactly a year away still shows, a second later hides', () => {
    // NOW is 2026-11-23 12:00:00 in Japan.
    expect(shownGift({ distribute_end: '2027-11-23 12:00:00', distribute_end_str: 's' }, now)).toEqual({
      endText: 's',
    });
    expect(shownGift({ distribute_end: '2027-11-23 12:00:01', distribute_end_str: 's' }, now)).toEqual({
      endText: null,
    });
    expect(shownGift({ distribute_end: '2026-11-23 11:59:59', distribute_end_str: 's' }, now)).toBeNull();
    expect(shownGift(null, now)).toBeNull();
  });

  it('an empty maker_id never matches a maker coupon issued for an empty maker', () => {
    const c = coupon({ issue: { product_id: null, maker_id: '' } });
    expect(shownCoupons([c], { product_id: 'RJ1', maker_id: '' }, now)).toEqual([]);
  });

  it('product and maker coupons, once started', () => {
    const byProduct = coupon({ coupon_id: 'P', issue: { product_id: 'RJ1', maker_id: null } });
    const byMaker = coupon({ coupon_id: 'M', issue: { product_id: null, maker_id: 'RG1' } });
    const other = coupon({ coupon_id: 'O', issue: { product_id: 'RJ2', maker_id: 'RG2' } });
    const future = coupon({
      coupon_id: 'F',
      start_date: '2026-11-23 12:00:01',
      issue: { product_id: 'RJ1', maker_id: null },
    });
    const ids = shownCoupons(
      [byProduct, byMaker, other, future],
      { product_id: 'RJ1', maker_id: 'RG1' },
      now,
    ).map((c) => c.id);
    expect(ids).toEqual(['P', 'M']);
  });
});
