import type { Dispatch } from 'react';
import { isFolderNameError } from '../../domain/folder-name';
import { failureText } from '../../i18n/failure-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch } from '../../store/hooks';
import {
  createFolderAndMove,
  deleteItemRow,
  moveItemTo,
  recoverItemRow,
  type MovedItem,
} from '../../store/item-thunks';
import type { ItemEvent } from './item-view';

interface ItemRequestsOptions {
  itemId: string;
  /** The item's folder: where Undo puts it back after a delete. */
  folderId: string | null;
  /** The list of every folder: a moved item stays there, and only its folder link changes. */
  root: boolean;
  /** The row's reducer: each request's start and outcome. */
  step: Dispatch<ItemEvent>;
  /** A folder's name from the list (the unclassified one's label), else `fallback`. */
  folderNameOf: (id: string | null, fallback: string) => string;
  /** Closes the item's menu. */
  close: () => void;
  focusTrigger: () => void;
}

/** The item's requests (move, create a folder and move, delete, undo), each ending in a row event. */
export function useItemRequests(options: ItemRequestsOptions) {
  const { itemId, folderId: from, root, step, folderNameOf, close, focusTrigger } = options;
  const { t } = useI18n();
  const dispatch = useAppDispatch();

  /** Sends one request; `done` turns its result into the row's next state, a failure into an alert. */
  const request = <T>(call: () => Promise<T>, done: (result: T) => void) => {
    step({ type: 'sent' });
    call()
      .then(done)
      .catch((reason: unknown) => step({ type: 'failed', message: failureText(reason, t) }));
  };

  const moved = (result: MovedItem, name: string) => {
    close();
    step({ type: 'moved', folderId: result.folderId, folderName: name, root });
    if (root) focusTrigger();
  };

  const onMove = (folderId: string | null) =>
    request(
      () => dispatch(moveItemTo({ itemId, folderId })).unwrap(),
      (result) => moved(result, folderNameOf(result.folderId, result.folderName)),
    );

  /** Resolves to the text to show beside the new folder's name, or null once moved. */
  const onCreate = async (name: string): Promise<string | null> => {
    step({ type: 'sent' });
    try {
      const result = await dispatch(createFolderAndMove({ itemId, name })).unwrap();
      moved(result, result.folderName);
      return null;
    } catch (reason) {
      step({ type: 'failed', message: null });
      return isFolderNameError(reason) ? t(reason) : failureText(reason, t);
    }
  };

  const onDelete = () =>
    request(
      () => dispatch(deleteItemRow({ itemId })).unwrap(),
      ({ relation_id }) => {
        close();
        step({ type: 'deleted', relationId: relation_id, folderId: from });
      },
    );

  const onUndo = (relationId: string, folderId: string | null) =>
    request(
      () => dispatch(recoverItemRow({ itemId, folderId, relationId })).unwrap(),
      () => step({ type: 'restored' }),
    );

  return { onMove, onCreate, onDelete, onUndo };
}
