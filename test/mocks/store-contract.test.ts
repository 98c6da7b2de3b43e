// The mock store keeps the store's side of docs/server.md "Session and cookies", "Caching" and "Limits": a POST
// whose X-XSRF-TOKEN is missing or not the XSRF-TOKEN cookie's is refused with 403 in the call's own format
// and changes nothing; a `_` that is not the member cookie's is answered as a guest's; every answer carries
// its Cache-Control (and Vary for the shared ones); a member has at most 100 folders of a type. The same rules
// against the document and the bundle's own requests are in test/api/openapi.test.ts.
import { mockServer } from '../msw-server';
import {
  createFakeStore,
  FAKE_MESSAGES,
  FOLDERS_PER_TYPE_MAX,
  type FakeStore,
} from '../../src/mocks/fake-store';
import { createHandlers } from '../../src/mocks/handlers';
import { CACHE_CONTROL, SHARED_VARY } from '../../src/mocks/mock-wire';

const HOSTS = {
  sampleEmbed: 'https://samples.example.test/embed/jsonp',
  previewEmbed: 'https://preview.example.test',
  community: 'https://community.example.test',
};
const M = 'http://localhost:3000/maniax';
const MEMBER = 'uhashjp=h4sh-member; loginchecked=1';
/** The cookie as the store writes it (URL-encoded) and the header the bundle sends back (decoded). */
const TOKEN_COOKIE = 'XSRF-TOKEN=t%2B1%20x';
const TOKEN = 't+1 x';

let fake: FakeStore;
beforeEach(() => {
  fake = createFakeStore();
  mockServer.use(...createHandlers(fake, HOSTS));
});

const post = (url: string, body: Record<string, string>, headers: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams(body),
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers },
  });

const WRITES: [string, string, Record<string, string>][] = [
  ['cart add', `${M}/cart/ajax`, { mode: 'cart', obj_nocheck: '1', product_id: 'RJ01000002' }],
  ['wishlist add', `${M}/cart/ajax`, { mode: 'wishlist', obj_nocheck: '1', product_id: 'RJ01000002' }],
  ['follow', `${M}/follow/regist`, { follow_key: 'RG99999', mail: '1' }],
  [
    'folder create',
    `${M}/favorite/folder/ajax`,
    { type: 'wishlist', action: 'add', 'folders[0][type]': 'wishlist', 'folders[0][name]': 'New' },
  ],
  ['item delete', `${M}/mypage/wishlist/ajax`, { type: '1', action: 'delete', item_id: '1' }],
  ['product info, single', `${M}/product/info/ajax`, { product_id: 'RJ01000001' }],
];

describe('the XSRF token', () => {
  it.each(WRITES)(
    '%s: a missing or wrong header is refused with 403, its message, nothing changed',
    async (_, url, body) => {
      const before = structuredClone(fake.db);
      for (const header of [
        {} as Record<string, string>,
        { 'X-XSRF-TOKEN': 'forged' },
        { 'X-XSRF-TOKEN': 't%2B1%20x' },
      ]) {
        const res = await post(url, body, { cookie: `${MEMBER}; ${TOKEN_COOKIE}`, ...header });
        expect(res.status).toBe(403);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const text = await res.text();
        if (url.endsWith('/cart/ajax')) {
          expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
          expect(text).toContain(`<result_code>-1</result_code><res_msg>${FAKE_MESSAGES.xsrf}</res_msg>`);
        } else {
          expect(JSON.parse(text)).toEqual({ result: false, data: null, msg: FAKE_MESSAGES.xsrf });
        }
      }
      expect(fake.db).toEqual(before);
    },
  );

  it.each(WRITES)('%s: the header equal to the cookie (URL-decoded) is accepted', async (_, url, body) => {
    const res = await post(url, body, { cookie: `${MEMBER}; ${TOKEN_COOKIE}`, 'X-XSRF-TOKEN': TOKEN });
    expect(res.status).toBe(200);
  });

  it('is checked before a fault the test set, and never on a GET', async () => {
    fake.setFault('folderAction', 'http500');
    const [, url, body] = WRITES[3] ?? ['', '', {}];
    expect((await post(url, body, { cookie: `${MEMBER}; ${TOKEN_COOKIE}` })).status).toBe(403);
    const list = await fetch(`${M}/favorite/folder/ajax?_=h4sh-member&type=wishlist`, {
      headers: { cookie: `${MEMBER}; ${TOKEN_COOKIE}`, 'X-XSRF-TOKEN': 'forged' },
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { result: boolean }).result).toBe(true);
  });

  it('is not checked without the cookie: the preview pages set none', async () => {
    const [, url, body] = WRITES[0] ?? ['', '', {}];
    const res = await post(url, body, { cookie: MEMBER });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<result_code>1</result_code>');
  });
});

