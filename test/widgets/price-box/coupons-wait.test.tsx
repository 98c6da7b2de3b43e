import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBoughts } from '../../../src/store/lists-slice';
import { memberReturned } from '../../../src/store/user-slice';
import { LAYOUT_WAIT_MS } from '../../../src/store/use-layout-settled';
import { hold } from '../../held-call';
import { mockServer } from '../../msw-server';
import { fixClock, renderBox, setupPriceBoxApi } from './helpers';

// What decides the box's layout is waited for behind its skeleton, for at most LAYOUT_WAIT_MS, so the box's
// first content is its final footprint: the coupons (their rows), and a member's lists (a live rental drops
// the sell/rental choice, a bought work shows Download, a work in the cart the cart link, `added` fits the
// favourite button beside the action, and the status says whether the cookie's lists count). A guest has
// no such lists and never waits for them. No shift in a browser, each member list held:
// test/e2e/price-box-member-lists.e2e.ts.
setupPriceBoxApi();

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The store's GET of `path` answered as usual, but only once `release()` is called. */
const holdGet = (path: string) => hold('get', `*/:site/${path}`);

/** The rented work's box as the runtime renders it, not waiting for it to show. */
const renderRentedWork = (options: { member: boolean; loads?: boolean; beforeRender?: () => void }) =>
  renderBox('RJ01000002', { ...options, shown: false });

describe('price box: what decides its layout on its way', () => {
  it.each([
    { path: 'api/=/coupon.json', member: false, choices: 1 },
    { path: 'api/=/coupon.json', member: true, choices: 0 },
    { path: 'load/bought/product', member: true, choices: 0 },
    { path: 'load/member/status', member: true, choices: 0 },
    { path: 'load/favorite/product', member: true, choices: 0 },
  ])(
    '$path held (member $member): the skeleton, not ready; then the box once, its choices as they end',
    async ({ path, member, choices }) => {
      const held = holdGet(path);
      const { island } = await renderRentedWork({ member });
      // The other calls answer meanwhile.
      await vi.waitFor(() => expect(held.asked()).toBe(1));
      await act(() => delay(50));
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(island.markReady).not.toHaveBeenCalled();
      held.release();
      expect(await screen.findByRole('region')).toBeInTheDocument();
      expect(screen.queryAllByRole('radiogroup')).toHaveLength(choices);
      // Marked ready by the render's effect, which may run a task after the box is in the page.
      await vi.waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
    },
  );

  it('a member whose boughts never answer: the box shows after LAYOUT_WAIT_MS', async () => {
    holdGet('load/bought/product');
    const { store, island } = await renderRentedWork({ member: true });
    expect(screen.queryByRole('region')).toBeNull();
    expect(await screen.findByRole('region', {}, { timeout: LAYOUT_WAIT_MS + 2000 })).toBeInTheDocument();
    expect(store.getState().lists.boughts.status).toBe('pending');
    await vi.waitFor(() => expect(island.markReady).toHaveBeenCalledTimes(1));
  });

  it.each([
    [
      'a member whose boughts call failed',
      true,
      true,
      () =>
        mockServer.use(
          http.get('*/:site/load/bought/product', () => new HttpResponse(null, { status: 500 })),
        ),
    ],
    ['a guest, the status held', false, true, () => holdGet('load/member/status')],
    ['nothing asked for', false, false, () => {}],
  ])('%s: the box at once', async (_, member, loads, arrange) => {
    arrange();
    // The wait's own timer never fires here, so a box that shows did not wait for it.
    const holdTimers = () => {
      const timer = globalThis.setTimeout;
      vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
        ms === LAYOUT_WAIT_MS ? 0 : timer(run, ms)) as typeof setTimeout);
    };
    await renderRentedWork({ member, loads, beforeRender: holdTimers });
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });

  it('shown once, it stays when the lists load again (a return to the page)', async () => {
    const { store } = await renderRentedWork({ member: true });
    await screen.findByRole('region');
    const held = holdGet('load/bought/product');
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
