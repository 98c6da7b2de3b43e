import '../../i18n/labels/cards';
import '../../i18n/labels/mypage';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { AccountLinks } from '../../components/account-links/account-links';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { usePageConfig } from '../../config/page-config-context';
import { pageTypeFromLayout } from '../../domain/mypage-links';
import type { FavoriteFolder } from '../../domain/models';
import { favoriteFolder, unclassifiedFolder } from '../../domain/routes';
import { usePopupTrigger } from '../../components/popup/use-popup-trigger';
import { useI18n } from '../../i18n/i18n-context';
import { useIsland } from '../../islands/island-context';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { selectFavoriteType, selectFolderLinkSegment, selectFolderList } from '../../store/folder-selectors';
import { selectFolderPopupOpen } from '../../store/ui-selectors';
import { useIsMember } from '../../store/use-member';
import { favoriteFolderPopupToggled } from '../../store/ui-slice';
import type { FavoriteItemProps } from './definition';
import { ItemLine } from './item-line';
import { ItemNotice } from './item-notice';
import { MENU_ITEM_SELECTOR } from './item-popup';
import { initialItemState, itemReducer } from './item-view';
import { useChangesElsewhere } from './use-changes-elsewhere';
import { useItemRequests } from './use-item-requests';
import { useRowFade } from './use-row-fade';
import favoriteItemStyles from './favorite-item.css?inline';

adoptStyles(favoriteItemStyles);

const EMPTY_FOLDERS: readonly FavoriteFolder[] = [];

/**
 * `favorite-item` (docs/page/favorite-item.md): the server row stays; this adds the popup, moved/undo rows
 * and the folder link.
 */
export default function FavoriteItem({ itemId, folderId: initialFolderId, folderName }: FavoriteItemProps) {
  const { t } = useI18n();
  const { site } = usePageConfig();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { element } = useIsland();
  const type = useAppSelector(selectFavoriteType);
  const member = useIsMember();
  // The folder link keeps the page's own type segment ('mygenre' stays), as the folder menu's links do.
  const linkType = useAppSelector(selectFolderLinkSegment) ?? '';
  const folders = useAppSelector((s) => selectFolderList(s)?.folders ?? EMPTY_FOLDERS);
  const open = useAppSelector((s) => selectFolderPopupOpen(s, itemId));
  const [{ folder, view, pending, error }, step] = useReducer(itemReducer, null, () =>
    initialItemState(initialFolderId, folderName),
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
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

  useRowFade(
    element,
    view.kind,
    useCallback(() => step({ type: 'faded' }), []),
  );

  // The control that had focus (the menu, or Undo) leaves with the view it was in: put focus on what
  // replaces it, unless the user has moved it elsewhere meanwhile.
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

  useChangesElsewhere(itemId, (change) => {
    close();
    step({ type: 'elsewhere', change, root: isRoot });
  });

  // Another widget closing the popup must not leave it mounted; unmounting closes it too.
  useEffect(() => () => close(), [close]);

  const folderNameOf = (id: string | null, fallback: string): string => {
    if (id === null) return t('unclassified');
    return folders.find((f) => f.id === id)?.name ?? fallback;
  };
  // The unclassified folder is named by the page's label, whatever name the server sent (an English page
  // would otherwise read 未分類).
  const shownName = folder.id !== null && folder.name !== '' ? folder.name : folderNameOf(folder.id, '');

  const requests = useItemRequests({
    itemId,
    folderId: folder.id,
    root: isRoot,
    step,
    folderNameOf,
    close,
    focusTrigger,
  });

  if (!type) return null;

  const folderLink = isRoot
    ? {
        href:
          folder.id === null ? unclassifiedFolder(site, linkType) : favoriteFolder(site, linkType, folder.id),
        name: shownName,
      }
    : null;
  // A guest has no folders, and the store refuses a guest's moves and deletes (docs/behaviour.md "Members
  // and guests"): no item menu that could only fail, but what a guest can do, sign up or log in, on the
  // row's line.
  if (!member)
    return (
      <div ref={rootRef} className="sf-favorite-item">
        <div className="sf-favorite-item__line">
          {folderLink && (
            <a className="sf-favorite-item__folder" href={folderLink.href}>
              {folderLink.name}
            </a>
          )}
          <AccountLinks className="sf-account-links sf-favorite-item__account" />
        </div>
      </div>
    );
  // A failure shows under the row, or under "Deleted" when Undo failed.
  const showsAlert = error !== null && (view.kind === 'row' || view.kind === 'deleted');

  return (
    <div
      ref={rootRef}
      className="sf-favorite-item"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <ItemNotice
        ref={statusRef}
        view={view}
        folderNameOf={folderNameOf}
        pending={pending}
        onUndo={requests.onUndo}
      />
      {view.kind === 'row' && (
        <ItemLine
          folderLink={folderLink}
          triggerProps={triggerProps}
          open={open}
          onToggle={() => dispatch(favoriteFolderPopupToggled(itemId))}
          popup={{
            popupProps,
            folders,
            currentFolderId: folder.id,
            pending,
            ...requests,
            onClose: () => {
              close();
              focusTrigger();
            },
          }}
        />
      )}
      {showsAlert && (
        <p role="alert" className="sf-favorite-item__error">
          {error}
        </p>
      )}
    </div>
  );
}
