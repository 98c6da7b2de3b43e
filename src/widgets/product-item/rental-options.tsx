import { useCallback, useState } from 'react';
import type { CartAdd } from '../../components/cart-add/use-cart-add';
import { RenderAhead } from '../../components/popup/render-ahead';
import { usePopupTrigger } from '../../components/popup/use-popup-trigger';
import type { Product } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import type { ProductView } from '../../store/product-selectors';
import { RentalOptionsPopup } from './rental-options-popup';
import { prepareAdd } from '../../store/purchase-thunks';

export interface RentalOptionsProps {
  product: Product;
  view: ProductView;
  cart: CartAdd;
}

/**
 * Case 4 of docs/behaviour.md "The card's action button": `into_cart` opens the options popup (a dialog
 * button, WAI-ARIA).
 */
export function RentalOptions({ product, view, cart }: RentalOptionsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { triggerProps, popupProps, focusTrigger } = usePopupTrigger({
    kind: 'dialog',
    open,
    busy: cart.pending,
    onDismiss: () => setOpen(false),
    initialFocus: 'button:not([disabled])',
  });

  const close = useCallback(() => {
    setOpen(false);
    focusTrigger();
  }, [focusTrigger]);

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
        type="button"
        className="sf-control sf-control--primary sf-product-item__action sf-product-item__action--cart"
        {...triggerProps}
        disabled={cart.pending}
        onPointerEnter={prepareAdd}
        onFocus={prepareAdd}
        onClick={() => setOpen((was) => !was)}
      >
        {t('into_cart')}
      </button>
      <RenderAhead open={open}>
        <RentalOptionsPopup
          popupProps={popupProps}
          product={product}
          carted={view.carted}
          rentaled={view.rentaled}
          busy={cart.pending}
          onChoose={choose}
          onClose={close}
        />
      </RenderAhead>
    </span>
  );
}
