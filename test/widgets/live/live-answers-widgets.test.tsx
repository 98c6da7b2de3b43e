import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../../src/domain/pricing';
import { LIVE_EXPECTED } from '../../../src/mocks/live-answers';
import { MADE_UP_TEXT } from '../../made-up-text';
import { fixClock, renderBox, setupPriceBoxApi } from '../price-box/helpers';
import { jsonpThroughFetch, renderItem } from '../product-item/helpers';

// The price box and the product card fed the live store's answers (fixtures/live/): the store's
// own figures in both languages, a currency the answer does not give left out, never a made-up value.

const fake = setupPriceBoxApi();
jsonpThroughFetch();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const works = Object.entries(LIVE_EXPECTED);

describe('price box on live answers', () => {
  it.each(works)('en %s: yen, points, discount and the foreign prices the answer gives', async (id, want) => {
    const { container } = await renderBox(id, { lang: 'en' });
    const box = within(container);
    expect(box.getByText(`${formatNumber(want.yen)} JPY`)).toBeInTheDocument();
    expect(box.getByText(`${formatNumber(want.points)}pt`)).toBeInTheDocument();
    if (want.discount > 0) {
      expect(box.getByText(`${want.discount}%OFF`)).toBeInTheDocument();
      expect(container.querySelector('del')).toHaveTextContent(`${formatNumber(want.official ?? 0)} JPY`);
    } else expect(container.textContent).not.toMatch(/%OFF/);
    const usd = container.querySelector('.sf-price-box__usd');
    const eur = container.querySelector('.sf-price-box__eur');
    if (want.usd === null) expect(usd).toBeNull();
    else expect(usd).toHaveTextContent(want.usd);
    if (want.eur === null) expect(eur).toBeNull();
    else expect(eur).toHaveTextContent(want.eur);
    if (want.usd === null && want.eur === null) expect(container.textContent).not.toMatch(/\$|€/);
    expect(container.textContent).not.toMatch(MADE_UP_TEXT);
  });

  it.each(works)('ja %s: yen, points and the discount; no foreign price', async (id, want) => {
    const { container } = await renderBox(id, { lang: 'jp' });
    expect(within(container).getByText(`${formatNumber(want.yen)}円`)).toBeInTheDocument();
    expect(within(container).getByText(`${formatNumber(want.points)}pt`)).toBeInTheDocument();
    if (want.discount > 0) expect(within(container).getByText(`${want.discount}%OFF`)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\$|€/);
    expect(container.textContent).not.toMatch(MADE_UP_TEXT);
  });

  it('a fixture of the documented shape rewritten the live way shows the same figures (the mock store switch)', async () => {
    fake.setAnswerShape('live');
    const { container } = await renderBox('RJ01000001', { lang: 'en' });
    expect(screen.getByText('1,320 JPY')).toBeInTheDocument();
    expect(screen.getByText('$8.80')).toBeInTheDocument();
    expect(screen.getByText('€8.00')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(MADE_UP_TEXT);
  });
});

describe('product card on live answers', () => {
  it.each(works)(
    '%s: price, and the rating as the store computes it (2 decimals), or none',
    async (id, want) => {
      for (const lang of ['jp', 'en'] as const) {
        const { container, unmount } = await renderItem(id, { lang, layout: '2column' });
        expect(container).toHaveTextContent(
          lang === 'en' ? `${formatNumber(want.yen)} JPY` : `${formatNumber(want.yen)}円`,
        );
        const rating = container.querySelector('.sf-product-item__rating-button');
        if (want.rating === null) expect(rating).toBeNull();
        else {
          expect(rating).toHaveTextContent(new RegExp(`\\b${want.rating.replace('.', '\\.')}$`));
          const tooltip = container.querySelector('[role="tooltip"]');
          expect(tooltip?.textContent).toContain(want.rating);
          expect(tooltip?.textContent).toContain(formatNumber(want.rating_count));
        }
        expect(container.textContent).not.toMatch(MADE_UP_TEXT);
        unmount();
      }
    },
  );
});
