import '../../i18n/labels/cards';
import '../../i18n/labels/mypage';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { pageTypeFromLayout } from '../../domain/mypage-links';
import { defaultFolderName } from '../../domain/folder-name';
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
import { ItemLine } from './item-line';
import { ItemNotice } from './item-notice';
import { MENU_ITEM_SELECTOR } from './item-popup';
import { isNameError, type ItemView as View } from './item-view';
import { useChangesElsewhere } from './use-changes-elsewhere';
import { useRowFade } from './use-row-fade';
import favoriteItemStyles from './favorite-item.css?inline';

adoptStyles(favoriteItemStyles);

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

  // A move, delete or undo of this item in another of the shopper's tabs, shown as this tab
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
  useChangesElsewhere(itemId, applyElsewhere);

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
  const hasNotice = (view.kind === 'moved' && movedTo !== '') || view.kind === 'deleted';
  const content =
    view.kind === 'deleted' ? (
      alert
    ) : view.kind === 'row' ? (
      <>
        <ItemLine
          folderLink={
            isRoot
              ? {
                  href:
                    folder.id === null
                      ? unclassifiedFolder(site, linkType)
                      : favoriteFolder(site, linkType, folder.id),
                  name: shownName,
                }
              : null
          }
          triggerProps={triggerProps}
          open={open}
          onToggle={() => dispatch(favoriteFolderPopupToggled(itemId))}
          popup={{
            popupProps,
            folders,
            currentFolderId: folder.id,
            defaultName,
            pending,
            onMove,
            onCreate,
            onDelete,
            onClose: () => {
              close();
              focusTrigger();
            },
          }}
        />
        {alert}
      </>
    ) : null;

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
        tabIndex={hasNotice ? -1 : undefined}
        className={hasNotice ? 'sf-favorite-item__notice' : undefined}
      >
        <ItemNotice view={view} movedTo={movedTo} pending={pending} onUndo={onUndo} />
      </div>
      {content}
    </div>
  );
}
