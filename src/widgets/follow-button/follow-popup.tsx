import { useRef, useState } from 'react';
import { usePopupShown } from '../../components/popup/render-ahead';
import type { PopupElementProps } from '../../components/popup/use-popup-trigger';
import { usePageConfig } from '../../config/page-config-context';
import { AccountLinks } from '../../components/account-links/account-links';
import { followlistAdd, makerProfile } from '../../domain/routes';
import { failureText } from '../../i18n/failure-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch } from '../../store/hooks';
import { requestFollow } from '../../store/follow-thunks';

export interface FollowPopupProps {
  makerId: string;
  makerName: string;
  member: boolean;
  /** From the trigger's usePopupTrigger: the popup's element (focus moves in, dismissal). */
  popupProps: PopupElementProps;
  onClose: () => void;
  onFollowed: () => void;
}

/**
 * The follow popup (docs/page/follow-button.md): a member gets the maker name (a link to the maker profile),
 * the mail choice (default on) and a single-shot Follow button; a guest gets the registration and login
 * prompt. After a failure the button stays disabled, so the store's add-to-follow-list page is offered: the
 * store's own way to follow, which also handles an expired session.
 */
export function FollowPopup({
  makerId,
  makerName,
  member,
  popupProps,
  onClose,
  onFollowed,
}: FollowPopupProps) {
  const { t } = useI18n();
  const shown = usePopupShown();
  const { site } = usePageConfig();
  const dispatch = useAppDispatch();
  const [mail, setMail] = useState(true);
  const [sent, setSent] = useState(false);
  const sentRef = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const follow = () => {
    // Single-shot: the ref stops a second click that lands before the disabled state renders.
    if (sentRef.current) return;
    sentRef.current = true;
    setSent(true);
    setError(null);
    dispatch(requestFollow({ followKey: makerId, mailFlg: mail ? 1 : 0 }))
      .unwrap()
      .then(onFollowed, (reason: unknown) => {
        setError(failureText(reason, t));
      });
  };

  return (
    <div
      {...popupProps}
      role={shown ? 'dialog' : undefined}
      aria-label={makerName.trim() !== '' ? makerName : t('follow')}
      className="sf-follow-popup"
      tabIndex={-1}
    >
      {member ? (
        <>
          <p className="sf-follow-popup__maker">
            <a href={makerProfile(site, makerId)}>{makerName}</a>
          </p>
          <label className="sf-follow-popup__mail">
            {/* Focus goes to the first choice, not to the maker link above it. */}
            <input
              type="checkbox"
              checked={mail}
              onChange={(e) => setMail(e.currentTarget.checked)}
              data-initial-focus=""
            />
            {t('follow_mail')}
          </label>
          <button
            type="button"
            className="sf-control sf-control--primary sf-follow-popup__submit"
            onClick={follow}
            disabled={sent}
          >
            {t('follow')}
          </button>
          {error !== null && (
            <>
              <p role="alert" className="sf-follow-popup__error">
                {error}
              </p>
              <p className="sf-follow-popup__fallback">
                <a href={followlistAdd(site, makerId, makerName)}>{t('follow_fallback')}</a>
              </p>
            </>
          )}
        </>
      ) : (
        <>
          <p className="sf-follow-popup__notice">{t('follow_need_account')}</p>
          <AccountLinks className="sf-follow-popup__links" linkClassName="sf-follow-popup__link" />
        </>
      )}
      <button type="button" className="sf-control sf-control--quiet sf-follow-popup__close" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}
