import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { defaultFolderName } from '../../domain/folder-name';
import type { FavoriteFolder } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadFolders } from '../../store/folders-slice';
import {
  createFolderNamed,
  renameFolderTo,
  saveFolderSortOrder,
  setFolderOnTop,
} from '../../store/folder-thunks';
import { DeleteDialog } from './delete-dialog';
import { useMessage } from './use-message';
import './favorite-folders.css';

const MARK_MS = 1000;

/** The new order after a drag ends over another folder (exported for tests). */
export function reorderIds(ids: readonly string[], event: Pick<DragEndEvent, 'active' | 'over'>): string[] {
  const from = ids.indexOf(String(event.active.id));
  const to = event.over ? ids.indexOf(String(event.over.id)) : -1;
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

interface NameFormProps {
  initial: string;
  onSubmit: (name: string) => Promise<unknown>;
  onOutside?: () => void;
}

function NameForm({ initial, onSubmit, onOutside }: NameFormProps) {
  const { t } = useI18n();
  const message = useMessage();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!onOutside) return;
    const onDown = (event: MouseEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [onOutside]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onSubmit(value).catch((reason: unknown) => setError(message(reason)));
  };
  return (
    <form ref={ref} className="sf-folders__form" onSubmit={submit}>
      <input
        type="text"
        aria-label={t('folder_name')}
        value={value}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit">{t('save')}</button>
      {error !== null && (
        <span role="alert" className="sf-folders__error">
          {error}
        </span>
      )}
    </form>
  );
}

interface RowProps {
  folder: FavoriteFolder & { id: string };
  editing: boolean;
  onRename: () => void;
  onCancelEdit: () => void;
  onDelete: () => void;
}

function FolderRow({ folder, editing, onRename, onCancelEdit, onDelete }: RowProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const message = useMessage();
  const [error, setError] = useState<string | null>(null);
  const [mark, setMark] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: folder.id,
  });
  useEffect(() => {
    if (!mark) return;
    const timer = setTimeout(() => setMark(false), MARK_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  const toggle = () => {
    setError(null);
    dispatch(setFolderOnTop({ id: folder.id, visible: !folder.is_visible }))
      .unwrap()
      .then(() => setMark(true))
      .catch((reason: unknown) => setError(message(reason)));
  };
  return (
    <li
      ref={setNodeRef}
      className="sf-folders__row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sf-folders__handle"
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
      <label>
        <input type="checkbox" checked={folder.is_visible} onChange={toggle} />
        {t('show_on_top')}
      </label>
      {/* Always present, so the mark is announced when it appears (see favorite-item). */}
      <span role="status" className="sf-folders__mark">
        {mark ? t('settings_completed') : null}
      </span>
      <button type="button" onMouseDown={(event) => event.stopPropagation()} onClick={onRename}>
        {t('rename')}
      </button>
      <button type="button" onClick={onDelete}>
        {t('delete')}
      </button>
      {error !== null && (
        <span role="alert" className="sf-folders__error">
          {error}
        </span>
      )}
    </li>
  );
}

export default function FavoriteFolders() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const message = useMessage();
  const list = useAppSelector((s) => s.folders.list);
  const folders = (list?.folders ?? []).filter((f): f is FavoriteFolder & { id: string } => f.id !== null);
  const serverIds = folders.map((f) => f.id).join('\n');
  // The unsaved local order, valid only for the server list it was made from (a reload replaces it).
  const [order, setOrder] = useState<{ base: string; ids: string[] } | null>(null);
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Where focus goes once a deleted folder's row has left: the row now in its place, else the one above.
  const refocus = useRef<{ id: string; index: number } | null>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const [sortMark, setSortMark] = useState(false);
  const [sortError, setSortError] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    void dispatch(loadFolders());
  }, [dispatch]);
  useEffect(() => {
    if (!sortMark) return;
    const timer = setTimeout(() => setSortMark(false), MARK_MS);
    return () => clearTimeout(timer);
  }, [sortMark]);

  const ids = order !== null && order.base === serverIds ? order.ids : folders.map((f) => f.id);
  useEffect(() => {
    const pending = refocus.current;
    if (pending === null || serverIds.split('\n').includes(pending.id)) return;
    refocus.current = null;
    const section = sectionRef.current;
    const active = document.activeElement;
    // Unless the user has put focus somewhere else on the page meanwhile.
    if (active !== null && active !== document.body && !section?.contains(active)) return;
    const handles = section?.querySelectorAll<HTMLElement>('.sf-folders__handle') ?? [];
    (handles[Math.min(pending.index, handles.length - 1)] ?? section?.querySelector('button'))?.focus();
    // The list may have reloaded before or after the dialog reported the delete: run on both.
  }, [serverIds, deletedCount]);
  const byId = new Map(folders.map((f) => [f.id, f]));
  const ordered = ids.map((id) => byId.get(id)).filter((f) => f !== undefined);
  const nameOf = (id: string | number) => byId.get(String(id))?.name ?? '';
  const pos = (id: string | number) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd_picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd_moved', { name: nameOf(active.id), pos: pos(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd_dropped', { name: nameOf(active.id), pos: pos(over.id), count }) : undefined,
    onDragCancel: ({ active }) => t('dnd_cancelled', { name: nameOf(active.id), pos: pos(active.id) }),
  };

  const saveOrder = () => {
    setSortError(null);
    dispatch(saveFolderSortOrder(ids))
      .unwrap()
      .then(() => setSortMark(true))
      .catch((reason: unknown) => setSortError(message(reason)));
  };
  const deleting = deletingId === null ? undefined : byId.get(deletingId);

  return (
    <section ref={sectionRef} className="sf-folders">
      {creating ? (
        <NameForm
          initial={defaultFolderName(
            t('new_folder'),
            locale === 'en' ? ' ' : '',
            folders.map((f) => f.name),
          )}
          onSubmit={(name) =>
            dispatch(createFolderNamed(name))
              .unwrap()
              .then(() => setCreating(false))
          }
        />
      ) : (
        <button type="button" onClick={() => setCreating(true)}>
          {t('create_folder')}
        </button>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ screenReaderInstructions: { draggable: t('dnd_instructions') }, announcements }}
        onDragEnd={(event) => setOrder({ base: serverIds, ids: reorderIds(ids, event) })}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ul className="sf-folders__list">
            {ordered.map((folder) => (
              <FolderRow
                key={folder.id}
                folder={folder}
                editing={editingId === folder.id}
                onRename={() => setEditingId((current) => (current === folder.id ? null : folder.id))}
                onCancelEdit={() => setEditingId(null)}
                onDelete={() => setDeletingId(folder.id)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {list && (
        <div className="sf-folders__row sf-folders__row--unclassified">
          <span className="sf-folders__name">{list.unclassified.name || t('unclassified')}</span>
          <span className="sf-folders__count">
            {t('folder_count', { count: list.unclassified.item_count })}
          </span>
          <p>{t('unclassified_notice')}</p>
        </div>
      )}
      <button type="button" onClick={saveOrder}>
        {t('save_sort_order')}
      </button>
      <span role="status">{sortMark ? t('sort_saved') : null}</span>
      {sortError !== null && (
        <span role="alert" className="sf-folders__error">
          {sortError}
        </span>
      )}
      {deleting && (
        <DeleteDialog
          folder={deleting}
          onClose={() => setDeletingId(null)}
          onDeleted={() => {
            refocus.current = { id: deleting.id, index: ids.indexOf(deleting.id) };
            setDeletedCount((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
