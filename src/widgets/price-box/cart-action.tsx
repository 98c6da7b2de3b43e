import { usePageConfig } from '../../config/page-config-context';
import { cartPage } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import type { ProductView } from '../../store/product-selectors';
import type { AddToCart, CartSpot } from './use-add-to-cart';

export interface CartActionProps {
  spot: CartSpot;
  view: Pick<ProductView, 'is_bought' | 'carted'>;
  /** The bought work's download link (down_url or the pack-download page). */
  downloadHref: string;
  /** Rented and not for sale: nothing to add. */
  onRentalOnly: boolean;
  /** The rental_id to send ('' for a regular purchase), or null when nothing can be added. */
  rentalId: string | null;
  cart: AddToCart;
}

/** The price box's main control: download, the cart link, or the add-to-cart button (with its error). */
export function CartAction({ spot, view, downloadHref, onRentalOnly, rentalId, cart }: CartActionProps) {
  const { t } = useI18n();
  const { site } = usePageConfig();

  if (view.is_bought) {
    return (
      <a className="sf-price-box__action sf-price-box__action--link" href={downloadHref}>
        {t('download')}
      </a>
    );
  }
  // After an add, the cart link appears in a live region that was already in the page, so it is
  // announced (once: only the box's region is live, not the floating bar's).
  const inCart = cart.added || view.carted;
  let control = null;
  if (onRentalOnly && !inCart) {
    control = <span className="sf-price-box__action sf-price-box__action--state">{t('on_rental')}</span>;
  } else if (!inCart) {
    const error = cart.error?.spot === spot ? cart.error.message : null;
    control = (
      <span className="sf-price-box__action-wrap">
        <button
          type="button"
          className="sf-price-box__action"
          disabled={cart.pending || rentalId === null}
          aria-busy={cart.pending || undefined}
          onClick={() => {
            if (rentalId !== null) cart.add(spot, rentalId);
          }}
        >
          {t('into_cart')}
        </button>
        {error !== null && (
          <span role="alert" className="sf-price-box__error">
            {error}
          </span>
        )}
      </span>
    );
  }
  return (
    <>
      <span role={spot === 'box' ? 'status' : undefined} className="sf-price-box__live">
        {inCart && (
          <a className="sf-price-box__action sf-price-box__action--link" href={cartPage(site)}>
            {cart.added ? t('into_cart_result') : t('cart')}
          </a>
        )}
      </span>
      {control}
    </>
  );
}
