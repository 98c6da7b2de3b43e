import { BoughtLinks } from '../../components/bought-links/bought-links';
import type { CartAdd } from '../../components/cart-add/use-cart-add';
import { usePageConfig } from '../../config/page-config-context';
import type { Product } from '../../domain/models';
import { cartPage } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import type { ProductView } from '../../store/product-selectors';
import { prepareAdd } from '../../store/purchase-thunks';

/** Where an add-to-cart control sits: the error is shown beside the control that was clicked. */
export type CartSpot = 'box' | 'bar';

export interface CartActionProps {
  spot: CartSpot;
  view: Pick<ProductView, 'is_bought' | 'carted'>;
  /** The work, for a bought work's Download and Stream links. */
  product: Pick<Product, 'product_id' | 'site_id' | 'down_url'>;
  /**
   * Nothing can be added, and why: rented and not for sale (`on_rental`), not on sale (`sales_ended`), or no
   * price sent (`price_unknown`: no control at all, as the product card).
   */
  unavailable: 'on_rental' | 'sales_ended' | 'price_unknown' | null;
  /** The rental_id to send ('' for a regular purchase), or null when nothing can be added. */
  rentalId: string | null;
  cart: CartAdd<CartSpot>;
}

const BOUGHT_CLASSES = {
  download: 'sf-control sf-price-box__action sf-price-box__action--link',
  stream: 'sf-control sf-price-box__action sf-price-box__action--link',
};

/**
 * The price box's main control: Download and Stream for a bought work (as the product card offers), the
 * cart link, or the add-to-cart button (with its error).
 */
export function CartAction({ spot, view, product, unavailable, rentalId, cart }: CartActionProps) {
  const { t } = useI18n();
  const { site } = usePageConfig();

  if (view.is_bought) return <BoughtLinks product={product} classNames={BOUGHT_CLASSES} />;
  // After an add, the cart link appears in a live region that was already in the page, so it is
  // announced (once: only the box's region is live, not the floating bar's).
  const inCart = cart.added || view.carted;
  let control = null;
  if (inCart || unavailable === 'price_unknown') {
    // Nothing to add: the cart link, or (no price sent) nothing at all, as on the product card.
  } else if (unavailable !== null) {
    control = (
      <span className="sf-control sf-price-box__action sf-price-box__action--state">{t(unavailable)}</span>
    );
  } else {
    const error = cart.error?.spot === spot ? cart.error.message : null;
    control = (
      <span className="sf-price-box__action-wrap">
        <button
          type="button"
          className="sf-control sf-control--primary sf-price-box__action"
          disabled={cart.pending || rentalId === null}
          aria-busy={cart.pending || undefined}
          onPointerEnter={prepareAdd}
          onFocus={prepareAdd}
          onClick={() => {
            if (rentalId !== null) void cart.add(rentalId, spot);
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
          <a className="sf-control sf-price-box__action sf-price-box__action--link" href={cartPage(site)}>
            {cart.added ? t('into_cart_result') : t('cart')}
          </a>
        )}
      </span>
      {control}
    </>
  );
}
