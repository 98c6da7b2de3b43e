import { mockServer } from '../msw-server';
import {
  createFakeStore,
  folderNameError,
  type FakeStore,
  type MockCall,
  type MockFault,
} from '../../src/mocks/fake-store';
import { createHandlers, parseIndexedRows } from '../../src/mocks/handlers';
import { createMockApi } from '../../src/mocks/index';
import { fixtures } from '../../src/mocks/fixtures';
import { isAfter, isBefore, isOverAYearAway } from '../../src/domain/dates';

const HOSTS = {
  sampleEmbed: 'https://samples.example.test/embed/jsonp',
  previewEmbed: 'https://preview.example.test',
  community: 'https://community.example.test',
};
const BASE = 'http://localhost:3000';
const M = `${BASE}/maniax`;
const B = `${BASE}/books`;

let fake: FakeStore;
beforeEach(() => {
  fake = createFakeStore();
  mockServer.use(...createHandlers(fake, HOSTS));
});

const form = (o: Record<string, string>) => new URLSearchParams(o);
const post = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    body: form(body),
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
  });
const getJson = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return (await res.json()) as unknown;
};
const jsonpPayload = (text: string, cb: string): unknown => {
  expect(text.startsWith(`${cb}(`)).toBe(true);
  expect(text.endsWith(');')).toBe(true);
  return JSON.parse(text.slice(cb.length + 1, -2)) as unknown;
};
const xmlField = (xml: string, tag: string): string | null => {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return m ? (m[1] ?? '') : null;
};

describe('fixtures', () => {
  it('hold 20+ works on two sites with the required variety', () => {
    const ps = fixtures.products;
    expect(ps.length).toBeGreaterThanOrEqual(20);
    expect(ps.filter((p) => p.site_id === 'maniax').every((p) => /^RJ\d{8}$/.test(p.product_id))).toBe(true);
    expect(ps.filter((p) => p.site_id === 'books').every((p) => /^BJ\d{8}$/.test(p.product_id))).toBe(true);
    for (const onSale of [0, 1])
      for (const rental of [true, false])
        expect(ps.some((p) => p.on_sale === onSale && p.is_rental === rental)).toBe(true);
    expect(ps.some((p) => p.official_price > p.price)).toBe(true);
    // Gifts on every side of the date rules, on whatever day the fixtures are resolved.
    const now = Date.now();
    const ends = ps.flatMap((p) => (p.gift ? [p.gift.distribute_end] : []));
    expect(ends.some((end) => isBefore(end, now))).toBe(true);
    expect(ends.some((end) => isOverAYearAway(end, now))).toBe(true);
    expect(ends.some((end) => isAfter(end, now) && !isOverAYearAway(end, now))).toBe(true);
    expect(ps.some((p) => p.maker_id === '')).toBe(true);
    expect(ps.some((p) => p.work_name.includes('<img src=x onerror=alert(1)>'))).toBe(true);
    expect(ps.some((p) => p.product_point_rate === null)).toBe(true);
    expect(ps.some((p) => p.dl_count === '42')).toBe(true);
    expect(ps.every((p) => p.image_main.startsWith('//img.example.com/'))).toBe(true);
  });
  it('link the member cart rental to a work rental', () => {
    const rental = fixtures.member.cart.find((c) => c.rental_id !== '');
    const p = fixtures.products.find((x) => x.product_id === rental?.product_id);
    expect(p?.work_rentals.some((r) => r.rental_id === rental?.rental_id)).toBe(true);
    expect(fixtures.member.cart.some((c) => c.status === 2)).toBe(true);
  });
  it('have 4 folders and 10+ items per favourite type, with hostile names', () => {
    for (const type of ['wishlist', 'followlist', 'searchword'] as const) {
      expect(fixtures.folders.folders.filter((f) => f.type === type)).toHaveLength(4);
      expect(fixtures.folders.items.filter((i) => i.type === type).length).toBeGreaterThanOrEqual(10);
    }
    const names = fixtures.folders.folders.map((f) => f.name);
    expect(names.some((n) => ['/', '?', '#', '%'].every((c) => n.includes(c)))).toBe(true);
    expect(names.some((n) => n.includes('<'))).toBe(true);
  });
});

