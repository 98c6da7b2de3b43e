import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useI18n } from '../../i18n/i18n-context';
import { renameFolderTo, setFolderOnTop } from '../../store/folder-thunks';
import { useAppDispatch } from '../../store/hooks';
import { NameForm } from './name-form';
import type { SavedFolder } from './use-folder-order';
import { useMarkedAction } from './use-marked-action';

export interface FolderRowProps {
  folder: SavedFolder;
  editing: boolean;
  onRename: () => void;
  onCancelEdit: () => void;
  onDelete: () => void;
}

/** One sortable folder: handle, name (or the rename form), count, show on top, rename, delete. */
export function FolderRow({ folder, editing, onRename, onCancelEdit, onDelete }: FolderRowProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const onTop = useMarkedAction(() =>
    dispatch(setFolderOnTop({ id: folder.id, visible: !folder.is_visible })).unwrap(),
  );
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: folder.id,
  });
  return (
    <li
      ref={setNodeRef}
      className="sf-folders__row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* The sortable's keyboard and ARIA attributes go on the handle, not the row
          (docs/page/favorite-folders.md). */}
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sf-control sf-control--secondary sf-folders__handle"
        {...attributes}
        {...listeners}
        aria-label={t('reorder')}
      >
        ⇅
      </button>
      {editing ? (
        <NameForm
          initial={folder.name}
          onOutside={onCancelEdit}
          onSubmit={(name) =>
            dispatch(renameFolderTo({ id: folder.id, name }))
              .unwrap()
              .then(onCancelEdit)
          }
        />
      ) : (
        <span className="sf-folders__name">{folder.name}</span>
      )}
      <span className="sf-folders__count">{t('folder_count', { count: folder.item_count })}</span>
      <label className="sf-folders__on-top">
        <input type="checkbox" checked={folder.is_visible} onChange={onTop.run} />
        {t('show_on_top')}
      </label>
      <span className="sf-folders__actions">
        {/* Not a press outside the rename form: the same button closes it. */}
        <button
          type="button"
          className="sf-control sf-control--secondary"
          onMouseDown={(event) => event.stopPropagation()}
          onClick={onRename}
        >
          {t('rename')}
        </button>
        <button type="button" className="sf-control sf-control--secondary" onClick={onDelete}>
          {t('delete')}
        </button>
      </span>
      <span className="sf-folders__messages">
        {/* Always present, so the mark is announced when it appears (see favorite-item). */}
        <span role="status" className="sf-folders__mark">
          {onTop.mark ? t('settings_completed') : null}
        </span>
        {onTop.error !== null && (
          <span role="alert" className="sf-folders__error">
            {onTop.error}
          </span>
        )}
      </span>
    </li>
  );
}
