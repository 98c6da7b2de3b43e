import type { Ref } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { ItemView } from './item-view';

interface ItemNoticeProps {
  ref: Ref<HTMLDivElement>;
  view: ItemView;
  /** A folder's name from the list (the unclassified one's label), '' while it is not there. */
  folderNameOf: (id: string | null, fallback: string) => string;
  pending: boolean;
  onUndo: (relationId: string, folderId: string | null) => void;
}

/**
 * The item's status region: "Moved to …", or "Deleted" with Undo (not for a delete made in another tab:
 * that tab holds the undo). It is there in every view, empty while the row shows: a live region inserted
 * together with its text is often not announced.
 */
export function ItemNotice({ ref, view, folderNameOf, pending, onUndo }: ItemNoticeProps) {
  const { t } = useI18n();
  // A move made in another tab names its folder from the list: a folder created there is named once this
  // tab's list has reloaded, and until then the notice waits rather than read "Moved to ."
  const movedTo = view.kind !== 'moved' ? '' : view.folderName || folderNameOf(view.folderId ?? null, '');
  const hasNotice = movedTo !== '' || view.kind === 'deleted';
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={hasNotice ? -1 : undefined}
      className={hasNotice ? 'sf-favorite-item__notice' : undefined}
    >
      {movedTo !== '' && t('moved_to', { folder: movedTo })}
      {view.kind === 'deleted' && (
        <>
          <span>{t('deleted')}</span>
          {view.relationId !== '' && (
            <button
              type="button"
              className="sf-control sf-control--secondary sf-favorite-item__undo"
              disabled={pending}
              onClick={() => onUndo(view.relationId, view.folderId)}
            >
              {t('undo')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
