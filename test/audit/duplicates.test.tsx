// Lists whose entries share an id, or have none. Found by the widget property test (React's
// "two children with the same key": rows that get mixed up when the list changes). A rental option without
// a rental_id is worse: choosing it would send no rental_id, which is a purchase
// (docs/behaviour.md "Product state").
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { normalizeProduct } from '../../src/api/normalize-product';
import { normalizeFolderList } from '../../src/api/normalize-folders';
import MemberMessages from '../../src/widgets/member-messages/member-messages';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { renderWithStore } from '../render';
import { jsonpThroughFetch, renderItem } from '../widgets/product-item/helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

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

  it('a work flagged rentable without any rental plan opens no empty choice', async () => {
    // RJ01000003 is rental only (not on sale); here the server lists no plan for it.
    const wire = fake.db.products.find((p) => p.product_id === 'RJ01000003');
    if (!wire) throw new Error('fixture RJ01000003');
    wire.work_rentals = [];
    expect(normalizeProduct('RJ01000003', { ...wire }).is_rental).toBe(false);
    fake.setMember(false);
    const { container } = await renderItem('RJ01000003', { member: false });
    // No choice to open, and off sale: the card shows its sales ended, with no control that could open a
    // popup with only its close button in it, or send a purchase the store refuses.
    expect(within(container).getByText('販売終了')).toBeInTheDocument();
    expect(within(container).queryByRole('button', { name: 'カートに入れる' })).toBeNull();
    expect(within(container).queryByRole('dialog')).toBeNull();
    expect(fake.requestsOf('cart')).toHaveLength(0);
  });
});
