// Lists whose entries share an id, or have none. Found by the widget property test (React's
// "two children with the same key": rows that get mixed up when the list changes). A rental option without
// a rental_id is worse: choosing it would send no rental_id, which is a purchase
// (docs/behaviour.md "Product state"). A work flagged rentable without any rental plan is not rentable:
// test/api/products.test.ts (RJ02), and such a work off sale shows its sales ended: actionState in
// test/domain/product-state.test.ts, on the card and the box in test/widgets/live/live-answers-widgets.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { normalizeProduct } from '../../src/api/normalize-product';
import { normalizeFolderList } from '../../src/api/normalize-folders';
import MemberMessages from '../../src/widgets/member-messages/member-messages';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { renderWithStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

describe('entries without an id, or sharing one', () => {
  it('rental options: one per rental_id, none without a rental_id', () => {
    const rental = (rental_id: unknown, price: number) => ({ id: 'x', rental_id, time_str: '7', price });
    const p = normalizeProduct('RJ1', {
      is_rental: 1,
      work_rentals: [rental('', 100), rental('R1', 200), rental(' ', 300), rental('R1', 400), rental(7, 500)],
    });
    expect(p.work_rentals.map((r) => [r.rental_id, r.price])).toEqual([
      ['R1', 200],
      ['7', 500],
    ]);
  });

  it('folders: one per id (the first), the unclassified one apart', () => {
    const list = normalizeFolderList(
      {
        folders: [
          { id: 11, name: 'a', sort_no: 0 },
          { id: '11', name: 'b', sort_no: 1 },
          { id: 12, name: 'c', sort_no: 2 },
        ],
        unclassified: { id: null, name: 'u' },
      },
      'wishlist',
    );
    expect(list.folders.map((f) => [f.id, f.name])).toEqual([
      ['11', 'a'],
      ['12', 'c'],
    ]);
  });

  it('messages and notices without ids are all shown, without React key warnings', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      memberCookies();
      mockServer.use(
        http.get('*/:site/load/member/status', () =>
          HttpResponse.json({
            customer_id: 'c1',
            cart: [],
            message: [
              { title: 'one', inservice: 1 },
              { title: 'two', inservice: 1 },
            ],
            info: [{ title: 'three' }, { title: 'four' }],
          }),
        ),
      );
      renderWithStore(<MemberMessages />);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
      const warnings = consoleError.mock.calls.filter((c) => /same key/.test(String(c[0])));
      expect(warnings).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
