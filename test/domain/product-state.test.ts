import type { CartItem } from '../../src/domain/models';
import {
  actionState,
  activeCartItems,
  cartItemLabel,
  defaultRentalOption,
  deriveProductState,
  rentalOptionsAvailability,
  type Translate,
} from '../../src/domain/product-state';
import { makeProduct, makeRental } from './fixtures';

const ID = 'RJ01000001';
const rentals = [
  { id: '1', rental_id: 'R7', time_str: '7', time_unit_jp: '日間', time_unit_en: ' days', price: 330 },
  { id: '2', rental_id: 'R30', time_str: '30', time_unit_jp: '日間', time_unit_en: ' days', price: 660 },
];
const product = makeProduct({ product_id: ID, work_rentals: rentals, is_rental: true });
const cartItem = (rental_id = '', status = 1, product_id = ID): CartItem => ({
  product_id,
  rental_id,
  status,
});
const empty = { productId: ID, boughts: [], rentals: [], cart: [], favorites: [], uninterestReason2: [] };

describe('activeCartItems', () => {
  it('drops status 2 only', () => {
    const cart = [cartItem('', 1), cartItem('', 2, 'X'), cartItem('', 0, 'Y')];
    expect(activeCartItems(cart).map((c) => c.product_id)).toEqual([ID, 'Y']);
  });
});

describe('deriveProductState', () => {
  it('all false when nothing is known; favourite and already from their lists', () => {
    const none = { is_bought: false, rentaled: null, carted: null, is_favorite: false, is_already: false };
    expect(deriveProductState(empty)).toEqual(none);
    const listed = deriveProductState({ ...empty, favorites: [ID], uninterestReason2: [ID] });
    expect(listed).toEqual({ ...none, is_favorite: true, is_already: true });
  });

  it('a rental counts until its expiry, in Japan time, and not a second after', () => {
    const rental = makeRental({ product_id: ID, expired_date: '2026-12-01 12:00:00' });
    const at = (iso: string) => ({ ...empty, rentals: [rental], now: Date.parse(iso) });
    expect(deriveProductState(at('2026-12-01T02:59:59Z')).rentaled).toBe(rental);
    expect(deriveProductState(at('2026-12-01T03:00:00Z')).rentaled).toBe(rental);
    expect(deriveProductState(at('2026-12-01T03:00:01Z')).rentaled).toBeNull();
  });

  it('finds the rental and the active cart entry (an inactive one, status 2, ignored)', () => {
    const rental = makeRental({ product_id: ID });
    const s = deriveProductState({
      ...empty,
      rentals: [makeRental({ product_id: 'X' }), rental],
      cart: [cartItem('R30', 2), cartItem('R7')],
    });
    expect(s.rentaled).toBe(rental);
    expect(s.carted).toEqual(cartItem('R7'));
  });

  it('bought wins over rental and cart', () => {
    const s = deriveProductState({ ...empty, boughts: [ID], rentals: [makeRental()], cart: [cartItem()] });
    expect(s).toMatchObject({ is_bought: true, rentaled: null, carted: null });
  });
});

describe('cartItemLabel', () => {
  const t: Translate = (key, params) => (params ? `${key}(${params.time})` : key);
  it.each([
    [cartItem('R7'), 'ja', 'cart_item_rental(7日間)'],
    [cartItem('R30'), 'en', 'cart_item_rental(30 days)'],
    [cartItem(''), 'ja', 'cart_item_buy'],
    [cartItem('UNKNOWN'), 'en', 'cart_item_buy'],
  ] as const)('%o %s → %s', (item, locale, expected) => {
    expect(cartItemLabel(item, product, locale, t)).toBe(expected);
  });
});

describe('defaultRentalOption', () => {
  it('is the first rental or null', () => {
    expect(defaultRentalOption(product)).toBe(rentals[0]);
    expect(defaultRentalOption(makeProduct())).toBeNull();
  });
});

describe('actionState', () => {
  const none = { is_bought: false, rentaled: null, carted: null };
  const work = (is_rental: boolean, on_sale = true, price: number | null = 1320) => ({
    is_rental,
    on_sale,
    price,
  });
  it.each([
    [{ ...none, is_bought: true, rentaled: makeRental(), carted: cartItem() }, work(true), 'download'],
    [{ ...none, rentaled: makeRental(), carted: cartItem() }, work(true), 'on_rental'],
    [{ ...none, carted: cartItem() }, work(true), 'in_cart'],
    [none, work(true), 'rental_options'],
    [none, work(false), 'add_to_cart'],
    // Neither on sale nor rentable: sales ended; a rentable one keeps its rentals.
    [none, work(false, false), 'sales_ended'],
    [none, work(true, false), 'rental_options'],
    // On sale without a price sent: no purchase; a free work is bought at 0.
    [none, work(false, true, null), 'price_unknown'],
    [none, work(false, true, 0), 'add_to_cart'],
    // What the shopper holds comes first, whatever the sale.
    [{ ...none, carted: cartItem() }, work(false, false, null), 'in_cart'],
  ] as const)('case %#', (state, product, expected) => {
    expect(actionState(state, product)).toBe(expected);
  });
});

describe('rentalOptionsAvailability', () => {
  const sale = { on_sale: true, price: 1320 };
  it.each([
    ['nothing held: all enabled', sale, null, null, [true, false, false, false]],
    ['not on sale: no buy', { ...sale, on_sale: false }, null, null, [false, false, false, false]],
    ['no price sent: no buy', { ...sale, price: null }, null, null, [false, false, false, false]],
    ['a purchase in the cart disables buy only', sale, cartItem(''), null, [true, true, false, false]],
    [
      'a rental in the cart disables that rental only',
      sale,
      cartItem('R7'),
      null,
      [true, false, true, false],
    ],
    ['already rented disables every rental', sale, null, makeRental(), [true, false, true, true]],
  ] as const)('%s', (_name, product, carted, rented, expected) => {
    const a = rentalOptionsAvailability(product, carted, rented);
    expect([a.buyShown, a.buyDisabled, a.rentalDisabled('R7'), a.rentalDisabled('R30')]).toEqual(expected);
  });
});
