import { createFolder, fetchFolders } from '../../src/api/folders';
import { deleteFolder, renameFolder, saveFolderOrder, setFolderVisible } from '../../src/api/folder-edits';
import { answer } from './helpers';

const folderList = (reply: unknown) => answer('get', '*/maniax/favorite/folder/ajax', reply);

describe('fetchFolders', () => {
  it('GET with _ and type; folders sorted by sort_no; quirks normalised', async () => {
    const seen = folderList({
      result: true,
      data: {
        folders: {
          0: { id: 12, name: 'B', item_count: '3', is_visible: '1', sort_no: '1', type: 'wishlist' },
          1: { id: '7', name: 'A <3', item_count: 0, is_visible: 0, sort_no: 0 },
        },
        unclassified: { id: null, name: '未分類', item_count: '5', is_visible: true, sort_no: null },
      },
    });
    await expect(fetchFolders('maniax', 'c1', 'wishlist')).resolves.toEqual({
      folders: [
        { id: '7', name: 'A <3', item_count: 0, is_visible: false, sort_no: 0, type: 'wishlist' },
        { id: '12', name: 'B', item_count: 3, is_visible: true, sort_no: 1, type: 'wishlist' },
      ],
      unclassified: {
        id: null,
        name: '未分類',
        item_count: 5,
        is_visible: true,
        sort_no: 0,
        type: 'wishlist',
      },
    });
    expect(seen[0]?.query).toEqual({ _: 'c1', type: 'wishlist' });
  });

  it('accepts data as an array where the null-id folder is unclassified', async () => {
    folderList({
      result: 1,
      data: [
        { id: null, name: 'U', item_count: 2, sort_no: 0 },
        { id: 3, name: 'X', item_count: 1, sort_no: 0, is_visible: 1 },
      ],
    });
    await expect(fetchFolders('maniax', 'c1', 'followlist')).resolves.toEqual({
      folders: [{ id: '3', name: 'X', item_count: 1, is_visible: true, sort_no: 0, type: 'followlist' }],
      unclassified: { id: null, name: 'U', item_count: 2, is_visible: false, sort_no: 0, type: 'followlist' },
    });
  });

  it('empty folders as [] and a missing unclassified get defaults', async () => {
    folderList({ result: true, data: { folders: [] } });
    await expect(fetchFolders('maniax', 'c1', 'searchword')).resolves.toEqual({
      folders: [],
      unclassified: { id: null, name: '', item_count: 0, is_visible: false, sort_no: 0, type: 'searchword' },
    });
  });

  it.each([
    ['result false', { result: false, msg: 'ng' }, { kind: 'result', msg: 'ng' }],
    ['unreadable data', { result: true, data: 'x' }, { kind: 'parse' }],
  ])('%s: a failure', async (_, reply, failure) => {
    folderList(reply);
    await expect(fetchFolders('maniax', 'c1', 'wishlist')).rejects.toMatchObject(failure);
  });
});

describe('folder actions', () => {
  const folderPost = (reply: unknown = { result: true }) =>
    answer('post', '*/maniax/favorite/folder/ajax', reply);

  it('createFolder: type, action=add, folders[0][type,name] → id from data.folder.id', async () => {
    const seen = folderPost({ result: true, data: { folder: { id: 99 } }, msg: '' });
    await expect(createFolder('maniax', 'wishlist', 'New & 1')).resolves.toEqual({ id: '99' });
    expect(seen[0]?.body).toBe(
      'type=wishlist&action=add&folders[0][type]=wishlist&folders[0][name]=New+%26+1',
    );
  });

  it('createFolder without data.folder.id → parse error', async () => {
    folderPost({ result: true, data: [] });
    await expect(createFolder('maniax', 'wishlist', 'N')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('edits: rename, is_visible 1/0, the order as sort_no = index, delete with delete_item 1/0', async () => {
    const seen = folderPost();
    await renameFolder('maniax', 'followlist', '12', 'R');
    await setFolderVisible('maniax', 'wishlist', '12', true);
    await setFolderVisible('maniax', 'wishlist', '12', false);
    await saveFolderOrder('maniax', 'wishlist', ['12', '7']);
    await deleteFolder('maniax', 'wishlist', '12', true);
    await deleteFolder('maniax', 'wishlist', '12', false);
    const edit = 'type=wishlist&action=edit&folders[0][type]=wishlist&folders[0][id]=12';
    expect(seen.map((c) => c.body)).toEqual([
      'type=followlist&action=edit&folders[0][type]=followlist&folders[0][id]=12&folders[0][name]=R',
      `${edit}&folders[0][is_visible]=1`,
      `${edit}&folders[0][is_visible]=0`,
      `${edit}&folders[0][sort_no]=0&folders[1][type]=wishlist&folders[1][id]=7&folders[1][sort_no]=1`,
      'type=wishlist&action=delete&folder_id=12&delete_item=1',
      'type=wishlist&action=delete&folder_id=12&delete_item=0',
    ]);
  });

  it('result false with msg, result 0 without msg', async () => {
    folderPost({ result: false, msg: 'フォルダ名が重複しています' });
    await expect(renameFolder('maniax', 'wishlist', '1', 'x')).rejects.toMatchObject({
      kind: 'result',
      msg: 'フォルダ名が重複しています',
    });
    folderPost({ result: '0' });
    await expect(deleteFolder('maniax', 'wishlist', '1', false)).rejects.toMatchObject({
      kind: 'result',
      msg: '',
    });
  });
});
