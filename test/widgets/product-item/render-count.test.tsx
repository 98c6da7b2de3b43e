import { Profiler, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductItem from '../../../src/widgets/product-item/product-item';
import { jsonpThroughFetch } from './helpers';
import { memberCookies, useMockApi } from '../../mock-api';
import { makeTestStore, renderWithStore, startDeclaredLoads } from '../../render';
import { productItemWidget } from '../../../src/widgets/product-item/definition';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

describe('re-render isolation', () => {
  it('adding one work to the cart re-renders only its card', async () => {
    memberCookies();
    const commits: Record<string, number> = { RJ01000005: 0, RJ01000006: 0 };
    const onRender = (id: string) => {
      commits[id] = (commits[id] ?? 0) + 1;
    };
    const Counted = ({ id, children }: { id: string; children: ReactNode }) => (
      <Profiler id={id} onRender={onRender}>
        {children}
      </Profiler>
    );
    const store = makeTestStore();
    // What the runtime starts at the scan for these two cards (the Profiler wrappers hide them from the helper).
    for (const productId of ['RJ01000005', 'RJ01000006'])
      startDeclaredLoads(store, productItemWidget, {
        productId,
        layout: '1column',
        cacheable: true,
        render: 'card',
      });
    renderWithStore(
      <>
        <Counted id="RJ01000005">
          <ProductItem productId="RJ01000005" layout="1column" cacheable render="card" />
        </Counted>
        <Counted id="RJ01000006">
          <ProductItem productId="RJ01000006" layout="1column" cacheable render="card" />
        </Counted>
      </>,
      { store },
    );
    // Everything the cards show is in: their later renders come from the add alone.
    await waitFor(() => {
      const { lists, user, coupons } = store.getState();
      for (const { status } of [lists.boughts, lists.favorites, lists.uninterests, user, coupons])
        expect(status).toBe('succeeded');
    });
    expect(screen.getAllByRole('button', { name: 'カートに入れる' })).toHaveLength(2);

    const before = { ...commits };
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: 'カートに入れる' });
    await user.click(first as HTMLElement);
    await screen.findByRole('link', { name: 'カートに追加しました' });

    expect(commits.RJ01000005).toBeGreaterThan(before.RJ01000005 ?? 0);
    expect(commits.RJ01000006).toBe(before.RJ01000006);
  });
});
