import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem, Rental } from '../../../src/domain/models';
import { RentalOptionsPopup } from '../../../src/widgets/product-item/rental-options-popup';
import { makeProduct, makeRental } from '../../domain/fixtures';
import { useMockApi } from '../../mock-api';
import { renderItem, jsonpThroughFetch } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

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
  const onClose = vi.fn();
  render(
    <RentalOptionsPopup
      product={{ ...product, on_sale: over.onSale ?? true }}
      carted={over.carted ?? null}
      rentaled={over.rentaled ?? null}
      onChoose={onChoose}
      onClose={onClose}
    />,
  );
  const entries = within(screen.getByRole('dialog')).getAllByRole('button', { name: /通常購入|レンタル/ });
  return { entries, onChoose, onClose };
}

describe('rental options popup entries (the action button, case 4)', () => {
  it('nothing in the cart, nothing rented: every entry is enabled', () => {
    const { entries } = renderPopup();
    expect(entries).toHaveLength(3);
    entries.forEach((entry) => expect(entry).toBeEnabled());
  });

  it('Buy is disabled when the work is in the cart as a purchase (empty rental_id)', () => {
    const { entries } = renderPopup({ carted: { product_id: 'RJ01000013', rental_id: '', status: 1 } });
    expect(entries[0]).toHaveTextContent('通常購入');
    expect(entries[0]).toBeDisabled();
    expect(entries[1]).toBeEnabled();
    expect(entries[2]).toBeEnabled();
  });

  it('a rental entry is disabled when the cart holds that rental_id (the others stay enabled)', () => {
    const { entries } = renderPopup({
      carted: { product_id: 'RJ01000013', rental_id: 'RT000006', status: 1 },
    });
    expect(entries[0]).toBeEnabled();
    expect(entries[1]).toBeEnabled();
    expect(entries[2]).toBeDisabled();
  });

  it('every rental entry is disabled when the work is rented', () => {
    const { entries } = renderPopup({ rentaled: makeRental({ product_id: 'RJ01000013' }) });
    expect(entries[0]).toBeEnabled();
    expect(entries[1]).toBeDisabled();
    expect(entries[2]).toBeDisabled();
  });

  it('no Buy entry when the work is not on sale (rental only)', () => {
    const { entries } = renderPopup({ onSale: false });
    expect(entries.map((e) => e.textContent)).toEqual(['レンタル3日間110円', 'レンタル7日間220円']);
  });

  it('an entry reports its rental_id (Buy: empty)', async () => {
    const user = userEvent.setup();
    const { entries, onChoose } = renderPopup();
    await user.click(entries[0] as HTMLElement);
    await user.click(entries[2] as HTMLElement);
    expect(onChoose.mock.calls).toEqual([[''], ['RT000006']]);
  });

  it('a disabled entry cannot be chosen', async () => {
    const user = userEvent.setup();
    const { entries, onChoose } = renderPopup({
      carted: { product_id: 'RJ01000013', rental_id: '', status: 1 },
    });
    await user.click(entries[0] as HTMLElement);
    expect(onChoose).not.toHaveBeenCalled();
  });
});

describe('rental options popup open and close', () => {
  it('an outside click closes it; focus is not pulled back', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    const trigger = screen.getByRole('button', { name: 'カートに入れる' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '作品詳細' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a bare mousedown outside closes it too', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click inside does not close it', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Esc closes it and returns focus to the trigger; the trigger toggles it', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013');
    const trigger = screen.getByRole('button', { name: 'カートに入れる' });
    await user.click(trigger);
    expect(within(screen.getByRole('dialog')).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('English: the entries keep the Japanese labels with English units and yen', async () => {
    const user = userEvent.setup();
    await renderItem('RJ01000013', { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Purchase options' });
    const entries = within(dialog).getAllByRole('button', { name: /通常購入|レンタル/ });
    expect(entries.map((e) => e.textContent)).toEqual([
      '通常購入500 JPY45pt',
      'レンタル3days110 JPY',
      'レンタル7days220 JPY',
      'レンタル30days440 JPY',
    ]);
  });
});
