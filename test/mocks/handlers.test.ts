// The fake store's own rules, asked over HTTP without the bundle: what each call answers and changes, its
// faults, and its controls. The shapes, the guest answers, the session, token and caching rules against the
// API document, each fault's own answer and that a faulted write changes nothing: test/api/openapi.test.ts.
import { mockServer } from '../msw-server';
import {
  createFakeStore,
  FAKE_MESSAGES,
  folderNameError,
  FOLDERS_PER_TYPE_MAX,
  type FakeStore,
  type MockCall,
} from '../../src/mocks/fake-store';
import { createHandlers, parseIndexedRows } from '../../src/mocks/handlers';
import { createMockApi, DEFAULT_MOCK_HOSTS as HOSTS } from '../../src/mocks/index';
import { fixtures } from '../../src/mocks/fixtures';

const M = 'http://localhost:3000/maniax';
const B = 'http://localhost:3000/books';

let fake: FakeStore;
beforeEach(() => {
  fake = createFakeStore();
  mockServer.use(...createHandlers(fake, HOSTS));
});

type Answer = { result: boolean; data: Record<string, unknown> | null; msg: string };
type Folder = { id: number | null; name: string; item_count: number; is_visible: boolean; sort_no: number };

const at = (path: string) => (path.startsWith('http') ? path : `${M}/${path}`);
const post = (path: string, body: Record<string, string>) =>
  fetch(at(path), {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
const getJson = async <T = unknown>(path: string, init?: RequestInit) =>
  (await (await fetch(at(path), init)).json()) as T;
const postJson = async <T = Answer>(path: string, body: Record<string, string>) =>
  (await (await post(path, body)).json()) as T;
const jsonpPayload = (text: string, cb: string): unknown => {
  expect(text.startsWith(`${cb}(`) && text.endsWith(');')).toBe(true);
  return JSON.parse(text.slice(cb.length + 1, -2)) as unknown;
};
const xmlField = (xml: string, tag: string): string | null =>
  new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1] ?? null;
const cartAdd = async (fields: Record<string, string>, mode = 'cart') => {
  const xml = await (await post('cart/ajax', { mode, obj_nocheck: '1', ...fields })).text();
  return { code: xmlField(xml, 'result_code'), msg: xmlField(xml, 'res_msg') };
};

describe('fixtures', () => {
  it('hold 20+ works on two sites with the required variety (the dates: fixture-dates.test.ts)', () => {
    const ps = fixtures.products;
    expect(ps.length).toBeGreaterThanOrEqual(20);
    expect(ps.filter((p) => p.site_id === 'maniax').every((p) => /^RJ\d{8}$/.test(p.product_id))).toBe(true);
    expect(ps.filter((p) => p.site_id === 'books').every((p) => /^BJ\d{8}$/.test(p.product_id))).toBe(true);
    for (const onSale of [0, 1])
      for (const rental of [true, false])
        expect(ps.some((p) => p.on_sale === onSale && p.is_rental === rental)).toBe(true);
    expect(ps.some((p) => p.official_price > p.price)).toBe(true);
    expect(ps.some((p) => p.maker_id === '')).toBe(true);
    expect(ps.some((p) => p.work_name.includes('<img src=x onerror=alert(1)>'))).toBe(true);
    expect(ps.some((p) => p.product_point_rate === null)).toBe(true);
    expect(ps.some((p) => p.dl_count === '42')).toBe(true);
    expect(ps.every((p) => p.image_main.startsWith('//img.example.com/'))).toBe(true);
  });
  it('link the member cart rental to a work rental, and hold an inactive entry', () => {
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
  const info = (query: string) => getJson(`product/info/ajax?${query}&cdn_cache=3`);
  it('GET answers an object keyed by id, filtered by site; [] when no id is known', async () => {
    const body = (await info('product_id=RJ01000001,RJ01000002,BJ02000001')) as Record<
      string,
      { on_sale: number }
    >;
    expect(Object.keys(body).sort()).toEqual(['RJ01000001', 'RJ01000002']);
    expect(body.RJ01000001?.on_sale).toBe(1);
    expect(fake.requests).toMatchObject([{ call: 'productInfo', method: 'GET' }]);
    expect(await getJson(`${B}/product/info/ajax?product_id=RJ01000001&cdn_cache=3`)).toEqual([]);
    expect(await info('product_id=XX')).toEqual([]);
  });
  it('POST reads product_id from the form body', async () => {
    const body = await postJson<Record<string, object>>(`${B}/product/info/ajax`, {
      product_id: 'BJ02000003',
    });
    expect(body.BJ02000003).toMatchObject({ is_rental: true, on_sale: 0 });
    expect(fake.requests[0]?.body).toEqual({ product_id: 'BJ02000003' });
  });
});

describe('member status and lists', () => {
  type Status = {
    customer_id?: string;
    cart: { product_id: string; status: number }[];
    message: { inservice: number }[];
    info: unknown[];
  };
  it('member status has customer_id, the site cart, messages and info', async () => {
    const s = await getJson<Status>('load/member/status');
    expect(s.customer_id).toBe('1000001');
    expect(s.cart.map((c) => c.product_id)).toEqual(['RJ01000001', 'RJ01000003', 'RJ01000012']);
    expect(s.cart.some((c) => c.status === 2)).toBe(true);
    expect(s.message.some((m) => m.inservice === 0)).toBe(true);
    expect(s.info.length).toBeGreaterThan(0);
  });
  it('a Cookie header decides member or guest, whatever the flag', async () => {
    const status = (cookie: string) => getJson<Status>('load/member/status', { headers: { cookie } });
    fake.setMember(false);
    expect((await status('uhashjp=h4sh-member; loginchecked=1')).customer_id).toBe('1000001');
    fake.setMember(true);
    expect('customer_id' in (await status('other=1'))).toBe(false);
    const en = await getJson<string[]>('load/favorite/product?_=x', {
      headers: { cookie: 'a=b; uhashen=x' },
    });
    expect(en.length).toBeGreaterThan(0);
  });
  it('boughts, favourites, uninterests and follows', async () => {
    // The rentals, one running and one ended on any day: fixture-dates.test.ts.
    const b = await getJson<{ boughts: string[] }>('load/bought/product?_=h4sh-member');
    expect(b.boughts).toContain('RJ01000010');
    expect(await getJson('load/favorite/product?_=h4sh-member')).toEqual(fixtures.member.favorites);
    expect(await getJson('load/member/uninterest?_=h4sh-member')).toEqual({
      reason_1: [],
      reason_2: ['RJ01000004', 'BJ02000004'],
    });
    expect(await getJson('load/followlist/ajax?_=h4sh-member')).toEqual(['RG10001', 'BG20002']);
    expect(fake.requests.map((r) => r.call)).toEqual(['boughts', 'favorites', 'uninterests', 'follows']);
    expect(fake.requests[0]?.url).toContain('_=h4sh-member');
  });
  it('coupons: those of the site, for a work and for a maker', async () => {
    const c = await getJson<
      { site_id: string; issue: { product_id: string | null; maker_id: string | null } }[]
    >('api/=/coupon.json?cdn_cache=6');
    expect(c.every((x) => x.site_id === 'maniax')).toBe(true);
    expect(c.some((x) => x.issue.product_id !== null)).toBe(true);
    expect(c.some((x) => x.issue.maker_id !== null)).toBe(true);
    expect(await getJson<unknown[]>(`${B}/api/=/coupon.json?cdn_cache=6`)).toHaveLength(2);
  });
});

describe('favourite folders', () => {
  type List = { result: boolean; data: { folders: Folder[]; unclassified: Folder } };
  const list = (type = 'wishlist') => getJson<List>(`favorite/folder/ajax?_=h4sh-member&type=${type}`);
  const folders = async () => (await list()).data.folders;
  /** A folder POST of `action` with `rows` as indexed-bracket fields (each of type wishlist). */
  const folderPost = (action: string, rows: Record<string, string>[], type = 'wishlist') =>
    postJson('favorite/folder/ajax', {
      type,
      action,
      ...Object.fromEntries(
        rows.flatMap((row, i) =>
          Object.entries({ type, ...row }).map(([k, v]) => [`folders[${i}][${k}]`, v]),
        ),
      ),
    });
  const remove = (id: number | null, delete_item: '0' | '1') =>
    postJson('favorite/folder/ajax', {
      type: 'wishlist',
      action: 'delete',
      folder_id: String(id),
      delete_item,
    });

  it('lists folders by sort_no with computed item counts and the unclassified folder; refuses a bad type', async () => {
    const l = await list('followlist');
    expect(l.result).toBe(true);
    expect(l.data.folders.map((f) => f.sort_no)).toEqual([0, 1, 2, 3]);
    expect(l.data.unclassified.id).toBeNull();
    const total = l.data.folders.reduce((n, f) => n + f.item_count, l.data.unclassified.item_count);
    expect(total).toBe(fixtures.folders.items.filter((i) => i.type === 'followlist').length);
    expect((await list('nope')).result).toBe(false);
  });
  it('add creates a folder (trimmed) and validates names', async () => {
    const r = await folderPost('add', [{ name: '  New folder 3 ' }]);
    expect(r.result).toBe(true);
    expect(r.data?.folder).toMatchObject({
      name: 'New folder 3',
      item_count: 0,
      sort_no: 4,
      type: 'wishlist',
    });
    expect((await folders()).map((f) => f.name)).toContain('New folder 3');
    expect(fake.requests.at(0)?.body['folders[0][name]']).toBe('  New folder 3 ');
    for (const bad of ['   ', 'x'.repeat(101), 'emoji 😀'])
      expect(await folderPost('add', [{ name: bad }])).toMatchObject({
        result: false,
        msg: folderNameError(bad),
      });
    expect(await folders()).toHaveLength(5);
  });
  it(`a member has at most ${FOLDERS_PER_TYPE_MAX} folders of a type; names need not be unique`, async () => {
    const have = fake.folders('wishlist').folders.length;
    for (let n = have; n < FOLDERS_PER_TYPE_MAX; n++)
      expect((await folderPost('add', [{ name: 'Same name' }])).result).toBe(true);
    expect(await folderPost('add', [{ name: 'One more' }])).toMatchObject({
      result: false,
      msg: FAKE_MESSAGES.folderLimit,
    });
    expect(fake.folders('wishlist').folders).toHaveLength(FOLDERS_PER_TYPE_MAX);
    expect((await folderPost('add', [{ name: 'Other type' }], 'followlist')).result).toBe(true);
  });
  it('edit renames, toggles is_visible and saves sort order; refuses an unknown folder or an empty name', async () => {
    const [a, b, c, d] = await folders();
    if (!a || !b || !c || !d) throw new Error('fixture folders missing');
    expect((await folderPost('edit', [{ id: String(a.id), name: 'Renamed / ? # %' }])).result).toBe(true);
    const shown = b.is_visible ? '0' : '1';
    expect((await folderPost('edit', [{ id: String(b.id), is_visible: shown }])).result).toBe(true);
    const order = [d, c, b, a];
    const sorted = order.map((f, i) => ({ id: String(f.id), sort_no: String(i) }));
    expect((await folderPost('edit', sorted)).result).toBe(true);
    const after = await folders();
    expect(after.map((f) => f.id)).toEqual(order.map((f) => f.id));
    expect(after.find((f) => f.id === a.id)?.name).toBe('Renamed / ? # %');
    expect(after.find((f) => f.id === b.id)?.is_visible).toBe(!b.is_visible);
    expect((await folderPost('edit', [{ id: '99999', name: 'x' }])).result).toBe(false);
    expect(await folderPost('edit', [{ id: String(a.id), name: ' ' }])).toMatchObject({
      result: false,
      msg: 'フォルダ名を入力してください。',
    });
  });
  it('delete moves items to unclassified, or deletes them with delete_item=1', async () => {
    const before = await list();
    const [a, b] = before.data.folders;
    if (!a || !b) throw new Error('fixture folders missing');
    expect(a.item_count).toBeGreaterThan(0);
    expect((await remove(a.id, '0')).result).toBe(true);
    const mid = await list();
    expect(mid.data.unclassified.item_count).toBe(before.data.unclassified.item_count + a.item_count);
    expect(mid.data.folders.map((f) => f.sort_no)).toEqual([0, 1, 2]);
    expect((await remove(b.id, '1')).result).toBe(true);
    const end = await list();
    expect(end.data.folders).toHaveLength(2);
    expect(end.data.unclassified.item_count).toBe(mid.data.unclassified.item_count);
    expect(fake.items('wishlist').length).toBe(
      fixtures.folders.items.filter((i) => i.type === 'wishlist').length - b.item_count,
    );
    expect((await remove(a.id, '0')).result).toBe(false);
  });
  it('parses indexed-bracket rows in index order', () => {
    const body = { 'folders[1][id]': '2', 'folders[0][name]': 'a', 'folders[0][id]': '1', other: 'x' };
    expect(parseIndexedRows(body, 'folders')).toEqual([{ name: 'a', id: '1' }, { id: '2' }]);
  });
});

describe('my-page item actions', () => {
  const act = (type: string, body: Record<string, string>) =>
    postJson(`mypage/${type}/ajax`, { type: '1', ...body });

  it('move to a folder and to unclassified', async () => {
    const item = fake.items('wishlist', null)[0];
    const dst = fake.folders('wishlist').folders[1];
    if (!item || !dst) throw new Error('fixture missing');
    const id = String(item.item_id);
    expect(await act('wishlist', { action: 'move', item_id: id, dst_folder: String(dst.id) })).toMatchObject({
      result: true,
      data: { item_id: item.item_id, dst_folder: dst.id, dst_folder_name: dst.name },
    });
    expect(fake.items('wishlist', dst.id).map((i) => i.item_id)).toContain(item.item_id);
    const back = await act('wishlist', { action: 'move', item_id: id });
    expect(back.data).toEqual({ item_id: item.item_id, dst_folder: null, dst_folder_name: '未分類' });
    expect((await act('wishlist', { action: 'move', item_id: id, dst_folder: '424242' })).result).toBe(false);
  });
  it.each([
    ['searchword', 'into its folder', true],
    ['followlist', 'to unclassified without favorite_folder_id', false],
  ] as const)(
    '%s: delete answers a relation_id, delete_recovery restores the item %s, once; type must be 1',
    async (type, _, toFolder) => {
      const item = fake.items(type).find((i) => i.folder_id !== null);
      if (!item) throw new Error('fixture missing');
      const id = String(item.item_id);
      expect((await act(type, { type, action: 'delete', item_id: id })).result).toBe(false);
      const del = await act(type, { action: 'delete', item_id: id });
      expect(del.result && typeof del.data?.relation_id).toBe('string');
      expect(fake.items(type).some((i) => i.item_id === item.item_id)).toBe(false);
      const recover = { action: 'delete_recovery', item_id: id, relation_id: String(del.data?.relation_id) };
      const into: Record<string, string> = toFolder ? { favorite_folder_id: String(item.folder_id) } : {};
      expect((await act(type, { ...recover, ...into })).result).toBe(true);
      const restored = fake.items(type, toFolder ? item.folder_id : null);
      expect(restored.some((i) => i.item_id === item.item_id)).toBe(true);
      expect((await act(type, recover)).result).toBe(false);
    },
  );
});

describe('cart and wishlist (XML)', () => {
  it('cart add answers XML and replaces the same product in the cart', async () => {
    const rental = fixtures.products.find((p) => p.product_id === 'RJ01000003')?.work_rentals[0]?.rental_id;
    expect((await cartAdd({ product_id: 'RJ01000003', rental_id: rental ?? '' })).code).toBe('1');
    expect((await cartAdd({ product_id: 'RJ01000002' })).code).toBe('1');
    const cart = fake.db.member.cart.map((c) => c.product_id);
    expect(cart.filter((id) => id === 'RJ01000003')).toHaveLength(1);
    expect(cart.at(-1)).toBe('RJ01000002');
    expect(fake.requestsOf('cart')).toHaveLength(2);
  });
  it.each([
    ['a work not on sale', { product_id: 'RJ01000004' }],
    ['a rental work without its rental', { product_id: 'RJ01000003' }],
    ['a wrong rental', { product_id: 'RJ01000002', rental_id: 'NOPE' }],
    ['a work of another site', { product_id: 'BJ02000001' }],
  ])('cart add fails for %s, with a message', async (_, body) => {
    const { code, msg } = await cartAdd(body);
    expect(code).toBe('-1');
    expect(msg).toBeTruthy();
  });
  it('wishlist add adds a favourite and an unclassified wishlist item', async () => {
    expect((await cartAdd({ product_id: 'RJ01000010' }, 'wishlist')).code).toBe('1');
    expect(fake.db.member.favorites).toContain('RJ01000010');
    expect(fake.items('wishlist', null).some((i) => i.product_id === 'RJ01000010')).toBe(true);
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
  });
});

describe('follow', () => {
  it('registers a follow with the mail flag and answers {msg} with 200 OK', async () => {
    const res = await post('follow/regist', { follow_key: 'RG10002', mail: '0' });
    expect([res.status, res.statusText]).toEqual([200, 'OK']);
    expect(((await res.json()) as { msg: string }).msg).toBeTruthy();
    expect(fake.followMail('RG10002')).toBe(0);
    expect(await getJson('load/followlist/ajax?_=h4sh-member')).toContain('RG10002');
  });
  it('fails without a follow_key or for a guest', async () => {
    expect((await post('follow/regist', { follow_key: '', mail: '1' })).status).toBe(400);
    fake.setMember(false);
    expect((await post('follow/regist', { follow_key: 'RG10001', mail: '1' })).statusText).not.toBe('OK');
  });
});

describe('JSONP services', () => {
  const jsonp = async (url: string, cb: string) => jsonpPayload(await (await fetch(url)).text(), cb);
  const preview = (id: string) =>
    jsonp(`${HOSTS.previewEmbed}/api/v1/maniax/embed?workno=${id}&callback=sfJsonp_pv`, 'sfJsonp_pv');
  const community = (id: string) =>
    jsonp(
      `${HOSTS.community}/api/channel/channel-content/${id}?callback=sfCommunity_${id}`,
      `sfCommunity_${id}`,
    );

  it('sample embed answers NAME({...}); keyed by the known work ids, [] for none', async () => {
    const data = (await jsonp(
      `${HOSTS.sampleEmbed}?workno_list=RJ01000001,RJ01000002,ZZ&callback=sfJsonp_1`,
      'sfJsonp_1',
    )) as Record<string, { samples: { src: string }[] }>;
    expect(Object.keys(data).sort()).toEqual(['RJ01000001', 'RJ01000002']);
    expect(data.RJ01000001?.samples[0]?.src.startsWith('//img.example.com/')).toBe(true);
    expect(await jsonp(`${HOSTS.sampleEmbed}?workno_list=ZZ&callback=sfJsonp_2`, 'sfJsonp_2')).toEqual([]);
  });
  it('preview embed answers count and works; community content its counts, with or without play_id', async () => {
    expect(await preview('RJ01000001')).toMatchObject({
      count: 1,
      works: [{ embed_width: 560, embed_height: 315 }],
    });
    expect(await preview('RJ01000002')).toEqual({ count: 0, works: [] });
    expect(await community('RJ01000001')).toMatchObject({ play_id: 'play-rj01000001' });
    expect(await community('RJ01000007')).toEqual({ matomes_count: 0, talks_count: 0 });
  });
  // docs/page/security.md "JSONP services": a service answers the bundle's callback shape and nothing else.
  it.each(['alert(1)//', 'alert', 'sf_x', 'sfJsonp_1.x', 'window.sfJsonp_1', 'sfJsonp_1;alert(1)'])(
    'refuses the callback %j',
    async (callback) => {
      const url = `${HOSTS.community}/api/channel/channel-content/RJ01000001?callback=${encodeURIComponent(callback)}`;
      expect((await fetch(url)).status).toBe(400);
    },
  );
});

describe('faults', () => {
  const send: Record<MockCall, () => Promise<Response>> = {
    productInfo: () => fetch(at('product/info/ajax?product_id=RJ01000001&cdn_cache=3')),
    status: () => fetch(at('load/member/status')),
    boughts: () => fetch(at('load/bought/product?_=h')),
    favorites: () => fetch(at('load/favorite/product?_=h')),
    uninterests: () => fetch(at('load/member/uninterest?_=h')),
    follows: () => fetch(at('load/followlist/ajax?_=h')),
    folders: () => fetch(at('favorite/folder/ajax?_=h&type=wishlist')),
    cart: () => post('cart/ajax', { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000001' }),
    wishlist: () => post('cart/ajax', { mode: 'wishlist', obj_nocheck: '1', product_id: 'RJ01000002' }),
    follow: () => post('follow/regist', { follow_key: 'RG10002', mail: '1' }),
    folderAction: () =>
      post('favorite/folder/ajax', { type: 'wishlist', action: 'add', 'folders[0][name]': 'x' }),
    itemAction: () => post('mypage/wishlist/ajax', { type: '1', action: 'delete', item_id: '101' }),
    coupons: () => fetch(at('api/=/coupon.json?cdn_cache=6')),
    sample: () => fetch(`${HOSTS.sampleEmbed}?workno_list=RJ01000001&callback=sfJsonp_cb`),
    preview: () => fetch(`${HOSTS.previewEmbed}/api/v1/maniax/embed?workno=RJ01000001&callback=sfJsonp_cb`),
    community: () => fetch(`${HOSTS.community}/api/channel/channel-content/RJ01000001?callback=sfJsonp_cb`),
  };
  const calls = Object.keys(send) as MockCall[];
  const jsonpCalls: MockCall[] = ['sample', 'preview', 'community'];

  it.each(calls)('%s: http500, login-html and malformed, and that call alone', async (call) => {
    fake.setFault(call, 'http500');
    const failed = await send[call]();
    expect(failed.status).toBe(500);
    // A failure is never kept by a CDN (the JSONP services are not the store's).
    if (!jsonpCalls.includes(call)) expect(failed.headers.get('cache-control')).toBe('no-store');
    fake.setFault(call, 'login-html');
    const html = await send[call]();
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(await html.text()).toContain('<html');
    fake.setFault(call, 'malformed');
    const broken = await (await send[call]()).text();
    if (call === 'cart' || call === 'wishlist') expect(broken).not.toContain('</response>');
    else
      expect(
        () => JSON.parse(jsonpCalls.includes(call) ? broken.slice('cb('.length, -2) : broken) as unknown,
      ).toThrow();
    fake.setFault(call, null);
    expect((await send[call]()).status).toBe(200);
    expect(fake.requestsOf(call)).toHaveLength(4);
    const other = calls.find((c) => c !== call) ?? 'status';
    fake.setFault(call, 'http500');
    expect((await send[other]()).status).toBe(200);
  });

  it('hang never answers', async () => {
    fake.setFault('status', 'hang');
    const controller = new AbortController();
    let answered = false;
    const pending = fetch(at('load/member/status'), { signal: controller.signal }).then(
      () => (answered = true),
      () => undefined,
    );
    // A call made after it is the sync point: answered while the hanging one is not.
    expect((await send.coupons()).status).toBe(200);
    expect(answered).toBe(false);
    controller.abort();
    await pending;
    expect(fake.requestsOf('status')).toHaveLength(1);
  });
});

describe('fake store controls', () => {
  it('reset restores the seed, the member flag, faults and the log', async () => {
    await cartAdd({ product_id: 'RJ01000002' });
    fake.setMember(false);
    fake.setFault('status', 'http500');
    fake.reset();
    expect(fake.db.member.cart).toEqual(fixtures.member.cart);
    expect(fake.isMember).toBe(true);
    expect(fake.faultFor('status')).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
  it('never mutates the seed', async () => {
    await post('favorite/folder/ajax', {
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
    await fetch(at('load/member/status'));
    expect(api.fake.requests).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
  });
});
