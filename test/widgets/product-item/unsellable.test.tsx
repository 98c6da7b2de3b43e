// docs/page/product-item.md "What it renders": a work whose price the store did not send shows no price and offers no
// purchase (its detail link stays); a work neither on sale nor rentable shows its sales ended; a rentable one
// off sale keeps its rentals. In both languages, for a guest and a member.
import { screen } from '@testing-library/react';
import { useMockApi } from '../../mock-api';
import { answerProductInfo, SALE_LABELS, unpricedEntry, UNPRICED_ID } from '../unpriced-answers';
import { jsonpThroughFetch, renderItem } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

describe.each(['jp', 'en'] as const)('%s', (lang) => {
  const labels = SALE_LABELS[lang];
  describe.each([false, true])('member %s', (member) => {
    it('an answer without any price: no price, no Add to Cart, the detail link', async () => {
      answerProductInfo(unpricedEntry);
      const { container } = await renderItem(UNPRICED_ID, { lang, member });
      expect(screen.getByText('価格のない作品 Unpriced Work')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(labels.yen);
      expect(container.querySelector('.sf-product-item__price')?.textContent).toBe('');
      expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
      expect(screen.queryByText(labels.ended)).toBeNull();
      expect(screen.getByRole('link', { name: labels.detail })).toHaveAttribute(
        'href',
        `/maniax/work/=/product_id/${UNPRICED_ID}.html`,
      );
    });

    it('a free work (price 0, is_free) shows its own price and can be added', async () => {
      answerProductInfo({ ...unpricedEntry, price: 0, price_without_tax: 0, is_free: true });
      const { container } = await renderItem(UNPRICED_ID, { lang, member });
      expect(container.querySelector('.sf-product-item__price')?.textContent).toBe(
        lang === 'en' ? '0 JPY' : '0円',
      );
      expect(screen.getByRole('button', { name: labels.add })).toBeInTheDocument();
    });

    it('a rating only where the answer gives both its average and its count', async () => {
      const { rate_count: _zero, ...noCount } = { ...unpricedEntry, price: 1320, rate_average_2dp: 4.5 };
      answerProductInfo(noCount);
      const { container, unmount } = await renderItem(UNPRICED_ID, { lang, member });
      expect(container.querySelector('.sf-product-item__rating')).toBeNull();
      unmount();
      answerProductInfo({ ...unpricedEntry, price: 1320, rate_count: 12 });
      const second = await renderItem(UNPRICED_ID, { lang, member });
      expect(second.container.querySelector('.sf-product-item__rating')).toBeNull();
      second.unmount();
      answerProductInfo({ ...noCount, rate_count: 12 });
      const third = await renderItem(UNPRICED_ID, { lang, member });
      expect(third.container.querySelector('.sf-product-item__rating')).toHaveTextContent('4.5');
    });

    it('a 0 the store marks as not free is no price', async () => {
      answerProductInfo({ ...unpricedEntry, price: 0, is_free: false });
      const { container } = await renderItem(UNPRICED_ID, { lang, member });
      expect(container.querySelector('.sf-product-item__price')?.textContent).toBe('');
      expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
    });

    it('off sale and not rentable (RJ01000004): the sales ended, no Add to Cart', async () => {
      await renderItem('RJ01000004', { lang, member });
      expect(screen.getByText(labels.ended)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: labels.add })).toBeNull();
    });

    it('off sale but rentable: its rental options, no sales-ended state', async () => {
      answerProductInfo({
        ...unpricedEntry,
        price: 2200,
        on_sale: 0,
        is_rental: 1,
        work_rentals: [
          {
            id: '1',
            rental_id: 'RT9',
            time_str: '7',
            time_unit_jp: '日間',
            time_unit_en: 'days',
            price: 330,
          },
        ],
      });
      await renderItem(UNPRICED_ID, { lang, member });
      expect(screen.queryByText(labels.ended)).toBeNull();
      expect(screen.getByRole('button', { name: labels.add })).toHaveAttribute('aria-haspopup');
    });
  });
});
