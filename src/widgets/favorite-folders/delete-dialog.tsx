import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { FavoriteFolder } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch } from '../../store/hooks';
import { removeFolder } from '../../store/folder-thunks';
import { useMessage } from './use-message';

export interface DeleteDialogProps {
  folder: FavoriteFolder & { id: string };
  onClose: () => void;
  /** After a successful delete: the opener leaves with the folder's row, so the list places focus. */
  onDeleted: () => void;
}

/**
 * The delete confirmation: a modal dialog with the delete-items checkbox
 * (docs/behaviour.md "Favourite folders").
 */
export function DeleteDialog({ folder, onClose, onDeleted }: DeleteDialogProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const message = useMessage();
  const [deleteItems, setDeleteItems] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A modal dialog (WAI-ARIA APG): focus moves in on open, Tab stays inside, focus returns on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const keepFocusInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input, button'));
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const confirm = () => {
    setError(null);
    dispatch(removeFolder({ id: folder.id, deleteItems }))
      .unwrap()
      .then(() => {
        onClose();
        onDeleted();
      })
      .catch((reason: unknown) => setError(message(reason)));
  };
  return (
    <div
      ref={dialogRef}
      className="sf-folders__dialog"
      role="dialog"
      aria-modal="true"
      aria-label={folder.name}
      onKeyDown={keepFocusInside}
    >
      <p>{folder.name}</p>
      <label>
        <input type="checkbox" checked={deleteItems} onChange={(e) => setDeleteItems(e.target.checked)} />
        {t('delete_items_too')}
      </label>
      <button type="button" className="sf-control sf-control--primary" onClick={confirm}>
        {t('delete')}
      </button>
      <button type="button" className="sf-control sf-control--secondary" onClick={onClose}>
        {t('cancel')}
      </button>
      {error !== null && (
        <span role="alert" className="sf-folders__error">
          {error}
        </span>
      )}
    </div>
  );
}
