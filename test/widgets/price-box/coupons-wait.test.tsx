import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCoupons } from '../../../src/store/coupons-slice';
import PriceBox from '../../../src/widgets/price-box/price-box';
import { LAYOUT_WAIT_MS } from '../../../src/store/use-layout-settled';
import { mockServer } from '../../msw-server';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';
import { fixClock, setupPriceBoxApi } from './helpers';

// The box's first content is its final footprint: coupons on their way (asked for in the same wave as the
// product) are waited for behind the skeleton, for at most LAYOUT_WAIT_MS, so their rows never push the
// page down after the box has shown.
setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Coupons answered only when `release` is called. */
function couponsOnHold() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http.get('*/:site/api/=/coupon.json', async () => {
      await released;
      return HttpResponse.json([]);
    }),
  );
  return () => release();
}

async function renderWithCouponsLoading(productId: string) {
  const store = makeTestStore({ lang: 'jp' });
  await store.pooler.request([productId]);
  void store.dispatch(loadCoupons());
  const element = document.createElement('div');
  document.body.append(element);
  const island = makeIslandHandle(element);
  renderWithStore(<PriceBox productId={productId} />, { store, island, config: { lang: 'jp' } });
  return { store, island };
}

describe('price box: coupons on their way', () => {
  it('keeps the skeleton (and is not ready) until the coupons answer, then shows the box once', async () => {
    const release = couponsOnHold();
    const { store, island } = await renderWithCouponsLoading('RJ01000001');
    await act(() => delay(200));
    expect(store.getState().coupons.status).toBe('pending');
    expect(screen.queryByRole('region')).toBeNull();
    expect(island.markReady).not.toHaveBeenCalled();
    release();
    expect(await screen.findByRole('region')).toBeInTheDocument();
    expect(island.markReady).toHaveBeenCalledTimes(1);
  });

  it('shows the box without them after LAYOUT_WAIT_MS when they are late', async () => {
    couponsOnHold();
    const { store, island } = await renderWithCouponsLoading('RJ01000001');
    expect(screen.queryByRole('region')).toBeNull();
    expect(await screen.findByRole('region', {}, { timeout: LAYOUT_WAIT_MS + 2000 })).toBeInTheDocument();
    expect(store.getState().coupons.status).toBe('pending');
    // Ready follows the box's commit (an effect): on a loaded machine it can land a moment after.
    await waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
  });

  it('does not wait when no coupons are loading (nothing asked, or already answered)', async () => {
    const store = makeTestStore({ lang: 'jp' });
    await store.pooler.request(['RJ01000001']);
    const element = document.createElement('div');
    document.body.append(element);
    renderWithStore(<PriceBox productId="RJ01000001" />, {
      store,
      island: makeIslandHandle(element),
      config: { lang: 'jp' },
      declaredLoads: false,
    });
    expect(await screen.findByRole('region', {}, { timeout: 300 })).toBeInTheDocument();
    expect(store.getState().coupons.status).toBe('idle');
  });
});