describe('product info', () => {
  it('GET answers an object keyed by id, filtered by site', async () => {
    const body = (await getJson(
      `${M}/product/info/ajax?product_id=RJ01000001,RJ01000002,BJ02000001&cdn_cache=3`,
    )) as Record<string, { product_id: string; on_sale: number; site_id: string }>;
    expect(Object.keys(body).sort()).toEqual(['RJ01000001', 'RJ01000002']);
    expect(body.RJ01000001?.on_sale).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ call: 'productInfo', method: 'GET' });
  });
  it('GET answers [] when no id is known', async () => {
    expect(await getJson(`${B}/product/info/ajax?product_id=RJ01000001&cdn_cache=3`)).toEqual([]);
    expect(await getJson(`${M}/product/info/ajax?product_id=XX&cdn_cache=3`)).toEqual([]);
  });
  it('POST reads product_id from the form body', async () => {
    const res = await post(`${B}/product/info/ajax`, { product_id: 'BJ02000003' });
    const body = (await res.json()) as Record<string, { is_rental: boolean; on_sale: number }>;
    expect(body.BJ02000003).toMatchObject({ is_rental: true, on_sale: 0 });
    expect(fake.requests[0]?.body).toEqual({ product_id: 'BJ02000003' });
  });
});

describe('member status and lists', () => {
  it('member status has customer_id, the site cart, messages and info', async () => {
    const s = (await getJson(`${M}/load/member/status`)) as {
      customer_id: string;
      cart: { product_id: string; rental_id: string; status: number }[];
      message: { inservice: number }[];
      info: unknown[];
    };
    expect(s.customer_id).toBe('1000001');
    expect(s.cart.map((c) => c.product_id)).toEqual(['RJ01000001', 'RJ01000003', 'RJ01000012']);
    expect(s.cart.some((c) => c.status === 2)).toBe(true);
    expect(s.message.some((m) => m.inservice === 0)).toBe(true);
    expect(s.info.length).toBeGreaterThan(0);
  });
  it('guest status (flag) has no customer_id', async () => {
    fake.setMember(false);
    const s = (await getJson(`${M}/load/member/status`)) as Record<string, unknown>;
    expect('customer_id' in s).toBe(false);
  });
  it('a Cookie header decides member or guest', async () => {
    fake.setMember(false);
    const member = (await getJson(`${M}/load/member/status`, {
      headers: { cookie: 'uhashjp=h4sh-member; loginchecked=1' },
    })) as Record<string, unknown>;
    expect(member.customer_id).toBe('1000001');
    fake.setMember(true);
    const guest = (await getJson(`${M}/load/member/status`, { headers: { cookie: 'other=1' } })) as Record<
      string,
      unknown
    >;
    expect('customer_id' in guest).toBe(false);
    const en = (await getJson(`${M}/load/favorite/product?_=x`, {
      headers: { cookie: 'a=b; uhashen=x' },
    })) as string[];
    expect(en.length).toBeGreaterThan(0);
    // docs/server.md "Session and cookies": a `_` that is not the cookie's value is answered as a guest's.
    const stale = (await getJson(`${M}/load/favorite/product?_=1000001`, {
      headers: { cookie: 'a=b; uhashen=x' },
    })) as string[];
    expect(stale).toEqual([]);
  });
  it('boughts, favourites, uninterests and follows', async () => {
    const b = (await getJson(`${M}/load/bought/product?_=h4sh-member`)) as {
      boughts: string[];
      rentals: { expired_date: string }[];
    };
    expect(b.boughts).toContain('RJ01000010');
    expect(b.rentals.some((r) => isAfter(r.expired_date, Date.now()))).toBe(true);
    expect(b.rentals.some((r) => isBefore(r.expired_date, Date.now()))).toBe(true);
    expect(await getJson(`${M}/load/favorite/product?_=h4sh-member`)).toEqual(fixtures.member.favorites);
    expect(await getJson(`${M}/load/member/uninterest?_=h4sh-member`)).toEqual({
      reason_1: [],
      reason_2: ['RJ01000004', 'BJ02000004'],
    });
    expect(await getJson(`${M}/load/followlist/ajax?_=h4sh-member`)).toEqual(['RG10001', 'BG20002']);
    expect(fake.requests.map((r) => r.call)).toEqual(['boughts', 'favorites', 'uninterests', 'follows']);
    expect(fake.requests[0]?.url).toContain('_=h4sh-member');
  });
  it('guest lists are empty', async () => {
    fake.setMember(false);
    expect(await getJson(`${M}/load/favorite/product?_=`)).toEqual([]);
    expect(await getJson(`${M}/load/bought/product?_=`)).toEqual({ boughts: [], rentals: [] });
  });
});

