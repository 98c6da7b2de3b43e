// docs/page/price-box.md "What it renders": a work whose price the store did not send shows no price, no points and
// no purchase; a work neither on sale nor rentable shows its sales ended instead of Add to Cart, in the box
// and in the floating bar; a rentable one off sale keeps its rentals. Both languages, guest and member.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerProductInfo, SALE_LABELS, unpricedEntry, UNPRICED_ID } from '../unpriced-answers';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

setupPriceBoxApi();
beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe.each(['jp', 'en'] as const)('%s', (lang) => {
  const labels = SALE_LABELS[lang];
  describe.each([false, true])('member %s', (member) => {
    it('an answer without any price: no price, no points, no Add to Cart', async () => {
      answerProductInfo(unpricedEntry);
      const { container } = await renderBox(UNPRICED_ID, { lang, member });
      expect(container.textContent).not.toMatch(labels.yen);
      expect(container.textContent).not.toMatch(/\dpt/);
      expect(container.textContent).not.toMatch(/\$|€/);
      expect(container.querySelector('.sf-price-box__prices')).toBeNull();
      expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
    });

    it('off sale and not rentable (RJ01000004): the sales ended, no Add to Cart', async () => {
      await renderBox('RJ01000004', { lang, member });
      expect(screen.getAllByText(labels.ended).length).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
    });

    it('a free work (price 0, is_free): its own price, and it can be added', async () => {
      answerProductInfo({ ...unpricedEntry, price: 0, price_without_tax: 0, is_free: true });
      const { container } = await renderBox(UNPRICED_ID, { lang, member });
      expect(container.querySelector('.sf-price-box__final')?.textContent).toBe(
        lang === 'en' ? '0 JPY' : '0円',
      );
      expect(screen.getByRole('button', { name: labels.add })).toBeEnabled();
    });
  });
});

describe('off sale but rentable', () => {
  it('offers its rentals, not the sales-ended state', async () => {
    answerProductInfo({
      ...unpricedEntry,
      price: 2200,
      on_sale: 0,
      is_rental: 1,
      work_rentals: [
        { id: '1', rental_id: 'RT9', time_str: '7', time_unit_jp: '日間', time_unit_en: 'days', price: 330 },
      ],
    });
    await renderBox(UNPRICED_ID, { lang: 'en' });
    expect(screen.queryByText('Sales Ended')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
