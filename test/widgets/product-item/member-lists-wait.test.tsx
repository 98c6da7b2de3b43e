import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../../src/store/create-store';
import { LAYOUT_WAIT_MS } from '../../../src/store/use-layout-settled';
import { productItemWidget } from '../../../src/widgets/product-item/definition';
import ProductItem from '../../../src/widgets/product-item/product-item';
import { memberCookies, useMockApi } from '../../mock-api';
import { holdLoad } from '../../held-call';
import { mockServer } from '../../msw-server';
import { makeIslandHandle, makeTestStore, renderWithStore, startDeclaredLoads } from '../../render';
import { jsonpThroughFetch } from './helpers';

// A member's status (the cart) and boughts (bought works, rentals) decide the card's action
// (docs/behaviour.md "The card's action button"). Until they are in, the card cannot tell Add to Cart
// from Download, on rental or In Cart, so its action's place holds a disabled, busy button of the Add to
// Cart button's size, for at most LAYOUT_WAIT_MS, and the island is not ready: a tap in that window adds
// nothing. A guest has no member lists to wait for.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

afterEach(() => {
  vi.useRealTimers();
});

const ADD = 'カートに入れる';

/** The card's store as the runtime leaves it at the scan: the product in, the declared loads started. */
async function pageStore(productId: string, { member }: { member: boolean }) {
  if (member) memberCookies('jp');
  fake.setMember(member);
  const store = makeTestStore({ lang: 'jp' });
  startDeclaredLoads(store, productItemWidget, {
    productId,
    layout: '1column',
    cacheable: true,
    render: 'card',
  });
  await store.pooler.request([productId]);
  return store;
}

function renderCard(store: AppStore, productId: string) {
  const element = document.createElement('div');
  document.body.append(element);
  const island = makeIslandHandle(element);
  renderWithStore(<ProductItem productId={productId} layout="1column" cacheable render="card" />, {
    store,
    island,
    config: { lang: 'jp' },
  });
  return island;
}

/** The held place of the action: the Add to Cart button's box, disabled and busy. */
function pendingAction(): HTMLElement {
  const control = screen.getByRole('button', { name: ADD });
  expect(control).toBeDisabled();
  expect(control).toHaveAttribute('aria-busy', 'true');
  expect(control).toHaveClass('sf-product-item__action');
  return control;
}

/** The action shown at once: Add to Cart, enabled, not busy, and the island ready. */
function actionAtOnce(island: ReturnType<typeof renderCard>) {
  const add = screen.getByRole('button', { name: ADD });
  expect(add).toBeEnabled();
  expect(add).not.toHaveAttribute('aria-busy');
  expect(island.markReady).toHaveBeenCalledTimes(1);
}

// The held control's box, a real tap on it and no shift when it is replaced, in a browser:
// test/e2e/card-member-lists.e2e.ts (a bought work while the boughts are held).
describe('product card: the member lists on their way', () => {
  it.each([
    { held: 'bought/product', other: 'user', work: 'RJ01000010', link: 'ダウンロード', href: null },
    {
      held: 'member/status',
      other: 'boughts',
      work: 'RJ01000001',
      link: 'カートに入っています',
      href: '/maniax/cart/',
    },
  ] as const)(
    '$work while $held is held: a disabled busy control, not ready, a tap adds nothing; then $link',
    async ({ held, other, work, link, href }) => {
      const { release } = holdLoad(held);
      const store = await pageStore(work, { member: true });
      const island = renderCard(store, work);
      await waitFor(() => {
        const state = store.getState();
        expect(other === 'user' ? state.user.status : state.lists.boughts.status).toBe('succeeded');
      });
      await userEvent.click(pendingAction());
      expect(screen.queryByRole('link', { name: link })).toBeNull();
      expect(island.markReady).not.toHaveBeenCalled();

      release();
      const shown = await screen.findByRole('link', { name: link });
      if (href) expect(shown).toHaveAttribute('href', href);
      expect(screen.queryByRole('button', { name: ADD })).toBeNull();
      expect(island.markReady).toHaveBeenCalledTimes(1);
      expect(fake.requestsOf('cart')).toHaveLength(0);
    },
  );

  it('the wait is bounded: with the boughts never answering, the action shows LAYOUT_WAIT_MS after the first render', async () => {
    holdLoad('bought/product');
    const store = await pageStore('RJ01000005', { member: true });
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const island = renderCard(store, 'RJ01000005');
    await act(async () => {
      vi.advanceTimersByTime(LAYOUT_WAIT_MS - 1);
    });
    pendingAction();
    expect(island.markReady).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    actionAtOnce(island);
    expect(store.getState().lists.boughts.status).toBe('pending');
  });

  it('a failed boughts call ends the wait at once', async () => {
    mockServer.use(http.get('*/:site/load/bought/product', () => new HttpResponse(null, { status: 500 })));
    const store = await pageStore('RJ01000005', { member: true });
    await waitFor(() => expect(store.getState().lists.boughts.status).toBe('failed'));
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    actionAtOnce(renderCard(store, 'RJ01000005'));
  });

  it('a guest: the action at once, whatever the status is doing, and no member list asked for', async () => {
    holdLoad('member/status');
    const store = await pageStore('RJ01000005', { member: false });
    actionAtOnce(renderCard(store, 'RJ01000005'));
    expect(store.getState().user.status).toBe('pending');
    expect(store.getState().lists.boughts.status).toBe('idle');
  });
});