describe('coupons', () => {
  it('answers the coupons of the site', async () => {
    const c = (await getJson(`${M}/api/=/coupon.json?cdn_cache=6`)) as {
      issue: { product_id: string | null; maker_id: string | null };
      start_date: string;
      end_date: string;
    }[];
    expect(c.some((x) => x.issue.product_id !== null)).toBe(true);
    expect(c.some((x) => x.issue.maker_id !== null)).toBe(true);
    const now = Date.now();
    expect(c.some((x) => isAfter(x.start_date, now))).toBe(true);
    expect(c.some((x) => isAfter(x.end_date, now) && !isOverAYearAway(x.end_date, now))).toBe(true);
    const books = (await getJson(`${B}/api/=/coupon.json?cdn_cache=6`)) as unknown[];
    expect(books.length).toBe(2);
  });
});

describe('favourite folders', () => {
  type Folder = {
    id: number | null;
    name: string;
    item_count: number;
    is_visible: boolean;
    sort_no: number;
    type: string;
  };
  type List = { result: boolean; data: { folders: Folder[]; unclassified: Folder } };
  const list = async (type = 'wishlist') =>
    (await getJson(`${M}/favorite/folder/ajax?_=h4sh-member&type=${type}`)) as List;
  const action = async (body: Record<string, string>) =>
    (await (await post(`${M}/favorite/folder/ajax`, body)).json()) as {
      result: boolean;
      data: unknown;
      msg: string;
    };

  it('lists folders by sort_no with computed item counts and the unclassified folder', async () => {
    const l = await list('followlist');
    expect(l.result).toBe(true);
    expect(l.data.folders.map((f) => f.sort_no)).toEqual([0, 1, 2, 3]);
    expect(l.data.unclassified.id).toBeNull();
    const total = l.data.folders.reduce((n, f) => n + f.item_count, l.data.unclassified.item_count);
    expect(total).toBe(fixtures.folders.items.filter((i) => i.type === 'followlist').length);
  });
  it('rejects an unknown type and guests', async () => {
    expect((await list('nope')).result).toBe(false);
    fake.setMember(false);
    expect((await list()).result).toBe(false);
  });
  it('add creates a folder (trimmed) and validates names', async () => {
    const r = await action({
      type: 'wishlist',
      action: 'add',
      'folders[0][type]': 'wishlist',
      'folders[0][name]': '  New folder 3 ',
    });
    expect(r.result).toBe(true);
    const folder = (r.data as { folder: Folder }).folder;
    expect(folder).toMatchObject({ name: 'New folder 3', item_count: 0, sort_no: 4, type: 'wishlist' });
    expect((await list()).data.folders.map((f) => f.name)).toContain('New folder 3');
    expect(fake.requests.at(0)?.body['folders[0][name]']).toBe('  New folder 3 ');
    for (const bad of ['   ', 'x'.repeat(101), 'emoji 😀']) {
      const e = await action({
        type: 'wishlist',
        action: 'add',
        'folders[0][type]': 'wishlist',
        'folders[0][name]': bad,
      });
      expect(e.result).toBe(false);
      expect(e.msg).toBe(folderNameError(bad));
    }
    expect((await list()).data.folders).toHaveLength(5);
  });
  it('edit renames, toggles is_visible and saves sort order', async () => {
    const [a, b, c, d] = (await list()).data.folders;
    if (!a || !b || !c || !d) throw new Error('fixture folders missing');
    expect(
      (
        await action({
          type: 'wishlist',
          action: 'edit',
          'folders[0][type]': 'wishlist',
          'folders[0][id]': String(a.id),
          'folders[0][name]': 'Renamed / ? # %',
        })
      ).result,
    ).toBe(true);
    expect(
      (
        await action({
          type: 'wishlist',
          action: 'edit',
          'folders[0][type]': 'wishlist',
          'folders[0][id]': String(b.id),
          'folders[0][is_visible]': b.is_visible ? '0' : '1',
        })
      ).result,
    ).toBe(true);
    const order = [d, c, b, a];
    const body: Record<string, string> = { type: 'wishlist', action: 'edit' };
    order.forEach((f, i) => {
      body[`folders[${i}][type]`] = 'wishlist';
      body[`folders[${i}][id]`] = String(f.id);
      body[`folders[${i}][sort_no]`] = String(i);
    });
    expect((await action(body)).result).toBe(true);
    const after = (await list()).data.folders;
    expect(after.map((f) => f.id)).toEqual(order.map((f) => f.id));
    expect(after.find((f) => f.id === a.id)?.name).toBe('Renamed / ? # %');
    expect(after.find((f) => f.id === b.id)?.is_visible).toBe(!b.is_visible);
    const bad = await action({
      type: 'wishlist',
      action: 'edit',
      'folders[0][id]': '99999',
      'folders[0][name]': 'x',
    });
    expect(bad.result).toBe(false);
    const empty = await action({
      type: 'wishlist',
      action: 'edit',
      'folders[0][id]': String(a.id),
      'folders[0][name]': ' ',
    });
    expect(empty).toMatchObject({ result: false, msg: 'フォルダ名を入力してください。' });
  });
  it('delete moves items to unclassified, or deletes them with delete_item=1', async () => {
    const before = await list();
    const [a, b] = before.data.folders;
    if (!a || !b) throw new Error('fixture folders missing');
    expect(a.item_count).toBeGreaterThan(0);
    expect(
      (await action({ type: 'wishlist', action: 'delete', folder_id: String(a.id), delete_item: '0' }))
        .result,
    ).toBe(true);
    const mid = await list();
    expect(mid.data.unclassified.item_count).toBe(before.data.unclassified.item_count + a.item_count);
    expect(mid.data.folders.map((f) => f.sort_no)).toEqual([0, 1, 2]);
    expect(
      (await action({ type: 'wishlist', action: 'delete', folder_id: String(b.id), delete_item: '1' }))
        .result,
    ).toBe(true);
    const end = await list();
    expect(end.data.folders).toHaveLength(2);
    expect(end.data.unclassified.item_count).toBe(mid.data.unclassified.item_count);
    expect(fake.items('wishlist').length).toBe(
      fixtures.folders.items.filter((i) => i.type === 'wishlist').length - b.item_count,
    );
    expect(
      (await action({ type: 'wishlist', action: 'delete', folder_id: String(a.id), delete_item: '0' }))
        .result,
    ).toBe(false);
  });
  it('parses indexed-bracket rows in index order', () => {
    expect(
      parseIndexedRows(
        { 'folders[1][id]': '2', 'folders[0][name]': 'a', 'folders[0][id]': '1', other: 'x' },
        'folders',
      ),
    ).toEqual([{ name: 'a', id: '1' }, { id: '2' }]);
  });
});

