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
  it('all false when nothing is known', () => {
    expect(deriveProductState(empty)).toEqual({
      is_bought: false,
      rentaled: null,
      carted: null,
      is_favorite: false,
      is_already: false,
    });
  });

  it('flags favourite and already', () => {
    const s = deriveProductState({ ...empty, favorites: [ID], uninterestReason2: [ID] });
    expect(s.is_favorite).toBe(true);
    expect(s.is_already).toBe(true);
  });

  it('a rental counts until its expiry, in Japan time, and not a second after', () => {
    const rental = makeRental({ product_id: ID, expired_date: '2026-12-01 12:00:00' });
    const at = (iso: string) => ({ ...empty, rentals: [rental], now: Date.parse(iso) });
    expect(deriveProductState(at('2026-12-01T02:59:59Z')).rentaled).toBe(rental);
    expect(deriveProductState(at('2026-12-01T03:00:00Z')).rentaled).toBe(rental);
    expect(deriveProductState(at('2026-12-01T03:00:01Z')).rentaled).toBeNull();
  });

  it('finds the rental and the active cart entry', () => {
    const rental = makeRental({ product_id: ID });
    const s = deriveProductState({
      ...empty,
      rentals: [makeRental({ product_id: 'X' }), rental],
      cart: [cartItem('R7')],
    });
    expect(s.rentaled).toBe(rental);
    expect(s.carted).toEqual(cartItem('R7'));
  });

  it('ignores inactive cart entries', () => {
    expect(deriveProductState({ ...empty, cart: [cartItem('', 2)] }).carted).toBeNull();
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
  it.each([
    [{ ...none, is_bought: true, rentaled: makeRental(), carted: cartItem() }, true, 'download'],
    [{ ...none, rentaled: makeRental(), carted: cartItem() }, true, 'on_rental'],
    [{ ...none, carted: cartItem() }, true, 'in_cart'],
    [none, true, 'rental_options'],
    [none, false, 'add_to_cart'],
  ] as const)('case %#', (state, is_rental, expected) => {
    expect(actionState(state, { is_rental, on_sale: true, price: 1320 })).toBe(expected);
  });
  it('a work neither on sale nor rentable: sales ended; a rentable one keeps its rentals', () => {
    expect(actionState(none, { is_rental: false, on_sale: false, price: 1320 })).toBe('sales_ended');
    expect(actionState(none, { is_rental: true, on_sale: false, price: 1320 })).toBe('rental_options');
  });
  it('a work on sale whose price was not sent offers no purchase; a free work is bought at 0', () => {
    expect(actionState(none, { is_rental: false, on_sale: true, price: null })).toBe('price_unknown');
    expect(actionState(none, { is_rental: false, on_sale: true, price: 0 })).toBe('add_to_cart');
  });
  it('what the shopper holds comes first, whatever the sale', () => {
    const held = { ...none, carted: cartItem() };
    expect(actionState(held, { is_rental: false, on_sale: false, price: null })).toBe('in_cart');
  });
});

describe('rentalOptionsAvailability', () => {
  it('nothing held: all enabled', () => {
    const a = rentalOptionsAvailability({ on_sale: true, price: 1320 }, null, null);
    expect(a.buyShown).toBe(true);
    expect(a.buyDisabled).toBe(false);
    expect(a.rentalDisabled('R7')).toBe(false);
  });
  it('hides buy when not on sale, or when no price was sent', () => {
    expect(rentalOptionsAvailability({ on_sale: false, price: 1320 }, null, null).buyShown).toBe(false);
    expect(rentalOptionsAvailability({ on_sale: true, price: null }, null, null).buyShown).toBe(false);
  });
  it('purchase in cart disables buy only', () => {
    const a = rentalOptionsAvailability({ on_sale: true, price: 1320 }, cartItem(''), null);
    expect(a.buyDisabled).toBe(true);
    expect(a.rentalDisabled('R7')).toBe(false);
  });
  it('a rental in cart disables that same rental only', () => {
    const a = rentalOptionsAvailability({ on_sale: true, price: 1320 }, cartItem('R7'), null);
    expect(a.buyDisabled).toBe(false);
    expect(a.rentalDisabled('R7')).toBe(true);
    expect(a.rentalDisabled('R30')).toBe(false);
  });
  it('already rented disables every rental', () => {
    const a = rentalOptionsAvailability({ on_sale: true, price: 1320 }, null, makeRental());
    expect(a.rentalDisabled('R7')).toBe(true);
    expect(a.rentalDisabled('R30')).toBe(true);
  });
});

describe('expired rentals', () => {
  test('a rental whose expiry has passed is not "rentaled"; a running one is', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const rental = (expired_date: string) => ({
      product_id: 'RJ1',
      expired_date,
      price: 0,
      price_without_tax: 0,
      price_usd: 0,
      price_eur: 0,
      point_rate: 0,
    });
    const input = { productId: 'RJ1', boughts: [], cart: [], favorites: [], uninterestReason2: [], now };
    expect(deriveProductState({ ...input, rentals: [rental('2020-01-01 00:00:00')] }).rentaled).toBeNull();
    expect(
      deriveProductState({ ...input, rentals: [rental('2099-01-01 00:00:00')] }).rentaled,
    ).not.toBeNull();
  });
});
