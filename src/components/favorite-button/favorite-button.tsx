import { adoptStyles } from '../styles/adopt-styles';
import { memo, useState } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { wishlistAdd } from '../../domain/routes';
import { failureText } from '../../i18n/failure-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsFavorite } from '../../store/member-selectors';
import { prepareAdd, requestFavoriteAdd } from '../../store/purchase-thunks';
import { useIsMember } from '../../store/use-member';
import { selectFavoriteAddPending } from '../../store/ui-selectors';
import favoriteButtonStyles from './favorite-button.css?inline';

adoptStyles(favoriteButtonStyles);

export interface FavoriteButtonProps {
  productId: string;
}

/**
 * docs/behaviour.md "Favourites": a guest gets a plain link to the wishlist page; a member whose work is a
 * favourite sees 'Added' (a non-action); otherwise a button adds it. A failure shows the server's message.
 */
function FavoriteButtonImpl({ productId }: FavoriteButtonProps) {
  const { t } = useI18n();
  const { site } = usePageConfig();
  const dispatch = useAppDispatch();
  const member = useIsMember();
  const isFavorite = useAppSelector((s) => selectIsFavorite(s, productId));
  const pending = useAppSelector((s) => selectFavoriteAddPending(s, productId));
  const [error, setError] = useState<string | null>(null);

  if (!member) {
    return (
      <a
        className="sf-control sf-control--secondary sf-favorite-button sf-favorite-button--link"
        href={wishlistAdd(site, productId)}
      >
        {t('into_favorite')}
      </a>
    );
  }
  if (isFavorite) {
    return (
      <span
        className="sf-control sf-control--secondary sf-favorite-button sf-favorite-button--added"
        aria-disabled="true"
      >
        {t('added')}
      </span>
    );
  }

  const add = () => {
    // Pending: the button keeps the focus (aria-disabled, not disabled) and does nothing.
    if (pending) return;
    setError(null);
    dispatch(requestFavoriteAdd({ productId }))
      .unwrap()
      .catch((reason: unknown) => {
        setError(failureText(reason, t));
      });
  };

  return (
    <span className="sf-favorite-button__wrap">
      <button
        type="button"
        className="sf-control sf-control--secondary sf-favorite-button"
        onPointerEnter={prepareAdd}
        onFocus={prepareAdd}
        onClick={add}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
      >
        {t('into_favorite')}
      </button>
      {error !== null && (
        <span role="alert" className="sf-favorite-button__error">
          {error}
        </span>
      )}
    </span>
  );
}

export const FavoriteButton = memo(FavoriteButtonImpl);
