import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../../src/domain/pricing';
import { LIVE_EXPECTED } from '../../../src/mocks/live-answers';
import { MADE_UP_TEXT } from '../../made-up-text';
import { answerProductInfo, SALE_LABELS, unpricedEntry, UNPRICED_ID } from '../unpriced-answers';
import { fixClock, renderBox, setupPriceBoxApi } from '../price-box/helpers';
import { jsonpThroughFetch, renderItem } from '../product-item/helpers';

// The price box and the product card fed the live store's answers (fixtures/live/), and answers shaped like
// them: without a price, off sale. Each live work's figures (yen, points, discount, foreign prices, rating)
// are proven at the edge: test/api/live-answers.test.ts; shown in English by the stories product-item/answers
// and failures and price-box/page and failures "live store's answers, foreign prices (en)". Here: both
// languages' yen prices, nothing made up by the widgets, and a Japanese page no foreign price.

setupPriceBoxApi();
jsonpThroughFetch();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

describe('price box and product card on live answers', () => {
  it.each(Object.entries(LIVE_EXPECTED))(
    '%s, jp and en: its yen price, nothing made up',
    async (id, want) => {
      for (const lang of ['jp', 'en'] as const) {
        const box = await renderBox(id, { lang });
        const card = await renderItem(id, { lang, member: false, layout: '2column' });
        for (const { container } of [box, card]) {
          expect(container).toHaveTextContent(
            lang === 'en' ? `${formatNumber(want.yen)} JPY` : `${formatNumber(want.yen)}円`,
          );
          expect(container.textContent).not.toMatch(MADE_UP_TEXT);
        }
        if (lang === 'jp') expect(box.container.textContent).not.toMatch(/\$|€/);
        box.unmount();
        card.unmount();
      }
    },
  );
});

// docs/page/product-item.md and docs/page/price-box.md "What it renders": a work whose price the store did not
// send shows no price, no points and no purchase (the card keeps its detail link); a work neither on sale nor
// rentable shows its sales ended; a rentable one off sale keeps its rentals. Both widgets, both languages,
// guest and member.
describe.each(['jp', 'en'] as const)('card and price box, %s', (lang) => {
  const labels = SALE_LABELS[lang];
  const zero = lang === 'en' ? '0 JPY' : '0円';
  describe.each([false, true])('member %s', (member) => {
    /** The box, then the card (the box waits for its region, which the card has none of). */
    async function renderBoth(productId: string) {
      const box = (await renderBox(productId, { lang, member })).container;
      const card = (await renderItem(productId, { lang, member })).container;
      return { box, card, both: [box, card] };
    }
    const addIn = (container: HTMLElement) => within(container).queryByRole('button', { name: labels.add });

    it('an answer without any price: no price, no points, no purchase; the card keeps its detail link', async () => {
      answerProductInfo(unpricedEntry);
      const { box, card, both } = await renderBoth(UNPRICED_ID);
      for (const container of both) {
        expect(container.textContent).not.toMatch(labels.yen);
        expect(addIn(container)).toBeNull();
        expect(within(container).queryByText(labels.ended)).toBeNull();
      }
      expect(box.textContent).not.toMatch(/\dpt|\$|€/);
      expect(box.querySelector('.sf-price-box__prices')).toBeNull();
      expect(card.querySelector('.sf-product-item__price')?.textContent).toBe('');
      expect(within(card).getByText('価格のない作品 Unpriced Work')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: labels.detail })).toHaveAttribute(
        'href',
        `/maniax/work/=/product_id/${UNPRICED_ID}.html`,
      );
    });

    it.each([
      ['a free work (price 0, is_free): its own price, and it can be added', true],
      ['a 0 the store marks as not free: no price, no purchase', false],
    ])('%s', async (_, free) => {
      answerProductInfo({ ...unpricedEntry, price: 0, price_without_tax: 0, is_free: free });
      const { box, card, both } = await renderBoth(UNPRICED_ID);
      expect(box.querySelector('.sf-price-box__final')?.textContent ?? '').toBe(free ? zero : '');
      expect(card.querySelector('.sf-product-item__price')?.textContent).toBe(free ? zero : '');
      for (const container of both)
        if (free) expect(addIn(container)).toBeEnabled();
        else expect(addIn(container)).toBeNull();
    });

    it('off sale and not rentable (RJ01000004): the sales ended, no Add to Cart', async () => {
      const { both } = await renderBoth('RJ01000004');
      for (const container of both) {
        expect(within(container).getAllByText(labels.ended).length).toBeGreaterThan(0);
        expect(addIn(container)).toBeNull();
      }
    });

    it('off sale but rentable: its rentals, no sales-ended state', async () => {
      const rental = { id: '1', rental_id: 'RT9', time_str: '7', time_unit_jp: '日間', time_unit_en: 'days' };
      answerProductInfo({
        ...unpricedEntry,
        price: 2200,
        on_sale: 0,
        is_rental: 1,
        work_rentals: [{ ...rental, price: 330 }],
      });
      const { card, both } = await renderBoth(UNPRICED_ID);
      for (const container of both) {
        expect(within(container).queryByText(labels.ended)).toBeNull();
        expect(addIn(container)).toBeEnabled();
      }
      expect(addIn(card)).toHaveAttribute('aria-haspopup');
    });

    // unpricedEntry sends rate_count 0; each case here writes its own rating fields.
    const { rate_count: _zero, ...unrated } = { ...unpricedEntry, price: 1320 };
    it.each([
      ['an average without a count', { rate_average_2dp: 4.5 }, null],
      ['a count without an average', { rate_count: 12 }, null],
      ['both', { rate_average_2dp: 4.5, rate_count: 12 }, '4.5'],
    ])(
      'the card: a rating only where the answer gives both its average and its count (%s)',
      async (_, rating, shown) => {
        answerProductInfo({ ...unrated, ...rating });
        const { container } = await renderItem(UNPRICED_ID, { lang, member });
        const element = container.querySelector('.sf-product-item__rating');
        if (shown === null) expect(element).toBeNull();
        else expect(element).toHaveTextContent(shown);
      },
    );
  });
});
