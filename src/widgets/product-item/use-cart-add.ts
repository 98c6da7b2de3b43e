import { useCallback, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { requestCartAdd } from '../../store/purchase-thunks';

export interface CartAdd {
  /** An add for this work is in flight (from any island). */
  pending: boolean;
  /** This control added the work successfully: it now reads `into_cart_result`. */
  justAdded: boolean;
  /** The failure message of the last add (server text, or `failed`), else null. */
  error: string | null;
  add: (rentalId?: string) => Promise<boolean>;
}

/** Spec 4 "cart add" for one control: a failed add keeps every state and shows the message. */
export function useCartAdd(productId: string): CartAdd {
  const dispatch = useAppDispatch();
  const { t } = useI18n();
  const pending = useAppSelector((state) => state.ui.pendingAdds[`cart:${productId}`] === true);
  const [justAdded, setJustAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (rentalId?: string): Promise<boolean> => {
      setError(null);
      const action = await dispatch(requestCartAdd({ productId, rentalId }));
      if (requestCartAdd.fulfilled.match(action)) {
        setJustAdded(true);
        return true;
      }
      // Dropped by the condition (an add for this work is already in flight): nothing to show.
      if (!action.meta.condition) setError(action.payload || t('failed'));
      return false;
    },
    [dispatch, productId, t],
  );

  return { pending, justAdded, error, add };
}
