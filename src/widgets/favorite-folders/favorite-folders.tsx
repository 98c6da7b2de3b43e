import '../../i18n/labels/cards';
import '../../i18n/labels/folders';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { AccountLinks } from '../../components/account-links/account-links';
import { useRef, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectFolderList, selectFolderLoadError } from '../../store/folder-selectors';
import { useIsMember } from '../../store/use-member';
import { CreateFolder } from './create-folder';
import { DeleteDialog } from './delete-dialog';
import { SaveOrderBar } from './save-order-bar';
import { SortableFolderList } from './sortable-folder-list';
import { UnclassifiedRow } from './unclassified-row';
import { useDeleteRefocus } from './use-delete-refocus';
import { useFolderOrder, type SavedFolder } from './use-folder-order';
import { useMessage } from './use-message';
import favoriteFoldersStyles from './favorite-folders.css?inline';

adoptStyles(favoriteFoldersStyles);

// The tests import the reorder rule from the widget's module.
export { reorderIds } from './use-folder-order';

/**
 * `favorite-folders` (docs/page/favorite-folders.md): create, rename, show on top, reorder, save order,
 * delete.
 */
export default function FavoriteFolders() {
  const list = useAppSelector(selectFolderList);
  const loadError = useAppSelector(selectFolderLoadError);
  const member = useIsMember();
  const message = useMessage();
  const folders = (list?.folders ?? []).filter((f): f is SavedFolder => f.id !== null);
  const { ids, serverIds, reorder } = useFolderOrder(folders);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const deleted = useDeleteRefocus(sectionRef, serverIds);

  const deleting = folders.find((f) => f.id === deletingId);

  // A guest has no folders, and the store refuses a guest's folder changes (docs/behaviour.md "Members and
  // guests"): no create control that could only fail, but what a guest can do, sign up or log in.
  if (!member)
    return (
      <section ref={sectionRef} className="sf-folders">
        <AccountLinks />
      </section>
    );

  return (
    <section ref={sectionRef} className="sf-folders">
      <CreateFolder names={folders.map((f) => f.name)} />
      {/* A member's list that could not load says so, rather than look like a member without folders. */}
      {!list && loadError !== null && (
        <p role="alert" className="sf-folders__error">
          {message(loadError)}
        </p>
      )}
      <SortableFolderList folders={folders} ids={ids} onReorder={reorder} onDelete={setDeletingId} />
      {list && <UnclassifiedRow folder={list.unclassified} />}
      {/* Below the list: shown once the list is in, so that the list's arrival does not move it. */}
      {list && <SaveOrderBar ids={ids} />}
      {deleting && (
        <DeleteDialog
          folder={deleting}
          onClose={() => setDeletingId(null)}
          onDeleted={() => deleted(deleting.id, ids.indexOf(deleting.id))}
        />
      )}
    </section>
  );
}
