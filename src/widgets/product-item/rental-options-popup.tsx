import { usePopupShown } from '../../components/popup/render-ahead';
import type { PopupElementProps } from '../../components/popup/use-popup-trigger';
import type { CartItem, Product, Rental } from '../../domain/models';
import { formatPoints, formatYen, productPoints } from '../../domain/pricing';
import { rentalOptionsAvailability, rentalTimeLabel } from '../../domain/product-state';
import { useI18n } from '../../i18n/i18n-context';

export interface RentalOptionsPopupProps {
  /** From the trigger's usePopupTrigger: the popup's id and element (it moves focus in and dismisses). */
  popupProps?: PopupElementProps;
  product: Product;
  carted: CartItem | null;
  rentaled: Rental | null;
  /** An add is in flight: every entry waits. */
  busy?: boolean;
  /** '' for the Buy entry, else the chosen rental_id. */
  onChoose: (rentalId: string) => void;
  /** The close button: the caller closes and puts focus back on the trigger. */
  onClose: () => void;
}

/**
 * Case 4 of docs/behaviour.md "The card's action button": a Buy entry (only when on sale; disabled when
 * already carted as a purchase) and one entry per rental (disabled when rented, or when the cart holds that
 * rental). Esc and an outside click close it through the trigger's usePopupTrigger.
 */
export function RentalOptionsPopup(props: RentalOptionsPopupProps) {
  const { popupProps, product, carted, rentaled, busy = false, onChoose, onClose } = props;
  const { t, locale } = useI18n();
  const shown = usePopupShown();
  const availability = rentalOptionsAvailability(product, carted, rentaled);

  const points = productPoints(product);
  return (
    <div
      {...popupProps}
      role={shown ? 'dialog' : undefined}
      aria-label={t('rental_options')}
      tabIndex={-1}
      aria-busy={busy || undefined}
      className="sf-rental-options"
    >
      <div className="sf-rental-options__entries">
        {availability.buyShown && product.price !== null && (
          <button
            type="button"
            className="sf-rental-options__entry"
            disabled={availability.buyDisabled || busy}
            onClick={() => onChoose('')}
          >
            <span className="sf-rental-options__kind">{t('label_buy')}</span>
            <span className="sf-rental-options__price">{formatYen(product.price, locale)}</span>
            {points !== null && <span className="sf-rental-options__points">{formatPoints(points)}</span>}
          </button>
        )}
        {product.work_rentals.map((rental) => (
          <button
            key={rental.rental_id}
            type="button"
            className="sf-rental-options__entry"
            disabled={availability.rentalDisabled(rental.rental_id) || busy}
            onClick={() => onChoose(rental.rental_id)}
          >
            <span className="sf-rental-options__kind">{t('label_rental')}</span>
            <span className="sf-rental-options__time">{rentalTimeLabel(rental, locale)}</span>
            <span className="sf-rental-options__price">
              {rental.price === null ? '' : formatYen(rental.price, locale)}
            </span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="sf-control sf-control--quiet sf-rental-options__close"
        onClick={onClose}
      >
        {t('close')}
      </button>
    </div>
  );
}
