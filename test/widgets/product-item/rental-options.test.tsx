// The rental options popup's entries (the action button, case 4). Opening, its entries' texts and the toggle:
// action-button.test.tsx; Esc, focus back on the trigger, a rental added: the story product-item "sale and
// rental"; an outside press and a click inside: test/components/popup/use-popup-trigger.test.tsx.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem, Rental } from '../../../src/domain/models';
import { RentalOptionsPopup } from '../../../src/widgets/product-item/rental-options-popup';
import { makeProduct, makeRental } from '../../domain/fixtures';

const product = makeProduct({
  product_id: 'RJ01000013',
  price: 500,
  product_point: 45,
  is_rental: true,
  on_sale: true,
  work_rentals: [
    { id: '1', rental_id: 'RT000005', time_str: '3', time_unit_jp: '日間', time_unit_en: 'days', price: 110 },
    { id: '2', rental_id: 'RT000006', time_str: '7', time_unit_jp: '日間', time_unit_en: 'days', price: 220 },
  ],
});

function renderPopup(over: { carted?: CartItem | null; rentaled?: Rental | null; onSale?: boolean } = {}) {
  const onChoose = vi.fn();
  render(
    <RentalOptionsPopup
      product={{ ...product, on_sale: over.onSale ?? true }}
      carted={over.carted ?? null}
      rentaled={over.rentaled ?? null}
      onChoose={onChoose}
      onClose={vi.fn()}
    />,
  );
  const entries = within(screen.getByRole('dialog')).getAllByRole('button', { name: /通常購入|レンタル/ });
  return { entries, onChoose };
}

const inCart = (rental_id: string): CartItem => ({ product_id: 'RJ01000013', rental_id, status: 1 });

// Which entries a cart entry or a rental disables: rentalOptionsAvailability in
// test/domain/product-state.test.ts; here the popup follows it for the rentals and for Buy (below).
describe('rental options popup entries', () => {
  it('rented: Buy alone is enabled', () => {
    const { entries } = renderPopup({ rentaled: makeRental({ product_id: 'RJ01000013' }) });
    expect(entries.map((entry) => !(entry as HTMLButtonElement).disabled)).toEqual([true, false, false]);
  });

  it('no Buy entry when the work is not on sale (rental only)', () => {
    const { entries } = renderPopup({ onSale: false });
    expect(entries.map((e) => e.textContent)).toEqual(['レンタル3日間110円', 'レンタル7日間220円']);
  });

  it('an entry reports its rental_id (Buy: empty); a disabled one cannot be chosen', async () => {
    const user = userEvent.setup();
    const { entries, onChoose } = renderPopup();
    await user.click(entries[0] as HTMLElement);
    await user.click(entries[2] as HTMLElement);
    expect(onChoose.mock.calls).toEqual([[''], ['RT000006']]);
    cleanup();
    const disabled = renderPopup({ carted: inCart('') });
    await user.click(disabled.entries[0] as HTMLElement);
    expect(disabled.onChoose).not.toHaveBeenCalled();
  });
});
