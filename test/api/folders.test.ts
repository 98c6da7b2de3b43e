import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { createFolder, fetchFolders } from '../../src/api/folders';
import { deleteFolder, renameFolder, saveFolderOrder, setFolderVisible } from '../../src/api/folder-edits';
import { capture, contentTypeOf, type Captured } from './helpers';

function folderPost(answer: unknown, sink: (c: Captured) => void) {
  return http.post('*/maniax/favorite/folder/ajax', async ({ request }) => {
    sink(await capture(request));
    return HttpResponse.json(answer as never);
  });
}

describe('fetchFolders', () => {
  it('GET with _ and type; folders sorted by sort_no; quirks normalised', async () => {
    let got: Captured | undefined;
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', async ({ request }) => {
        got = await capture(request);
        return HttpResponse.json({
          result: true,
          data: {
            folders: {
              0: { id: 12, name: 'B', item_count: '3', is_visible: '1', sort_no: '1', type: 'wishlist' },
              1: { id: '7', name: 'A <3', item_count: 0, is_visible: 0, sort_no: 0 },
            },
            unclassified: { id: null, name: '未分類', item_count: '5', is_visible: true, sort_no: null },
          },
        });
      }),
    );
    document.cookie = 'XSRF-TOKEN=a%2Bb';
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
    expect(got?.method).toBe('GET');
    expect(got?.path).toBe('/maniax/favorite/folder/ajax');
    expect(got?.query).toEqual({ _: 'c1', type: 'wishlist' });
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it('accepts data as an array where the null-id folder is unclassified', async () => {
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', () =>
        HttpResponse.json({
          result: 1,
          data: [
            { id: null, name: 'U', item_count: 2, sort_no: 0 },
            { id: 3, name: 'X', item_count: 1, sort_no: 0, is_visible: 1 },
          ],
        }),
      ),
    );
    await expect(fetchFolders('maniax', 'c1', 'followlist')).resolves.toEqual({
      folders: [{ id: '3', name: 'X', item_count: 1, is_visible: true, sort_no: 0, type: 'followlist' }],
      unclassified: { id: null, name: 'U', item_count: 2, is_visible: false, sort_no: 0, type: 'followlist' },
    });
  });

  it('empty folders as [] and a missing unclassified get defaults', async () => {
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', () =>
        HttpResponse.json({ result: true, data: { folders: [] } }),
      ),
    );
    await expect(fetchFolders('maniax', 'c1', 'searchword')).resolves.toEqual({
      folders: [],
      unclassified: { id: null, name: '', item_count: 0, is_visible: false, sort_no: 0, type: 'searchword' },
    });
  });

  it('result false → result error with msg; unreadable data → parse; HTML → session', async () => {
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', () => HttpResponse.json({ result: false, msg: 'ng' })),
    );
    await expect(fetchFolders('maniax', 'c1', 'wishlist')).rejects.toMatchObject({
      kind: 'result',
      msg: 'ng',
    });
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', () => HttpResponse.json({ result: true, data: 'x' })),
    );
    await expect(fetchFolders('maniax', 'c1', 'wishlist')).rejects.toMatchObject({ kind: 'parse' });
    mockServer.use(
      http.get('*/maniax/favorite/folder/ajax', () => HttpResponse.html('<html><body>login</body></html>')),
    );
    await expect(fetchFolders('maniax', 'c1', 'wishlist')).rejects.toMatchObject({
      kind: 'session',
      status: 200,
    });
  });
});

describe('folder actions', () => {
  it('createFolder: type, action=add, folders[0][type,name] → id from data.folder.id', async () => {
    let got: Captured | undefined;
    mockServer.use(folderPost({ result: true, data: { folder: { id: 99 } }, msg: '' }, (c) => (got = c)));
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(createFolder('maniax', 'wishlist', 'New & 1')).resolves.toEqual({ id: '99' });
    expect(got?.method).toBe('POST');
    expect(got?.path).toBe('/maniax/favorite/folder/ajax');
    expect(got?.body).toBe('type=wishlist&action=add&folders[0][type]=wishlist&folders[0][name]=New+%26+1');
    expect(contentTypeOf(got)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it('createFolder without data.folder.id → parse error', async () => {
    mockServer.use(folderPost({ result: true, data: [] }, () => undefined));
    await expect(createFolder('maniax', 'wishlist', 'N')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('renameFolder: action=edit folders[0][type,id,name]', async () => {
    let got: Captured | undefined;
    mockServer.use(folderPost({ result: true }, (c) => (got = c)));
    await renameFolder('maniax', 'followlist', '12', 'R');
    expect(got?.body).toBe(
      'type=followlist&action=edit&folders[0][type]=followlist&folders[0][id]=12&folders[0][name]=R',
    );
  });

  it('setFolderVisible: is_visible 1/0', async () => {
    const bodies: string[] = [];
    mockServer.use(folderPost({ result: true }, (c) => bodies.push(c.body)));
    await setFolderVisible('maniax', 'wishlist', '12', true);
    await setFolderVisible('maniax', 'wishlist', '12', false);
    expect(bodies).toEqual([
      'type=wishlist&action=edit&folders[0][type]=wishlist&folders[0][id]=12&folders[0][is_visible]=1',
      'type=wishlist&action=edit&folders[0][type]=wishlist&folders[0][id]=12&folders[0][is_visible]=0',
    ]);
  });

  it('saveFolderOrder: every folder with sort_no = index', async () => {
    let got: Captured | undefined;
    mockServer.use(folderPost({ result: true }, (c) => (got = c)));
    await saveFolderOrder('maniax', 'wishlist', ['12', '7']);
    expect(got?.body).toBe(
      'type=wishlist&action=edit' +
        '&folders[0][type]=wishlist&folders[0][id]=12&folders[0][sort_no]=0' +
        '&folders[1][type]=wishlist&folders[1][id]=7&folders[1][sort_no]=1',
    );
  });

  it('deleteFolder: action=delete, folder_id, delete_item 1/0', async () => {
    const bodies: string[] = [];
    mockServer.use(folderPost({ result: true }, (c) => bodies.push(c.body)));
    await deleteFolder('maniax', 'wishlist', '12', true);
    await deleteFolder('maniax', 'wishlist', '12', false);
    expect(bodies).toEqual([
      'type=wishlist&action=delete&folder_id=12&delete_item=1',
      'type=wishlist&action=delete&folder_id=12&delete_item=0',
    ]);
  });

  it('result false with msg, result 0 without msg, HTTP 500', async () => {
    mockServer.use(folderPost({ result: false, msg: 'フォルダ名が重複しています' }, () => undefined));
    await expect(renameFolder('maniax', 'wishlist', '1', 'x')).rejects.toMatchObject({
      kind: 'result',
      msg: 'フォルダ名が重複しています',
    });
    mockServer.use(folderPost({ result: '0' }, () => undefined));
    await expect(deleteFolder('maniax', 'wishlist', '1', false)).rejects.toMatchObject({
      kind: 'result',
      msg: '',
    });
    mockServer.use(http.post('*/maniax/favorite/folder/ajax', () => new HttpResponse('x', { status: 500 })));
    await expect(setFolderVisible('maniax', 'wishlist', '1', true)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
  });
});
