import { useI18n } from '../../i18n/i18n-context';
import type { ItemView } from './item-view';

interface ItemNoticeProps {
  view: ItemView;
  /** The folder a moved item went to, '' while its name is not known yet. */
  movedTo: string;
  pending: boolean;
  onUndo: (relationId: string, folderId: string | null) => void;
}

/** "Moved to …", or "Deleted" with Undo (not for a delete made in another tab: that tab holds the undo). */
export function ItemNotice({ view, movedTo, pending, onUndo }: ItemNoticeProps) {
  const { t } = useI18n();
  if (view.kind === 'moved') return movedTo !== '' ? t('moved_to', { folder: movedTo }) : null;
  if (view.kind !== 'deleted') return null;
  return (
    <>
      <span>{t('deleted')}</span>
      {view.relationId !== '' && (
        <button
          type="button"
          className="sf-favorite-item__undo"
          disabled={pending}
          onClick={() => onUndo(view.relationId, view.folderId)}
        >
          {t('undo')}
        </button>
      )}
    </>
  );
}
