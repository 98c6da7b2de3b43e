import { useEffect, useRef, type RefObject } from 'react';
import type { CartItem, Product, Rental } from '../../domain/models';
import { formatPoints, formatYen, productPoints } from '../../domain/pricing';
import { rentalOptionsAvailability, rentalTimeLabel } from '../../domain/product-state';
import { useI18n } from '../../i18n/i18n-context';
import { useDismiss } from '../../components/popup/use-dismiss';

export interface RentalOptionsPopupProps {
  id?: string;
  product: Product;
  carted: CartItem | null;
  rentaled: Rental | null;
  /** An add is in flight: every entry waits. */
  busy?: boolean;
  /** The button that opened the popup: a click on it is not an outside click. */
  triggerRef?: RefObject<HTMLElement | null>;
  /** '' for the Buy entry, else the chosen rental_id. */
  onChoose: (rentalId: string) => void;
  /** `returnFocus`: put focus back on the trigger (Esc, close button), not after an outside click. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * Spec 4 case 4: a Buy entry (only when on sale; disabled when already carted as a purchase) and one entry
 * per rental (disabled when rented, or when the cart holds that rental). Closes on an outside click and Esc.
 */
export function RentalOptionsPopup(props: RentalOptionsPopupProps) {
  const { id, product, carted, rentaled, busy = false, triggerRef, onChoose, onClose } = props;
  const { t, locale } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const availability = rentalOptionsAvailability(product, carted, rentaled);

  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('button:not([disabled])');
    (first ?? ref.current)?.focus();
  }, []);

  useDismiss(triggerRef ? [ref, triggerRef] : [ref], (reason) => onClose(reason === 'escape'));

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={t('rental_options')}
      tabIndex={-1}
      aria-busy={busy || undefined}
      className="sf-rental-options"
    >
      <div className="sf-rental-options__entries">
        {availability.buyShown && (
          <button
            type="button"
            className="sf-rental-options__entry"
            disabled={availability.buyDisabled || busy}
            onClick={() => onChoose('')}
          >
            <span className="sf-rental-options__kind">{t('label_buy')}</span>
            <span className="sf-rental-options__price">{formatYen(product.price, locale)}</span>
            <span className="sf-rental-options__points">{formatPoints(productPoints(product))}</span>
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
            <span className="sf-rental-options__price">{formatYen(rental.price, locale)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="sf-rental-options__close" onClick={() => onClose(true)}>
        {t('close')}
      </button>
    </div>
  );
}
