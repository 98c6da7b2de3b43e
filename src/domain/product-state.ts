import { isBefore } from './dates';
import type { CartItem, Locale, Product, Rental, WorkRental } from './models';

export interface ProductState {
  is_bought: boolean;
  /** The customer's rental of this work; null when none or when already bought. */
  rentaled: Rental | null;
  /** The active cart entry for this work; null when none or when already bought. */
  carted: CartItem | null;
  is_favorite: boolean;
  /** In uninterests.reason_2. */
  is_already: boolean;
}

export interface ProductStateInput {
  productId: string;
  product?: Product | null;
  boughts: readonly string[];
  rentals: readonly Rental[];
  cart: readonly CartItem[];
  favorites: readonly string[];
  uninterestReason2: readonly string[];
  /** Epoch ms; defaults to the current time. */
  now?: number;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type ActionState =
  'download' | 'on_rental' | 'in_cart' | 'rental_options' | 'sales_ended' | 'price_unknown' | 'add_to_cart';

/**
 * The work can be bought: on sale, at a price the store sent (a work whose price is unknown offers no
 * purchase; its work page stays linked).
 */
export const purchasable = (product: Pick<Product, 'on_sale' | 'price'>): boolean =>
  product.on_sale && product.price !== null;

/**
 * Status 2 marks an inactive cart entry, which must not count as "in cart"
 * (docs/behaviour.md "Product state").
 */
export const activeCartItems = (cart: readonly CartItem[]): CartItem[] =>
  cart.filter((item) => item.status !== 2);

export function deriveProductState(input: ProductStateInput): ProductState {
  const { productId } = input;
  const is_bought = input.boughts.includes(productId);
  // Once bought, rental and cart entries are stale: the work is simply downloadable.
  // A rental whose expiry has passed no longer counts (the bought data may still list it); an unreadable
  // expiry keeps it, since the server listed it.
  const now = input.now ?? Date.now();
  const rentaled = is_bought
    ? null
    : (input.rentals.find((r) => r.product_id === productId && !isBefore(r.expired_date, now)) ?? null);
  const carted = is_bought
    ? null
    : (activeCartItems(input.cart).find((c) => c.product_id === productId) ?? null);
  return {
    is_bought,
    rentaled,
    carted,
    is_favorite: input.favorites.includes(productId),
    is_already: input.uninterestReason2.includes(productId),
  };
}

/** Which work rental a cart entry refers to, if any. */
export const cartItemRental = (item: CartItem, product: Product): WorkRental | null =>
  item.rental_id === '' ? null : (product.work_rentals.find((r) => r.rental_id === item.rental_id) ?? null);

export const rentalTimeLabel = (rental: WorkRental, locale: Locale): string =>
  rental.time_str + (locale === 'en' ? rental.time_unit_en : rental.time_unit_jp);

/** 'Rental(3 days)' when the entry is one of the work's rentals, else the regular-purchase label. */
export function cartItemLabel(item: CartItem, product: Product, locale: Locale, t: Translate): string {
  const rental = cartItemRental(item, product);
  return rental ? t('cart_item_rental', { time: rentalTimeLabel(rental, locale) }) : t('cart_item_buy');
}

export const defaultRentalOption = (product: Product): WorkRental | null => product.work_rentals[0] ?? null;

/**
 * docs/behaviour.md "The card's action button": the first matching case wins. A work neither on sale nor
 * rentable shows its sales ended; one on sale whose price the store did not send offers nothing.
 */
export function actionState(
  state: Pick<ProductState, 'is_bought' | 'rentaled' | 'carted'>,
  product: Pick<Product, 'is_rental' | 'on_sale' | 'price'>,
): ActionState {
  if (state.is_bought) return 'download';
  if (state.rentaled) return 'on_rental';
  if (state.carted) return 'in_cart';
  if (product.is_rental) return 'rental_options';
  if (!product.on_sale) return 'sales_ended';
  if (product.price === null) return 'price_unknown';
  return 'add_to_cart';
}

export interface RentalOptionsAvailability {
  buyShown: boolean;
  /** Already in the cart as a regular purchase. */
  buyDisabled: boolean;
  rentalDisabled: (rentalId: string) => boolean;
}

export function rentalOptionsAvailability(
  product: Pick<Product, 'on_sale' | 'price'>,
  carted: CartItem | null,
  rentaled: Rental | null,
): RentalOptionsAvailability {
  return {
    buyShown: purchasable(product),
    buyDisabled: carted !== null && carted.rental_id === '',
    rentalDisabled: (rentalId) => rentaled !== null || (carted !== null && carted.rental_id === rentalId),
  };
}
