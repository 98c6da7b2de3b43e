import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownGift } from '../../../src/widgets/price-box/gift-coupon-rules';
import { fixClock, NOW, renderBox, setupPriceBoxApi } from './helpers';

setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

// The gift label and a coupon list by name, the end within a year shown and the one further away hidden: the
// stories price-box "gift" and "coupons"; which coupons apply (started, not ended, the work's or its maker's,
// none without a maker_id): test/domain/coupons.test.ts "couponApplies"; coupon names and end texts holding
// markup shown as text: test/audit/xss.test.tsx "hostile text and URLs in every field a page shows".
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

  it('the one-year rule: exactly a year away still shows, a second later hides', () => {
    const now = NOW.getTime();
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
});
