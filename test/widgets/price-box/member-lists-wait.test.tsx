import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBoughts } from '../../../src/store/lists-slice';
import { memberReturned } from '../../../src/store/user-slice';
import PriceBox from '../../../src/widgets/price-box/price-box';
import { LAYOUT_WAIT_MS } from '../../../src/store/use-layout-settled';
import { memberCookies } from '../../mock-api';
import { holdLoad } from '../../held-call';
import { mockServer } from '../../msw-server';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';
import { fixClock, setupPriceBoxApi } from './helpers';

// A member's lists decide the box's layout: a live rental drops the sell/rental choice, a bought work shows
// Download and Stream, a work in the cart the cart link, `added` fits the favourite button beside the
// action, and the status says whether the cookie's lists count at all. The box keeps its
// skeleton until they are in (for at most LAYOUT_WAIT_MS), so it never shows the choice and drops it a
// moment later (a 53 px shift on a phone). A guest has no such lists and never waits.
const fake = setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Renders the rented work's box as the runtime does (product in, declared loads started). */
async function renderRentedWork({ member }: { member: boolean }) {
  if (member) memberCookies('jp');
  fake.setMember(member);
  const store = makeTestStore({ lang: 'jp' });
  await store.pooler.request(['RJ01000002']);
  const element = document.createElement('div');
  document.body.append(element);
  const island = makeIslandHandle(element);
  renderWithStore(<PriceBox productId="RJ01000002" />, { store, island, config: { lang: 'jp' } });
  return { store, island };
}

describe('price box: the member lists on their way', () => {
  it.each(['bought/product', 'member/status', 'favorite/product'])(
    'a member: keeps the skeleton (not ready) while %s is held, then shows the box once, without the choice',
    async (path) => {
      const held = holdLoad(path);
      const { store, island } = await renderRentedWork({ member: true });
      // The coupons and the other list answer meanwhile.
      await vi.waitFor(() => expect(store.getState().coupons.status).toBe('succeeded'));
      await act(() => delay(50));
      expect(held.asked()).toBe(1);
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(island.markReady).not.toHaveBeenCalled();
      held.release();
      expect(await screen.findByRole('region')).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(screen.getByText('660円')).toBeInTheDocument();
      // Marked ready by the render's effect, which may run a task after the box is in the page.
      await vi.waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
    },
  );

  it('a member whose boughts never answer: the box shows after LAYOUT_WAIT_MS', async () => {
    holdLoad('bought/product');
    const { store, island } = await renderRentedWork({ member: true });
    expect(screen.queryByRole('region')).toBeNull();
    expect(await screen.findByRole('region', {}, { timeout: LAYOUT_WAIT_MS + 2000 })).toBeInTheDocument();
    expect(store.getState().lists.boughts.status).toBe('pending');
    // Marked ready by the render's effect, which may run a task after the box is in the page.
    await vi.waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
  });

  it('a member whose boughts call failed: the box shows at once', async () => {
    mockServer.use(http.get('*/:site/load/bought/product', () => new HttpResponse(null, { status: 500 })));
    const { store, island } = await renderRentedWork({ member: true });
    expect(await screen.findByRole('region', {}, { timeout: 300 })).toBeInTheDocument();
    expect(store.getState().lists.boughts.status).toBe('failed');
    // Marked ready by the render's effect, which may run a task after the box is in the page.
    await vi.waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
  });

  it('a guest: shows the choice without waiting for anything of a member', async () => {
    const held = holdLoad('member/status');
    const { store } = await renderRentedWork({ member: false });
    expect(await screen.findByRole('radiogroup', {}, { timeout: 300 })).toBeInTheDocument();
    expect(store.getState().lists.boughts.status).toBe('idle');
    held.release();
  });

  it('shown once, it stays when the lists load again (a return to the page)', async () => {
    const { store } = await renderRentedWork({ member: true });
    await screen.findByRole('region');
    const held = holdLoad('bought/product');
    await act(async () => {
      store.dispatch(memberReturned());
      void store.dispatch(loadBoughts());
      await delay(0);
    });
    await vi.waitFor(() => expect(held.asked()).toBe(1));
    expect(store.getState().lists.boughts.status).toBe('pending');
    expect(screen.getByRole('region')).toBeInTheDocument();
    held.release();
  });
});
