import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetRegistry } from '../../../src/widgets/registry';
import { priceBoxWidget } from '../../../src/widgets/price-box/definition';
import PriceBox from '../../../src/widgets/price-box/price-box';
import { memberCookies } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';
import { fixClock, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('price-box definition', () => {
  const element = document.createElement('div');

  it('is registered as price-box', () => {
    expect(widgetRegistry['price-box']).toBe(priceBoxWidget);
  });

  it('requires product-id', () => {
    expect(priceBoxWidget.parse({}, element).ok).toBe(false);
    expect(priceBoxWidget.parse({ productId: '  ' }, element).ok).toBe(false);
  });

  it('reads product-id as text, asks for it cacheable, and is ready on data', () => {
    const parsed = priceBoxWidget.parse({ productId: 'RJ01000001' }, element);
    expect(parsed).toEqual({ ok: true, props: { productId: 'RJ01000001' } });
    expect(priceBoxWidget.parse({ productId: 123 }, element)).toEqual({
      ok: true,
      props: { productId: '123' },
    });
    if (!parsed.ok) return;
    expect(priceBoxWidget.products?.(parsed.props)).toEqual({ ids: ['RJ01000001'], cacheable: true });
    expect(priceBoxWidget.readyWhen).toBe('data');
  });

  it('loads its code lazily', async () => {
    const module = await priceBoxWidget.load();
    expect(module.default).toBe(PriceBox);
  });
});

describe('price-box lifecycle', () => {
  it('shows a skeleton while loading, then the box, and marks the island ready', async () => {
    fake.setMember(false);
    const island = makeIslandHandle();
    const { container } = renderWithStore(<PriceBox productId="RJ01000001" />, { island });
    expect(container.querySelector('.sf-price-box--loading')).toHaveAttribute('aria-busy', 'true');
    expect(island.markReady).not.toHaveBeenCalled();
    await screen.findByText('1,320円');
    expect(container.querySelector('.sf-price-box--loading')).toBeNull();
    expect(island.markReady).toHaveBeenCalled();
    expect(island.markError).not.toHaveBeenCalled();
  });

  it('an unknown product marks the island as an error and renders nothing', async () => {
    const island = makeIslandHandle();
    const { container } = renderWithStore(<PriceBox productId="RJ09999999" />, { island });
    await waitFor(() => expect(island.markError).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(island.markReady).not.toHaveBeenCalled();
  });

  it('loads status, boughts, favourites and coupons once, however many boxes', async () => {
    memberCookies();
    const store = makeTestStore();
    await store.pooler.request(['RJ01000001', 'RJ01000002']);
    renderWithStore(
      <>
        <PriceBox productId="RJ01000001" />
        <PriceBox productId="RJ01000002" />
      </>,
      { store },
    );
    await waitFor(() => expect(store.getState().coupons.status).toBe('succeeded'));
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    for (const call of ['status', 'boughts', 'favorites', 'coupons'] as const)
      expect(fake.requestsOf(call)).toHaveLength(1);
    // The runtime had already loaded the products: the widget asks for nothing more.
    expect(fake.requestsOf('productInfo')).toHaveLength(1);
  });
});
