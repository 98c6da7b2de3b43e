import { useMemo, useState } from 'react';
import type { Product } from '../../domain/models';
import { computePrice } from '../../domain/price-result';
import { formatYen } from '../../domain/pricing';
import { defaultRentalOption, purchasable } from '../../domain/product-state';
import { useI18n } from '../../i18n/i18n-context';
import { useCartAdd } from '../../components/cart-add/use-cart-add';
import { FavoriteButton } from '../../components/favorite-button/favorite-button';
import { useAppSelector } from '../../store/hooks';
import { selectCoupons } from '../../store/coupon-selectors';
import type { ProductView } from '../../store/product-selectors';
import { BuyTypeChoice, type BuyType } from './buy-type-choice';
import { CartAction, type CartSpot } from './cart-action';
import { CartBar } from './cart-bar';
import { DevicesToggle } from './devices-toggle';
import { GiftCoupons } from './gift-coupons';
import { shownCoupons, shownGift } from './gift-coupon-rules';
import { PriceSummary } from './price-summary';
import { RentalChoice } from './rental-choice';

export interface PriceBoxContentProps {
  product: Product;
  view: ProductView;
  devices: HTMLElement | null;
}

/** Why a work offers no purchase: its sales ended, or (on sale) the store did not send its price. */
const unbuyableLabel = (product: Product) => (product.on_sale ? 'price_unknown' : 'sales_ended');

export function PriceBoxContent({ product, view, devices }: PriceBoxContentProps) {
  const { locale } = useI18n();
  const [now] = useState(Date.now);
  const [buyType, setBuyType] = useState<BuyType>('sell');
  const [rentalId, setRentalId] = useState<string | null>(null);
  const cart = useCartAdd<CartSpot>(product.product_id);
  const allCoupons = useAppSelector(selectCoupons);

  // The upgrade (docs/behaviour.md "Rentals"): a running rental (derived state drops expired ones) is
  // deducted from the price.
  const rental = view.rentaled;
  const price = useMemo(() => computePrice(product, rental), [product, rental]);
  const gift = useMemo(() => shownGift(product.gift, now), [product.gift, now]);
  const coupons = useMemo(() => shownCoupons(allCoupons, product, now), [allCoupons, product, now]);

  // The choice only when the work is both rentable and on sale (and not already rented: then only
  // the upgrade purchase remains). A rental-only work goes straight to its rental options.
  // A work whose price the store did not send cannot be bought (purchasable): its rentals still can. Nor
  // can a rented one be upgraded while what its rental cost is unknown (the upgrade has no price).
  const buyable = purchasable(product) && price !== null;
  const showChoice = product.is_rental && buyable && rental === null;
  const mode: BuyType = showChoice ? buyType : !buyable && product.is_rental ? 'rental' : 'sell';
  const chosenRental =
    product.work_rentals.find((r) => r.rental_id === rentalId) ?? defaultRentalOption(product);
  const showRentals = mode === 'rental' && rental === null && product.work_rentals.length > 0;
  const cartRentalId =
    mode === 'rental' ? (showRentals && chosenRental ? chosenRental.rental_id : null) : buyable ? '' : null;
  const barPrice = mode === 'rental' && chosenRental ? chosenRental.price : (price?.finalPrice ?? null);
  // Nothing to buy or rent: the box says why (sales ended; rented and not for sale) instead of a button.
  const unavailable =
    rental !== null && !buyable
      ? 'on_rental'
      : !buyable && !product.is_rental
        ? unbuyableLabel(product)
        : null;

  const action = (spot: CartSpot) => (
    <CartAction
      spot={spot}
      view={view}
      product={product}
      unavailable={unavailable}
      rentalId={cartRentalId}
      cart={cart}
    />
  );

  return (
    <div className="sf-price-box">
      {price && <PriceSummary price={price} />}
      <GiftCoupons gift={gift} coupons={coupons} />
      {!view.is_bought && showChoice && <BuyTypeChoice value={buyType} onChange={setBuyType} />}
      {!view.is_bought && showRentals && chosenRental && (
        <RentalChoice rentals={product.work_rentals} value={chosenRental.rental_id} onChange={setRentalId} />
      )}
      <div className="sf-price-box__actions">
        {action('box')}
        <FavoriteButton productId={product.product_id} />
      </div>
      {devices && <DevicesToggle list={devices} />}
      <CartBar price={barPrice === null ? '' : formatYen(barPrice, locale)} action={action('bar')} />
    </div>
  );
}
