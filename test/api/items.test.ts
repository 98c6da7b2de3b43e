import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { deleteItem, moveItem, recoverItem } from '../../src/api/items';
import { capture, contentTypeOf, type Captured } from './helpers';

function itemPost(type: string, answer: unknown, sink: (c: Captured) => void) {
  return http.post(`*/maniax/mypage/${type}/ajax`, async ({ request }) => {
    sink(await capture(request));
    return HttpResponse.json(answer as never);
  });
}

describe('my-page item actions', () => {
  it('moveItem: type in the path, type=1 in the body; dst_folder read', async () => {
    let got: Captured | undefined;
    mockServer.use(
      itemPost(
        'wishlist',
        { result: true, data: { item_id: 5, dst_folder: 12, dst_folder_name: 'B' } },
        (c) => (got = c),
      ),
    );
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(moveItem('maniax', 'wishlist', '5', '12')).resolves.toEqual({
      item_id: '5',
      dst_folder: '12',
      dst_folder_name: 'B',
    });
    expect(got?.method).toBe('POST');
    expect(got?.path).toBe('/maniax/mypage/wishlist/ajax');
    expect(got?.body).toBe('type=1&action=move&item_id=5&dst_folder=12');
    expect(contentTypeOf(got)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it('moveItem to unclassified leaves dst_folder out; null/"" answer reads as null', async () => {
    let got: Captured | undefined;
    mockServer.use(
      itemPost(
        'followlist',
        { result: 1, data: { item_id: '5', dst_folder: '', dst_folder_name: null } },
        (c) => (got = c),
      ),
    );
    await expect(moveItem('maniax', 'followlist', '5', null)).resolves.toEqual({
      item_id: '5',
      dst_folder: null,
      dst_folder_name: '',
    });
    expect(got?.body).toBe('type=1&action=move&item_id=5');
  });

  it('deleteItem → relation_id', async () => {
    let got: Captured | undefined;
    mockServer.use(itemPost('searchword', { result: true, data: { relation_id: 777 } }, (c) => (got = c)));
    await expect(deleteItem('maniax', 'searchword', '5')).resolves.toEqual({ relation_id: '777' });
    expect(got?.path).toBe('/maniax/mypage/searchword/ajax');
    expect(got?.body).toBe('type=1&action=delete&item_id=5');
  });

  it('recoverItem: favorite_folder_id sent when set, left out when null', async () => {
    const bodies: string[] = [];
    mockServer.use(itemPost('wishlist', { result: true, data: [] }, (c) => bodies.push(c.body)));
    await recoverItem('maniax', 'wishlist', '5', '12', '777');
    await recoverItem('maniax', 'wishlist', '5', null, '777');
    expect(bodies).toEqual([
      'type=1&action=delete_recovery&item_id=5&favorite_folder_id=12&relation_id=777',
      'type=1&action=delete_recovery&item_id=5&relation_id=777',
    ]);
  });

  it('result false → result error with msg (or ""); HTML login → session', async () => {
    mockServer.use(itemPost('wishlist', { result: false, msg: '失敗' }, () => undefined));
    await expect(deleteItem('maniax', 'wishlist', '5')).rejects.toMatchObject({
      kind: 'result',
      msg: '失敗',
    });
    mockServer.use(itemPost('wishlist', { result: false, msg: null }, () => undefined));
    await expect(moveItem('maniax', 'wishlist', '5', null)).rejects.toMatchObject({
      kind: 'result',
      msg: '',
    });
    mockServer.use(
      http.post('*/maniax/mypage/wishlist/ajax', () => HttpResponse.html('<html><body>login</body></html>')),
    );
    await expect(recoverItem('maniax', 'wishlist', '5', null, '1')).rejects.toMatchObject({
      kind: 'session',
    });
  });
});
