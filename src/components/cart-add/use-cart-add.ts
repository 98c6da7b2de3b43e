import { useCallback, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { requestCartAdd } from '../../store/purchase-thunks';
import { selectCartAddPending } from '../../store/ui-selectors';

export interface CartAdd<Spot extends string = string> {
  /** An add for this work is in flight (from any island). */
  pending: boolean;
  /** This control added the work successfully: it now links to the cart. */
  added: boolean;
  /**
   * The failure of the last add (the server's text, or `failed`), with the spot it was started from so
   * a widget with two controls shows it beside the one that was clicked; else null.
   */
  error: { message: string; spot: Spot | undefined } | null;
  /** Resolves true when the work was added; false when the add failed or was a dropped duplicate. */
  add: (rentalId?: string, spot?: Spot) => Promise<boolean>;
}

/**
 * "Cart add" for one widget's controls: success turns the control into a cart link; a failure keeps every
 * state and shows the message; a second add while one is in flight is dropped by the thunk, silently.
 */
export function useCartAdd<Spot extends string = string>(productId: string): CartAdd<Spot> {
  const dispatch = useAppDispatch();
  const { t } = useI18n();
  const pending = useAppSelector((state) => selectCartAddPending(state, productId));
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<CartAdd<Spot>['error']>(null);

  const add = useCallback(
    async (rentalId?: string, spot?: Spot): Promise<boolean> => {
      setError(null);
      const action = await dispatch(requestCartAdd({ productId, rentalId }));
      if (requestCartAdd.fulfilled.match(action)) {
        setAdded(true);
        return true;
      }
      // Dropped by the thunk's condition (an add for this work is already in flight): nothing to show.
      if (!action.meta.condition) setError({ message: action.payload || t('failed'), spot });
      return false;
    },
    [dispatch, productId, t],
  );

  return { pending, added, error, add };
}
