import { useCallback, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { requestCartAdd } from '../../store/purchase-thunks';

/** Where an add-to-cart control sits: the error is shown beside the control that was clicked. */
export type CartSpot = 'box' | 'bar';

export interface AddToCart {
  pending: boolean;
  /** True right after a successful add from this price box (the control then links to the cart). */
  added: boolean;
  error: { spot: CartSpot; message: string } | null;
  add: (spot: CartSpot, rentalId: string) => void;
}

const isConditionAbort = (reason: unknown): boolean =>
  typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'ConditionError';

/** Contract 4: success turns the control into a cart link; a failure shows the message and changes nothing. */
export function useAddToCart(productId: string): AddToCart {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.ui.pendingAdds[`cart:${productId}`] === true);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<AddToCart['error']>(null);

  const add = useCallback(
    (spot: CartSpot, rentalId: string) => {
      setError(null);
      dispatch(requestCartAdd({ productId, rentalId }))
        .unwrap()
        .then(
          () => setAdded(true),
          (reason: unknown) => {
            // A second click while an add is in flight is dropped by the thunk: not an error.
            if (isConditionAbort(reason)) return;
            setError({ spot, message: typeof reason === 'string' && reason !== '' ? reason : t('failed') });
          },
        );
    },
    [dispatch, productId, t],
  );

  return { pending, added, error, add };
}
