import { adoptStyles } from '../../components/styles/adopt-styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { pageTypeFromLayout } from '../../domain/favorite-page';
import { defaultFolderName, type FolderNameError } from '../../domain/folder-name';
import type { FavoriteFolder } from '../../domain/models';
import { favoriteFolder, unclassifiedFolder } from '../../domain/routes';
import { usePopupTrigger } from '../../components/popup/use-popup-trigger';
import { useI18n } from '../../i18n/i18n-context';
import { useIsland } from '../../islands/island-context';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import {
  createFolderAndMove,
  deleteItemRow,
  moveItemTo,
  recoverItemRow,
  type MovedItem,
} from '../../store/item-thunks';
import { favoriteFolderPopupToggled, type ItemChangeElsewhere } from '../../store/ui-slice';
import type { FavoriteItemProps } from './definition';
import { ItemPopup, MENU_ITEM_SELECTOR } from './item-popup';
import { useRowFade } from './use-row-fade';
import favoriteItemStyles from './favorite-item.css?inline';

adoptStyles(favoriteItemStyles);

const NAME_ERRORS: readonly string[] = ['folder_name_empty', 'folder_name_long', 'folder_name_illegal'];
const isNameError = (reason: unknown): reason is FolderNameError =>
  typeof reason === 'string' && NAME_ERRORS.includes(reason);

type View =
  | { kind: 'row' }
  | { kind: 'leaving' }
  /** `folderName` '' when another tab moved it: the name is then looked up by `folderId` in the list. */
  | { kind: 'moved'; folderName: string; folderId?: string | null }
  | { kind: 'deleted'; relationId: string; folderId: string | null };

const EMPTY_FOLDERS: readonly FavoriteFolder[] = [];