describe('my-page item actions', () => {
  const act = async (type: string, body: Record<string, string>) =>
    (await (await post(`${M}/mypage/${type}/ajax`, { type: '1', ...body })).json()) as {
      result: boolean;
      data: Record<string, unknown> | null;
      msg: string;
    };

  it('move to a folder and to unclassified', async () => {
    const item = fake.items('wishlist', null)[0];
    const dst = fake.folders('wishlist').folders[1];
    if (!item || !dst) throw new Error('fixture missing');
    const r = await act('wishlist', {
      action: 'move',
      item_id: String(item.item_id),
      dst_folder: String(dst.id),
    });
    expect(r).toMatchObject({
      result: true,
      data: { item_id: item.item_id, dst_folder: dst.id, dst_folder_name: dst.name },
    });
    expect(fake.items('wishlist', dst.id).map((i) => i.item_id)).toContain(item.item_id);
    const back = await act('wishlist', { action: 'move', item_id: String(item.item_id) });
    expect(back.data).toEqual({ item_id: item.item_id, dst_folder: null, dst_folder_name: '未分類' });
    expect(
      (await act('wishlist', { action: 'move', item_id: String(item.item_id), dst_folder: '424242' })).result,
    ).toBe(false);
  });
  it('delete answers a relation_id and delete_recovery restores the item into its folder', async () => {
    const item = fake.items('searchword').find((i) => i.folder_id !== null);
    if (!item || item.folder_id === null) throw new Error('fixture missing');
    const folderId = item.folder_id;
    const del = await act('searchword', { action: 'delete', item_id: String(item.item_id) });
    expect(del.result).toBe(true);
    const relation = del.data?.relation_id;
    expect(typeof relation).toBe('string');
    expect(fake.items('searchword').some((i) => i.item_id === item.item_id)).toBe(false);
    const rec = await act('searchword', {
      action: 'delete_recovery',
      item_id: String(item.item_id),
      favorite_folder_id: String(folderId),
      relation_id: String(relation),
    });
    expect(rec.result).toBe(true);
    expect(fake.items('searchword', folderId).some((i) => i.item_id === item.item_id)).toBe(true);
    expect(
      (
        await act('searchword', {
          action: 'delete_recovery',
          item_id: String(item.item_id),
          relation_id: String(relation),
        })
      ).result,
    ).toBe(false);
  });
  it('recovery without favorite_folder_id restores to unclassified; type must be 1', async () => {
    const item = fake.items('followlist')[0];
    if (!item) throw new Error('fixture missing');
    const del = await act('followlist', { action: 'delete', item_id: String(item.item_id) });
    const rec = await act('followlist', {
      action: 'delete_recovery',
      item_id: String(item.item_id),
      relation_id: String(del.data?.relation_id),
    });
    expect(rec.result).toBe(true);
    expect(fake.items('followlist', null).some((i) => i.item_id === item.item_id)).toBe(true);
    const wrongType = (await (
      await post(`${M}/mypage/followlist/ajax`, {
        type: 'followlist',
        action: 'delete',
        item_id: String(item.item_id),
      })
    ).json()) as { result: boolean };
    expect(wrongType.result).toBe(false);
  });
});

