import { useCallback, useId, useRef, useState } from 'react';
import type { Product } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import type { ProductView } from '../../store/product-selectors';
import { RentalOptionsPopup } from './rental-options-popup';
import type { CartAdd } from './use-cart-add';

export interface RentalOptionsProps {
  product: Product;
  view: ProductView;
  cart: CartAdd;
}

/** Spec 4 case 4: `into_cart` opens the options popup (a dialog button, WAI-ARIA). */
export function RentalOptions({ product, view, cart }: RentalOptionsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  const choose = useCallback(
    (rentalId: string) => {
      void cart.add(rentalId).then((added) => {
        // On success this control becomes the 'Added to Cart' link; on failure the popup stays for a retry.
        if (added) setOpen(false);
      });
    },
    [cart],
  );

  return (
    <span className="sf-product-item__rental">
      <button
        ref={trigger}
        type="button"
        className="sf-product-item__action sf-product-item__action--cart"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        disabled={cart.pending}
        aria-busy={cart.pending || undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('into_cart')}
      </button>
      {open && (
        <RentalOptionsPopup
          id={popupId}
          product={product}
          carted={view.carted}
          rentaled={view.rentaled}
          busy={cart.pending}
          triggerRef={trigger}
          onChoose={choose}
          onClose={close}
        />
      )}
    </span>
  );
}