/** Contract 4 `favorite-item`: the server row stays; this adds the popup, moved/undo rows and the folder link. */
export default function FavoriteItem({ itemId, folderId: initialFolderId, folderName }: FavoriteItemProps) {
  const { t, locale } = useI18n();
  const { site } = usePageConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { element } = useIsland();
  const type = useAppSelector((s) => s.folders.favoriteType);
  // The folder link keeps the page's own type segment ('mygenre' stays), as the folder menu's links do.
  const linkType = useAppSelector((s) => s.folders.linkSegment) ?? '';
  const folders = useAppSelector((s) => s.folders.list?.folders ?? EMPTY_FOLDERS);
  const open = useAppSelector((s) => s.ui.favoriteFolderPopupItemId === itemId);
  const [folder, setFolder] = useState<{ id: string | null; name: string }>({
    id: initialFolderId,
    name: folderName,
  });
  const [view, setView] = useState<View>({ kind: 'row' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { hideRow, showRow } = useRowFade(element);
  const isRoot = type !== null && pageTypeFromLayout(store.context.layout ?? '', type) === 'root';

  /** Closes this item's popup only when it is still the open one (another item may have opened since). */
  const close = useCallback(() => {
    if (store.getState().ui.favoriteFolderPopupItemId === itemId)
      dispatch(favoriteFolderPopupToggled(itemId));
  }, [store, dispatch, itemId]);

  // Esc, a press outside the widget, or focus leaving it (onBlur below) closes the popup.
  const { triggerProps, popupProps, focusTrigger } = usePopupTrigger({
    kind: 'menu',
    open,
    busy: pending,
    onDismiss: close,
    inside: [rootRef],
    initialFocus: MENU_ITEM_SELECTOR,
  });

  // The control that had focus (the popup, or Undo) leaves with the view it was in: put focus on what
  // replaces it, unless the user has moved it elsewhere meanwhile.
  const statusRef = useRef<HTMLDivElement>(null);
  const previousKind = useRef(view.kind);
  useEffect(() => {
    const before = previousKind.current;
    previousKind.current = view.kind;
    if (before === view.kind) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && !rootRef.current?.contains(active)) return;
    if (view.kind === 'moved' || view.kind === 'deleted')
      (statusRef.current?.querySelector('button') ?? statusRef.current)?.focus();
    else if (view.kind === 'row' && before === 'deleted') focusTrigger();
  }, [view.kind, focusTrigger]);

  // A move, delete or undo of this item in another of the shopper's tabs (issue 13), shown as this tab
  // would show its own: the row leaves with "Moved to …" or "Deleted" (no undo here: the other tab holds
  // it), or comes back. On the root page a move only changes the folder link.
  const applyElsewhere = (change: ItemChangeElsewhere) => {
    close();
    setError(null);
    const leave = (next: View) => {
      setView({ kind: 'leaving' });
      hideRow(() => setView(next));
    };
    const back = () => {
      if (view.kind === 'row') return;
      showRow();
      setView({ kind: 'row' });
    };
    if (change.action === 'deleted') {
      if (view.kind === 'row') leave({ kind: 'deleted', relationId: '', folderId: folder.id });
    } else if (isRoot) {
      setFolder({ id: change.folderId, name: '' });
      back();
    } else if (change.folderId === folder.id) {
      back(); // back in this page's folder: an undo, or moved back
    } else if (view.kind === 'row') {
      leave({ kind: 'moved', folderName: '', folderId: change.folderId });
    } else if (view.kind !== 'leaving') {
      setView({ kind: 'moved', folderName: '', folderId: change.folderId });
    }
  };
  const applyElsewhereRef = useRef(applyElsewhere);
  useEffect(() => {
    applyElsewhereRef.current = applyElsewhere;
  });
  useEffect(() => {
    let applied = 0;
    let live = true;
    const check = () => {
      if (!live) return;
      const change = store.getState().ui.itemsElsewhere[itemId];
      if (!change || change.seq === applied) return;
      applied = change.seq;
      applyElsewhereRef.current(change);
    };
    const unsubscribe = store.subscribe(check);
    // A change that came in while this island was waiting to render.
    queueMicrotask(check);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, itemId]);

  // Another widget closing the popup must not leave it mounted; unmounting closes it too.
  useEffect(() => () => close(), [close]);

  const folderNameOf = (id: string | null, fallback: string): string => {
    if (id === null) return t('unclassified');
    return folders.find((f) => f.id === id)?.name ?? fallback;
  };
  // The unclassified folder is named by the page's label, whatever name the server sent (an English page
  // would otherwise read 未分類).
  const shownName = folder.id !== null && folder.name !== '' ? folder.name : folderNameOf(folder.id, '');

  const defaultName = useMemo(
    () =>
      defaultFolderName(
        t('new_folder'),
        locale === 'en' ? ' ' : '',
        folders.map((f) => f.name),
      ),
    [t, locale, folders],
  );

  const failed = (reason: unknown): string =>
    typeof reason === 'string' && reason !== '' ? reason : t('failed');

  const moved = (result: MovedItem, name: string) => {
    close();
    if (isRoot) {
      setFolder({ id: result.folderId, name });
      focusTrigger();
      return;
    }
    setView({ kind: 'leaving' });
    hideRow(() => setView({ kind: 'moved', folderName: name }));
  };

  const onMove = (folderId: string | null) => {
    setPending(true);
    setError(null);
    dispatch(moveItemTo({ itemId, folderId }))
      .unwrap()
      .then((result) => moved(result, folderNameOf(result.folderId, result.folderName)))
      .catch((reason: unknown) => setError(failed(reason)))
      .finally(() => setPending(false));
  };

  const onCreate = async (name: string): Promise<string | null> => {
    setPending(true);
    setError(null);
    try {
      const result = await dispatch(createFolderAndMove({ itemId, name })).unwrap();
      moved(result, result.folderName);
      return null;
    } catch (reason) {
      if (isNameError(reason)) return t(reason);
      return failed(reason);
    } finally {
      setPending(false);
    }
  };

  const onDelete = () => {
    setPending(true);
    setError(null);
    const from = folder.id;
    dispatch(deleteItemRow({ itemId }))
      .unwrap()
      .then(({ relation_id }) => {
        close();
        setView({ kind: 'leaving' });
        hideRow(() => setView({ kind: 'deleted', relationId: relation_id, folderId: from }));
      })
      .catch((reason: unknown) => setError(failed(reason)))
      .finally(() => setPending(false));
  };

  const onUndo = (relationId: string, folderId: string | null) => {
    setPending(true);
    setError(null);
    dispatch(recoverItemRow({ itemId, folderId, relationId }))
      .unwrap()
      .then(() => {
        showRow();
        setView({ kind: 'row' });
      })
      .catch((reason: unknown) => setError(failed(reason)))
      .finally(() => setPending(false));
  };

  if (!type) return null;

  const alert =
    error !== null ? (
      <p role="alert" className="sf-favorite-item__error">
        {error}
      </p>
    ) : null;

  // One wrapper for every view, and the status region always in it (empty while the row shows): a live
  // region inserted together with its text is often not announced.
  // A move made in another tab names its folder from the list: a folder created there is named once this
  // tab's list has reloaded, and until then the notice waits rather than read "Moved to ."
  const movedTo =
    view.kind === 'moved'
      ? view.folderName !== ''
        ? view.folderName
        : folderNameOf(view.folderId ?? null, '')
      : '';
  const notice =
    view.kind === 'moved' ? (
      movedTo !== '' ? (
        t('moved_to', { folder: movedTo })
      ) : null
    ) : view.kind === 'deleted' ? (
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
    ) : null;
  let content = view.kind === 'deleted' ? alert : null;
  if (view.kind === 'row') {
    content = (
      <>
        <div className="sf-favorite-item__line">
          {isRoot && (
            <a
              className="sf-favorite-item__folder"
              href={
                folder.id === null
                  ? unclassifiedFolder(site, linkType)
                  : favoriteFolder(site, linkType, folder.id)
              }
            >
              {shownName}
            </a>
          )}
          <span className="sf-favorite-item__anchor">
            <button
              type="button"
              className="sf-favorite-item__trigger"
              {...triggerProps}
              onClick={() => dispatch(favoriteFolderPopupToggled(itemId))}
            >
              {t('item_menu')}
            </button>
            {open && (
              <ItemPopup
                popupProps={popupProps}
                folders={folders}
                currentFolderId={folder.id}
                defaultName={defaultName}
                pending={pending}
                onMove={onMove}
                onCreate={onCreate}
                onDelete={onDelete}
                onClose={() => {
                  close();
                  focusTrigger();
                }}
              />
            )}
          </span>
        </div>
        {alert}
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      className="sf-favorite-item"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <div
        ref={statusRef}
        role="status"
        tabIndex={notice === null ? undefined : -1}
        className={notice === null ? undefined : 'sf-favorite-item__notice'}
      >
        {notice}
      </div>
      {content}
    </div>
  );
}