describe('cart and wishlist (XML)', () => {
  it('cart add answers XML and replaces the same product in the cart', async () => {
    const res = await post(`${M}/cart/ajax`, {
      mode: 'cart',
      obj_nocheck: '1',
      product_id: 'RJ01000003',
      rental_id:
        fixtures.products.find((p) => p.product_id === 'RJ01000003')?.work_rentals[0]?.rental_id ?? '',
    });
    expect(res.headers.get('content-type')).toContain('text/xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><response>')).toBe(true);
    expect(xmlField(xml, 'result_code')).toBe('1');
    const res2 = await post(`${M}/cart/ajax`, { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000002' });
    expect(xmlField(await res2.text(), 'result_code')).toBe('1');
    const cart = fake.db.member.cart.map((c) => c.product_id);
    expect(cart.filter((id) => id === 'RJ01000003')).toHaveLength(1);
    expect(cart.at(-1)).toBe('RJ01000002');
    expect(fake.requestsOf('cart')).toHaveLength(2);
  });
  it('cart add fails for a work not on sale, a wrong rental or another site', async () => {
    const bodies: Record<string, string>[] = [
      { product_id: 'RJ01000004' },
      { product_id: 'RJ01000003' },
      { product_id: 'RJ01000002', rental_id: 'NOPE' },
      { product_id: 'BJ02000001' },
    ];
    for (const body of bodies) {
      const xml = await (await post(`${M}/cart/ajax`, { mode: 'cart', obj_nocheck: '1', ...body })).text();
      expect(xmlField(xml, 'result_code')).toBe('-1');
      expect(xmlField(xml, 'res_msg')).toBeTruthy();
    }
  });
  it('wishlist add adds a favourite and an unclassified wishlist item; guests fail', async () => {
    const xml = await (
      await post(`${M}/cart/ajax`, { mode: 'wishlist', obj_nocheck: '1', product_id: 'RJ01000010' })
    ).text();
    expect(xmlField(xml, 'result_code')).toBe('1');
    expect(fake.db.member.favorites).toContain('RJ01000010');
    expect(fake.items('wishlist', null).some((i) => i.product_id === 'RJ01000010')).toBe(true);
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
    fake.setMember(false);
    const g = await (
      await post(`${M}/cart/ajax`, { mode: 'wishlist', obj_nocheck: '1', product_id: 'RJ01000011' })
    ).text();
    expect(xmlField(g, 'result_code')).toBe('-1');
  });
});

describe('follow', () => {
  it('registers a follow with the mail flag and answers {msg} with 200 OK', async () => {
    const res = await post(`${M}/follow/regist`, { follow_key: 'RG10002', mail: '0' });
    expect(res.status).toBe(200);
    expect(res.statusText).toBe('OK');
    expect(((await res.json()) as { msg: string }).msg).toBeTruthy();
    expect(fake.db.member.follows).toContain('RG10002');
    expect(fake.followMail('RG10002')).toBe(0);
    expect(await getJson(`${M}/load/followlist/ajax?_=h4sh-member`)).toContain('RG10002');
  });
  it('fails without a follow_key or for a guest', async () => {
    expect((await post(`${M}/follow/regist`, { follow_key: '', mail: '1' })).status).toBe(400);
    fake.setMember(false);
    expect((await post(`${M}/follow/regist`, { follow_key: 'RG10001', mail: '1' })).statusText).not.toBe(
      'OK',
    );
  });
});

describe('JSONP services', () => {
  it('sample embed answers NAME({...}); keyed by work id', async () => {
    const res = await fetch(`${HOSTS.sampleEmbed}?workno_list=RJ01000001,RJ01000002,ZZ&callback=cb_1`);
    expect(res.headers.get('content-type')).toContain('application/javascript');
    const data = jsonpPayload(await res.text(), 'cb_1') as Record<
      string,
      { demo: unknown; samples: { src: string }[] }
    >;
    expect(Object.keys(data).sort()).toEqual(['RJ01000001', 'RJ01000002']);
    expect(data.RJ01000001?.samples[0]?.src.startsWith('//img.example.com/')).toBe(true);
    expect(
      jsonpPayload(await (await fetch(`${HOSTS.sampleEmbed}?workno_list=ZZ&callback=cb_2`)).text(), 'cb_2'),
    ).toEqual([]);
  });
  it('preview embed answers count and works', async () => {
    const t = await (
      await fetch(`${HOSTS.previewEmbed}/api/v1/maniax/embed?workno=RJ01000001&callback=pv`)
    ).text();
    expect(jsonpPayload(t, 'pv')).toMatchObject({
      count: 1,
      works: [{ embed_width: 560, embed_height: 315 }],
    });
    const none = await (
      await fetch(`${HOSTS.previewEmbed}/api/v1/maniax/embed?workno=RJ01000002&callback=pv`)
    ).text();
    expect(jsonpPayload(none, 'pv')).toEqual({ count: 0, works: [] });
  });
  it('community content answers counts, with or without play_id', async () => {
    const t = await (
      await fetch(`${HOSTS.community}/api/channel/channel-content/RJ01000001?callback=cc_RJ01000001`)
    ).text();
    expect(jsonpPayload(t, 'cc_RJ01000001')).toMatchObject({ play_id: 'play-rj01000001' });
    const none = await (
      await fetch(`${HOSTS.community}/api/channel/channel-content/RJ01000007?callback=cc`)
    ).text();
    expect(jsonpPayload(none, 'cc')).toEqual({ matomes_count: 0, talks_count: 0 });
  });
  it('rejects a callback that is not an identifier', async () => {
    expect(
      (await fetch(`${HOSTS.community}/api/channel/channel-content/RJ01000001?callback=alert(1)`)).status,
    ).toBe(400);
  });
});

describe('faults', () => {
  const urls: Record<MockCall, () => Promise<Response>> = {
    productInfo: () => fetch(`${M}/product/info/ajax?product_id=RJ01000001&cdn_cache=3`),
    status: () => fetch(`${M}/load/member/status`),
    boughts: () => fetch(`${M}/load/bought/product?_=h`),
    favorites: () => fetch(`${M}/load/favorite/product?_=h`),
    uninterests: () => fetch(`${M}/load/member/uninterest?_=h`),
    follows: () => fetch(`${M}/load/followlist/ajax?_=h`),
    folders: () => fetch(`${M}/favorite/folder/ajax?_=h&type=wishlist`),
    cart: () => post(`${M}/cart/ajax`, { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000001' }),
    wishlist: () => post(`${M}/cart/ajax`, { mode: 'wishlist', obj_nocheck: '1', product_id: 'RJ01000002' }),
    follow: () => post(`${M}/follow/regist`, { follow_key: 'RG10002', mail: '1' }),
    folderAction: () =>
      post(`${M}/favorite/folder/ajax`, {
        type: 'wishlist',
        action: 'add',
        'folders[0][type]': 'wishlist',
        'folders[0][name]': 'x',
      }),
    itemAction: () => post(`${M}/mypage/wishlist/ajax`, { type: '1', action: 'delete', item_id: '101' }),
    coupons: () => fetch(`${M}/api/=/coupon.json?cdn_cache=6`),
    sample: () => fetch(`${HOSTS.sampleEmbed}?workno_list=RJ01000001&callback=cb`),
    preview: () => fetch(`${HOSTS.previewEmbed}/api/v1/maniax/embed?workno=RJ01000001&callback=cb`),
    community: () => fetch(`${HOSTS.community}/api/channel/channel-content/RJ01000001?callback=cb`),
  };
  const calls = Object.keys(urls) as MockCall[];

  it.each(calls)('%s: http500, login-html and malformed', async (call) => {
    const send = urls[call];
    fake.setFault(call, 'http500');
    expect((await send()).status).toBe(500);
    fake.setFault(call, 'login-html');
    const html = await send();
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<html');
    fake.setFault(call, 'malformed');
    const broken = await (await send()).text();
    if (call === 'cart' || call === 'wishlist') expect(broken).not.toContain('</response>');
    else if (call === 'sample' || call === 'preview' || call === 'community')
      expect(() => JSON.parse(broken.slice('cb('.length, -2)) as unknown).toThrow();
    else expect(() => JSON.parse(broken) as unknown).toThrow();
    fake.setFault(call, null);
    expect((await send()).status).toBe(200);
    expect(fake.requestsOf(call)).toHaveLength(4);
    // Faults are per call: another call is unaffected.
    const other = calls.find((c) => c !== call) ?? 'status';
    fake.setFault(call, 'http500');
    expect((await urls[other]()).status).toBe(200);
  });

  it('faulted mutations change nothing', async () => {
    fake.setFault('cart', 'xml-fail');
    await urls.cart();
    fake.setFault('itemAction', 'result-false');
    await urls.itemAction();
    expect(fake.db.member.cart).toEqual(fixtures.member.cart);
    expect(fake.items('wishlist').some((i) => i.item_id === 101)).toBe(true);
  });

  it('cart xml-fail, xml-fail-nomsg and result-false', async () => {
    const check = async (fault: MockFault) => {
      fake.setFault('cart', fault);
      const xml = await (await urls.cart()).text();
      return { code: xmlField(xml, 'result_code'), msg: xmlField(xml, 'res_msg') };
    };
    expect(await check('xml-fail')).toEqual({ code: '-1', msg: expect.any(String) as string });
    expect(await check('xml-fail-nomsg')).toEqual({ code: '-1', msg: null });
    expect((await check('result-false')).code).toBeNull();
  });

  it('JSON calls answer result false (with or without msg)', async () => {
    fake.setFault('folderAction', 'result-false');
    expect(await (await urls.folderAction()).json()).toMatchObject({
      result: false,
      msg: expect.any(String) as string,
    });
    fake.setFault('folderAction', 'xml-fail-nomsg');
    const nomsg = (await (await urls.folderAction()).json()) as Record<string, unknown>;
    expect(nomsg.result).toBe(false);
    expect('msg' in nomsg).toBe(false);
    fake.setFault('favorites', 'result-false');
    expect(Array.isArray(await (await urls.favorites()).json())).toBe(false);
  });

  it('follow failures answer a non-OK status with msg', async () => {
    fake.setFault('follow', 'result-false');
    const res = await urls.follow();
    expect(res.statusText).not.toBe('OK');
    expect(((await res.json()) as { msg?: string }).msg).toBeTruthy();
  });

  it('hang never answers', async () => {
    fake.setFault('status', 'hang');
    const controller = new AbortController();
    const pending = fetch(`${M}/load/member/status`, { signal: controller.signal });
    const winner = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'aborted',
      ),
      new Promise((r) => setTimeout(() => r('timeout'), 150)),
    ]);
    expect(winner).toBe('timeout');
    controller.abort();
    await pending.catch(() => undefined);
    expect(fake.requestsOf('status')).toHaveLength(1);
  });
});

describe('fake store controls', () => {
  it('reset restores the seed, the member flag, faults and the log', async () => {
    await post(`${M}/cart/ajax`, { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000002' });
    fake.setMember(false);
    fake.setFault('status', 'http500');
    fake.reset();
    expect(fake.db.member.cart).toEqual(fixtures.member.cart);
    expect(fake.isMember).toBe(true);
    expect(fake.faultFor('status')).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
  it('never mutates the seed', async () => {
    await post(`${M}/favorite/folder/ajax`, {
      type: 'wishlist',
      action: 'delete',
      folder_id: '11',
      delete_item: '1',
    });
    expect(fixtures.folders.folders.some((f) => f.id === 11)).toBe(true);
  });
  it('createMockApi wires a fresh fake to handlers', async () => {
    const api = createMockApi(HOSTS);
    mockServer.use(...api.handlers);
    await fetch(`${M}/load/member/status`);
    expect(api.fake.requests).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
  });
});
