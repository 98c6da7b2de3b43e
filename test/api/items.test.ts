import { deleteItem, moveItem, recoverItem } from '../../src/api/items';
import { answer } from './helpers';

const itemPost = (type: string, reply: unknown) => answer('post', `*/maniax/mypage/${type}/ajax`, reply);

describe('my-page item actions: the type in the path, type=1 in the body', () => {
  it('moveItem to a folder sends dst_folder and reads it back', async () => {
    const seen = itemPost('wishlist', {
      result: true,
      data: { item_id: 5, dst_folder: 12, dst_folder_name: 'B' },
    });
    await expect(moveItem('maniax', 'wishlist', '5', '12')).resolves.toEqual({
      item_id: '5',
      dst_folder: '12',
      dst_folder_name: 'B',
    });
    expect(seen[0]?.body).toBe('type=1&action=move&item_id=5&dst_folder=12');
  });

  it('moveItem to unclassified leaves dst_folder out; null/"" answer reads as null', async () => {
    const seen = itemPost('followlist', {
      result: 1,
      data: { item_id: '5', dst_folder: '', dst_folder_name: null },
    });
    await expect(moveItem('maniax', 'followlist', '5', null)).resolves.toEqual({
      item_id: '5',
      dst_folder: null,
      dst_folder_name: '',
    });
    expect(seen[0]?.body).toBe('type=1&action=move&item_id=5');
  });

  it('deleteItem → relation_id', async () => {
    const seen = itemPost('searchword', { result: true, data: { relation_id: 777 } });
    await expect(deleteItem('maniax', 'searchword', '5')).resolves.toEqual({ relation_id: '777' });
    expect(seen[0]?.body).toBe('type=1&action=delete&item_id=5');
  });

  it('recoverItem: favorite_folder_id sent when set, left out when null', async () => {
    const seen = itemPost('wishlist', { result: true, data: [] });
    await recoverItem('maniax', 'wishlist', '5', '12', '777');
    await recoverItem('maniax', 'wishlist', '5', null, '777');
    expect(seen.map((c) => c.body)).toEqual([
      'type=1&action=delete_recovery&item_id=5&favorite_folder_id=12&relation_id=777',
      'type=1&action=delete_recovery&item_id=5&relation_id=777',
    ]);
  });

  it.each([
    ['result false with msg', { result: false, msg: '失敗' }, { kind: 'result', msg: '失敗' }],
    ['result false, msg null', { result: false, msg: null }, { kind: 'result', msg: '' }],
  ])('%s: a failure', async (_, reply, failure) => {
    itemPost('wishlist', reply);
    await expect(deleteItem('maniax', 'wishlist', '5')).rejects.toMatchObject(failure);
    await expect(moveItem('maniax', 'wishlist', '5', null)).rejects.toMatchObject(failure);
    await expect(recoverItem('maniax', 'wishlist', '5', null, '1')).rejects.toMatchObject(failure);
  });
});
