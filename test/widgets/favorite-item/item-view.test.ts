import {
  initialItemState,
  itemReducer,
  type ItemEvent,
  type ItemState,
} from '../../../src/widgets/favorite-item/item-view';
import type { ItemChangeElsewhere } from '../../../src/store/ui-slice';

const row = initialItemState('11', 'Buy later');
const run = (state: ItemState, ...events: ItemEvent[]) => events.reduce(itemReducer, state);
const elsewhere = (change: Omit<ItemChangeElsewhere, 'seq'>, root = false): ItemEvent => ({
  type: 'elsewhere',
  change: { ...change, seq: 1 },
  root,
});
const movedNotice = { kind: 'moved', folderName: 'Voice' } as const;
const deletedNotice = { kind: 'deleted', relationId: 'rel-1', folderId: '11' } as const;
const leaving = { ...row, view: { kind: 'leaving', next: movedNotice } } satisfies ItemState;
const moved = { ...row, view: movedNotice } satisfies ItemState;
const deleted = { ...row, view: deletedNotice } satisfies ItemState;

// Moved on a folder list or on the root list, deleted and undone, as the shopper sees it: the stories of
// favorite-item/actions ("moved to another folder", "moved on the root list: the folder link follows",
// "deleted, then undone") and test/widgets/favorite-item/favorite-item.test.tsx.
describe('favorite-item view states', () => {
  it('a request: pending and the last failure cleared; a failure ends it with its message', () => {
    const sent = run({ ...row, error: 'old' }, { type: 'sent' });
    expect(sent).toEqual({ ...row, pending: true });
    expect(run(sent, { type: 'failed', message: 'Communication failed' })).toEqual({
      ...row,
      error: 'Communication failed',
    });
    // A folder name refused: shown beside the name, nothing under the row.
    expect(run(sent, { type: 'failed', message: null })).toEqual(row);
    // A failed undo keeps the notice, with the failure under it.
    expect(run(deleted, { type: 'sent' }, { type: 'failed', message: 'x' })).toEqual({
      ...deleted,
      error: 'x',
    });
  });

  it('a fade ending when no fade is under way changes nothing', () => {
    for (const state of [row, moved, deleted]) expect(run(state, { type: 'faded' })).toBe(state);
  });

  describe('a change made in another tab', () => {
    it('deleted there: the row leaves with "deleted" and no undo; a row already gone stays as it is', () => {
      expect(run({ ...row, error: 'x' }, elsewhere({ action: 'deleted', folderId: null }))).toEqual({
        ...row,
        view: { kind: 'leaving', next: { kind: 'deleted', relationId: '', folderId: '11' } },
      });
      for (const state of [leaving, moved, deleted])
        expect(run(state, elsewhere({ action: 'deleted', folderId: null }))).toEqual(state);
    });

    it('moved there: the row leaves with "moved to", named from the list by the folder id', () => {
      expect(run(row, elsewhere({ action: 'moved', folderId: '12' }))).toEqual({
        ...row,
        view: { kind: 'leaving', next: { kind: 'moved', folderName: '', folderId: '12' } },
      });
      // Already gone: the notice names the new folder; a fade under way ends with its own.
      const there = { kind: 'moved', folderName: '', folderId: null };
      expect(run(moved, elsewhere({ action: 'moved', folderId: null }))).toEqual({ ...row, view: there });
      expect(run(deleted, elsewhere({ action: 'moved', folderId: null }))).toEqual({ ...row, view: there });
      expect(run(leaving, elsewhere({ action: 'moved', folderId: null }))).toEqual(leaving);
    });

    it("back in this list's folder (an undo there, or moved back): the row returns", () => {
      for (const state of [row, leaving, moved, deleted]) {
        expect(run(state, elsewhere({ action: 'recovered', folderId: '11' }))).toEqual(row);
        expect(run(state, elsewhere({ action: 'moved', folderId: '11' }))).toEqual(row);
      }
    });

    it('on the root list: the folder link follows and the row stays (or returns)', () => {
      for (const state of [row, deleted])
        expect(run(state, elsewhere({ action: 'moved', folderId: '12' }, true))).toEqual({
          ...row,
          folder: { id: '12', name: '' },
        });
    });

    it('clears a failure shown, and leaves a request under way pending', () => {
      const sent = run({ ...row, error: 'x' }, { type: 'sent' });
      expect(run({ ...row, error: 'x' }, elsewhere({ action: 'moved', folderId: '11' }))).toEqual(row);
      expect(run(sent, elsewhere({ action: 'moved', folderId: '12' })).pending).toBe(true);
    });
  });
});
