import type { ItemChangeElsewhere } from '../../store/ui-slice';

/** The notice that replaces a row that left its list. */
export type NoticeView =
  /** `folderName` '' when another tab moved it: the name is then looked up by `folderId` in the list. */
  | { kind: 'moved'; folderName: string; folderId?: string | null }
  /** `relationId` '' when another tab deleted it: that tab holds the undo. */
  | { kind: 'deleted'; relationId: string; folderId: string | null };

/** What an item row shows: the row, the row fading out before its notice, or the notice. */
export type ItemView = { kind: 'row' } | { kind: 'leaving'; next: NoticeView } | NoticeView;

export interface ItemState {
  /** The item's folder (null: unclassified); `name` '' when it is to be named from the folder list. */
  folder: { id: string | null; name: string };
  view: ItemView;
  /** A request for this item is under way: its controls are disabled. */
  pending: boolean;
  /** The last request's failure, shown under the row. */
  error: string | null;
}

/**
 * What happens to an item row: a request sent, failed or done (moved, deleted, restored), the row's fade
 * ending, or a change made in another of the shopper's tabs. `root`: the list of every folder, where a
 * moved item stays and only its folder link changes.
 */
export type ItemEvent =
  | { type: 'sent' }
  /** `message` null when the failure is shown elsewhere (beside the new folder's name). */
  | { type: 'failed'; message: string | null }
  | { type: 'moved'; folderId: string | null; folderName: string; root: boolean }
  /** `folderId`: the folder the item was deleted from, where Undo puts it back. */
  | { type: 'deleted'; relationId: string; folderId: string | null }
  | { type: 'restored' }
  | { type: 'faded' }
  | { type: 'elsewhere'; change: ItemChangeElsewhere; root: boolean };

const ROW: ItemView = { kind: 'row' };
const leave = (next: NoticeView): ItemView => ({ kind: 'leaving', next });

export const initialItemState = (folderId: string | null, folderName: string): ItemState => ({
  folder: { id: folderId, name: folderName },
  view: ROW,
  pending: false,
  error: null,
});

/**
 * The row's views and transitions; the row's fade and focus follow `view` in the component. A change made
 * in another tab is shown as this tab would show its own: the row leaves with "Moved to …" or "Deleted"
 * (without undo), or comes back; on the root list a move only changes the folder link.
 */
export function itemReducer(state: ItemState, event: ItemEvent): ItemState {
  const { view, folder } = state;
  switch (event.type) {
    case 'sent':
      return { ...state, pending: true, error: null };
    case 'failed':
      return { ...state, pending: false, error: event.message };
    case 'moved':
      return event.root
        ? { ...state, pending: false, folder: { id: event.folderId, name: event.folderName } }
        : { ...state, pending: false, view: leave({ kind: 'moved', folderName: event.folderName }) };
    case 'deleted':
      return {
        ...state,
        pending: false,
        view: leave({ kind: 'deleted', relationId: event.relationId, folderId: event.folderId }),
      };
    case 'restored':
      return { ...state, pending: false, view: ROW };
    case 'faded':
      return view.kind === 'leaving' ? { ...state, view: view.next } : state;
  }
  const { action, folderId } = event.change;
  const next = { ...state, error: null };
  if (action === 'deleted')
    return view.kind === 'row'
      ? { ...next, view: leave({ kind: 'deleted', relationId: '', folderId: folder.id }) }
      : next;
  if (event.root) return { ...next, folder: { id: folderId, name: '' }, view: ROW };
  // Back in this list's folder: an undo, or moved back.
  if (folderId === folder.id) return { ...next, view: ROW };
  const moved: NoticeView = { kind: 'moved', folderName: '', folderId };
  if (view.kind === 'row') return { ...next, view: leave(moved) };
  // Already gone: the notice names the new folder (a fade under way ends with its own).
  return view.kind === 'leaving' ? next : { ...next, view: moved };
}
