import { memo } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import type { Product } from '../../domain/models';
import { actionState, cartItemRental, rentalTimeLabel } from '../../domain/product-state';
import { cartPage, workPage } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import { BoughtLinks } from '../../components/bought-links/bought-links';
import { useCartAdd } from '../../components/cart-add/use-cart-add';
import type { ProductView } from '../../store/product-selectors';
import { CartResultLink } from './cart-result-link';
import { RentalLink } from './rental-link';
import { RentalOptions } from './rental-options';
import { prepareAdd } from '../../store/purchase-thunks';
import { useIsMember } from '../../store/use-member';

export interface ActionButtonProps {
  view: ProductView;
  product: Product;
  /** A member's status or boughts are on their way: which control this is, is not known yet. */
  pending: boolean;
}

const BOUGHT_CLASSES = {
  download: 'sf-control sf-product-item__action sf-product-item__action--download',
  stream: 'sf-control sf-product-item__action sf-product-item__action--stream',
};

/** docs/behaviour.md "The card's action button": the first matching case wins (actionState). */
function ActionButtonImpl({ view, product, pending }: ActionButtonProps) {
  const { t, locale } = useI18n();
  const { site } = usePageConfig();
  const cart = useCartAdd(product.product_id);
  const member = useIsMember();
  const id = product.product_id;
  const state = actionState(view, product);

  // The cart link after an add goes into a live region that is always there, so it is announced. A member's
  // add shows while the cart holds the work (bought or removed since, the new state wins); a guest has no
  // lists to read it from, so the confirmed add itself shows.
  const added = cart.added && (state === 'in_cart' || !member);
  let control;
  if (pending) {
    // The place of the control, at the Add to Cart button's size, drawn as a skeleton: disabled and busy,
    // so a tap before the member's lists are in adds nothing (the work may be bought, rented or in the
    // cart).
    control = (
      <button
        type="button"
        className="sf-control sf-product-item__action sf-product-item__action--pending"
        disabled
        aria-busy="true"
      >
        {t('into_cart')}
      </button>
    );
  } else if (added) {
    control = null;
  } else if (state === 'download') {
    control = <BoughtLinks product={product} classNames={BOUGHT_CLASSES} />;
  } else if (state === 'on_rental' && view.rentaled) {
    control = <RentalLink href={workPage(product.site_id || site, id)} rental={view.rentaled} />;
  } else if (state === 'in_cart' && view.carted) {
    // 'Rental(3 days)' for one of the work's rentals, else the regular-purchase label.
    const rental = cartItemRental(view.carted, product);
    const cartLabel = rental
      ? t('cart_item_rental', { time: rentalTimeLabel(rental, locale) })
      : t('cart_item_buy');
    control = (
      <>
        <a
          className="sf-control sf-product-item__action sf-product-item__action--in-cart"
          href={cartPage(site)}
        >
          {t('cart')}
        </a>
        <span className="sf-product-item__note">{cartLabel}</span>
      </>
    );
  } else if (state === 'rental_options') {
    control = <RentalOptions product={product} view={view} cart={cart} />;
  } else if (state === 'sales_ended') {
    control = (
      <span className="sf-control sf-product-item__action sf-product-item__action--ended">
        {t('sales_ended')}
      </span>
    );
  } else if (state === 'price_unknown') {
    // No price was sent: nothing to buy here; the card's detail link leads to the work page.
    control = null;
  } else {
    control = (
      <button
        type="button"
        className="sf-control sf-control--primary sf-product-item__action sf-product-item__action--cart"
        disabled={cart.pending}
        aria-busy={cart.pending || undefined}
        onPointerEnter={prepareAdd}
        onFocus={prepareAdd}
        onClick={() => void cart.add()}
      >
        {t('into_cart')}
      </button>
    );
  }

  return (
    <div className="sf-product-item__action-area">
      <span role="status" className="sf-product-item__live">
        {added && <CartResultLink href={cartPage(site)} />}
      </span>
      {control}
      {cart.error !== null && (
        <p role="alert" className="sf-product-item__error">
          {cart.error.message}
        </p>
      )}
    </div>
  );
}

export const ActionButton = memo(ActionButtonImpl);