describe('the `_` hash', () => {
  const LISTS = [
    ['load/bought/product', { boughts: [], rentals: [] }],
    ['load/favorite/product', []],
    ['load/member/uninterest', { reason_1: [], reason_2: [] }],
    ['load/followlist/ajax', []],
  ] as const;
  it.each(LISTS)('%s: a `_` that is not the member cookie is answered as a guest', async (path, guest) => {
    const ask = async (hash: string) =>
      (await (await fetch(`${M}/${path}?_=${hash}`, { headers: { cookie: MEMBER } })).json()) as unknown;
    expect(await ask('h4sh-member')).not.toEqual(guest);
    expect(await ask('someone-else')).toEqual(guest);
  });
  it('folder list: a stale `_` gets the guest refusal', async () => {
    const res = await fetch(`${M}/favorite/folder/ajax?_=someone-else&type=wishlist`, {
      headers: { cookie: MEMBER },
    });
    expect(await res.json()).toEqual({ result: false, data: null, msg: FAKE_MESSAGES.login });
  });
});

describe('caching headers', () => {
  const headersOf = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init);
    return [res.status, res.headers.get('cache-control'), res.headers.get('vary')];
  };
  it('product info by GET and the coupons are shared; they vary with the encoding alone', async () => {
    expect(await headersOf(`${M}/product/info/ajax?product_id=RJ01000001&cdn_cache=3`)).toEqual([
      200,
      CACHE_CONTROL.productInfo,
      SHARED_VARY,
    ]);
    expect(await headersOf(`${M}/api/=/coupon.json?cdn_cache=6`)).toEqual([
      200,
      CACHE_CONTROL.coupons,
      SHARED_VARY,
    ]);
    expect(SHARED_VARY).toBe('Accept-Encoding');
  });
  it("every member's answer, every write and every failure is no-store", async () => {
    for (const path of [
      'load/member/status',
      'load/bought/product?_=h4sh-member',
      'load/favorite/product?_=h4sh-member',
      'load/member/uninterest?_=h4sh-member',
      'load/followlist/ajax?_=h4sh-member',
      'favorite/folder/ajax?_=h4sh-member&type=wishlist',
    ])
      expect(await headersOf(`${M}/${path}`, { headers: { cookie: MEMBER } }), path).toEqual([
        200,
        'no-store',
        null,
      ]);
    for (const [name, url, body] of WRITES) {
      const res = await post(url, body, { cookie: MEMBER });
      expect([name, res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([
        name,
        'no-store',
        null,
      ]);
    }
    for (const fault of ['http500', 'login-html', 'empty'] as const) {
      fake.setFault('productInfo', fault);
      expect(await headersOf(`${M}/product/info/ajax?product_id=RJ01000001&cdn_cache=3`), fault).toEqual([
        fault === 'http500' ? 500 : 200,
        'no-store',
        null,
      ]);
    }
  });
});

describe('limits', () => {
  it(`a member has at most ${FOLDERS_PER_TYPE_MAX} folders of a type; names need not be unique`, async () => {
    const create = async (name: string, type = 'wishlist') =>
      (await (
        await post(
          `${M}/favorite/folder/ajax`,
          { type, action: 'add', 'folders[0][type]': type, 'folders[0][name]': name },
          { cookie: MEMBER },
        )
      ).json()) as { result: boolean; msg: string };
    const have = fake.folders('wishlist').folders.length;
    for (let n = have; n < FOLDERS_PER_TYPE_MAX; n++) expect((await create('Same name')).result).toBe(true);
    expect(fake.folders('wishlist').folders.filter((f) => f.name === 'Same name').length).toBe(
      FOLDERS_PER_TYPE_MAX - have,
    );
    expect(await create('One more')).toMatchObject({ result: false, msg: FAKE_MESSAGES.folderLimit });
    expect(fake.folders('wishlist').folders).toHaveLength(FOLDERS_PER_TYPE_MAX);
    // Each type has its own.
    expect((await create('Other type', 'followlist')).result).toBe(true);
  });
});
