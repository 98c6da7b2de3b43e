import { formEncode } from '../../src/api/form-encode';

describe('formEncode', () => {
  it('encodes scalars, flags as 1/0 and leaves out undefined and null', () => {
    expect(
      formEncode({
        mode: 'cart',
        obj_nocheck: 1,
        on: true,
        off: false,
        rental_id: undefined,
        dst: null,
        zero: 0,
      }),
    ).toBe('mode=cart&obj_nocheck=1&on=1&off=0&zero=0');
  });

  it('encodes arrays of objects as indexed brackets', () => {
    expect(
      formEncode({
        type: 'wishlist',
        folders: [
          { type: 'wishlist', id: '12', sort_no: 0 },
          { type: 'wishlist', id: '7', sort_no: 1, is_visible: false, gone: undefined },
        ],
      }),
    ).toBe(
      'type=wishlist&folders[0][type]=wishlist&folders[0][id]=12&folders[0][sort_no]=0' +
        '&folders[1][type]=wishlist&folders[1][id]=7&folders[1][sort_no]=1&folders[1][is_visible]=0',
    );
  });

  it('percent-encodes names and values (space as +), keeps UTF-8', () => {
    const s = formEncode({ name: 'a b&c=d+é', 'we ird': 'x', list: ['1', '2'] });
    expect(s).toBe('name=a+b%26c%3Dd%2B%C3%A9&we+ird=x&list[0]=1&list[1]=2');
    expect(new URLSearchParams(s).get('name')).toBe('a b&c=d+é');
  });

  it('round-trips through URLSearchParams with brackets', () => {
    const p = new URLSearchParams(formEncode({ folders: [{ type: 'wishlist', name: 'お気に入り 1' }] }));
    expect(p.get('folders[0][name]')).toBe('お気に入り 1');
  });
});
