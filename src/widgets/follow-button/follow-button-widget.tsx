import '../../i18n/labels/cards';
import '../../i18n/labels/work';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { followlistForMaker } from '../../domain/routes';
import { RenderAhead } from '../../components/popup/render-ahead';
import { usePopupTrigger } from '../../components/popup/use-popup-trigger';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsFollowing } from '../../store/member-selectors';
import { selectFollowPopupOpen } from '../../store/ui-selectors';
import { followPopupClosed, followPopupShown } from '../../store/ui-slice';
import { useIsMember } from '../../store/use-member';
import type { FollowButtonWidgetProps } from './definition';
import { FollowPopup } from './follow-popup';
import followButtonStyles from './follow-button.css?inline';

adoptStyles(followButtonStyles);

const FOCUSABLE = 'input, button, a[href], select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * docs/behaviour.md "Follows and the follow cache": 'Follow' opens the popup; 'Already following' is a link
 * to the maker's follow list. One popup is open per page: the store's followPopupMakerId holds this island's
 * own token (the maker id and an instance id, so two islands of the same maker do not open together).
 */
export default function FollowButtonWidget({ makerId, makerName }: FollowButtonWidgetProps) {
  const { t } = useI18n();
  const { site } = usePageConfig();
  const dispatch = useAppDispatch();
  const token = `${makerId}\n${useId()}`;
  const member = useIsMember();
  // A guest follows nobody, whatever a stale cookie's follow list says.
  const following = useAppSelector((s) => selectIsFollowing(s, makerId)) && member;
  const open = useAppSelector((s) => selectFollowPopupOpen(s, token)) && !following;

  const restoreFocus = useRef(false);
  // Bumped by a close that happens after the popup is already gone (a success turns the trigger into
  // the link first), so the focus effect still runs.
  const [closeCount, setCloseCount] = useState(0);

  const close = useCallback(
    (focusTrigger: boolean) => {
      restoreFocus.current = focusTrigger;
      dispatch(followPopupClosed());
      setCloseCount((n) => n + 1);
    },
    [dispatch],
  );

  // Esc and any pointer press outside this island's popup and trigger close it. No aria-controls and no
  // popup id: this trigger never had them, and moving to the shared hook changed no rendered attribute.
  const { triggerProps, popupProps, focusTrigger, setTrigger } = usePopupTrigger({
    kind: 'dialog',
    open,
    controls: false,
    onDismiss: () => close(false),
    // The member's mail checkbox first (it holds the choice to make), else the first control.
    initialFocus: ['[data-initial-focus]', FOCUSABLE],
  });

  // Back to the trigger (whichever element it now is) once closed.
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    focusTrigger();
  }, [open, following, closeCount, focusTrigger]);

  if (following) {
    return (
      <span className="sf-follow">
        <a
          ref={setTrigger}
          className="sf-control sf-control--secondary sf-follow-button sf-follow-button--following"
          href={followlistForMaker(site, makerId)}
        >
          {t('following')}
        </a>
      </span>
    );
  }

  return (
    <span className="sf-follow">
      <button
        type="button"
        className="sf-control sf-control--primary sf-follow-button"
        {...triggerProps}
        onClick={() => (open ? close(true) : dispatch(followPopupShown(token)))}
      >
        {t('follow')}
      </button>
      <RenderAhead open={open}>
        <FollowPopup
          makerId={makerId}
          makerName={makerName}
          member={member}
          popupProps={popupProps}
          onClose={() => close(true)}
          onFollowed={() => close(true)}
        />
      </RenderAhead>
    </span>
  );
}
