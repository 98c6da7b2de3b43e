import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceBoxWidget } from '../../../src/widgets/price-box/definition';
import PriceBox from '../../../src/widgets/price-box/price-box';
import { makeIslandHandle, renderWithStore } from '../../render';
import { fixClock, setupPriceBoxApi } from './helpers';

const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

// Registered, product-id required and kept as text, its code loaded by the runtime:
// test/widgets/reference.test.ts, widget-pages.test.ts (the attribute table's claims),
// test/audit/attributes.property.test.ts and the price-box stories; its page loads, each once however many
// boxes: test/islands/page-loads.test.tsx ("start at the scan, each once, ..." and "every data widget of the
// registry declares what its effects load").
it('price-box asks for its product cacheable, and is ready on data', () => {
  expect(priceBoxWidget.products?.({ productId: 'RJ01000001' })).toEqual({
    ids: ['RJ01000001'],
    cacheable: true,
  });
  expect(priceBoxWidget.readyWhen).toBe('data');
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
    // The product the page scan asked for: the widget asks for nothing more.
    expect(fake.requestsOf('productInfo')).toHaveLength(1);
  });

  it('an unknown product marks the island as an error and renders nothing', async () => {
    const island = makeIslandHandle();
    const { container } = renderWithStore(<PriceBox productId="RJ09999999" />, { island });
    await waitFor(() => expect(island.markError).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(island.markReady).not.toHaveBeenCalled();
  });
});
