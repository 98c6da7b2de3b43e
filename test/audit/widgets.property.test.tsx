// Bad data, the widgets: a page holding an island of every widget, mounted by the real
// bootstrap, with every store answer (product info, member status, the user lists, folders, coupons, the
// JSONP services) either the fake store's or a random hostile one, and with random attribute values.
// Asserted: no crash (no uncaught error, nothing but API, island and empty-widget reports), every island
// settles as ready or error, and islands added afterwards still mount and work.
import fc from 'fast-check';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bootstrap } from '../../src/boot/bootstrap';
import { memberCookies, useMockApi } from '../mock-api';
import { mockServer } from '../msw-server';
import { TEST_CONFIG } from '../render';
import { runsOutsideAct } from '../outside-act';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { injectedElements, unsafeUrls } from './dom-scan';
import { hostileString, hostileValue, TRICKY_STRINGS } from './hostile';
import * as wire from './wire';
import { LONG_WAIT } from '../../src/mocks/suite-clock';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const KNOWN = ['RJ01000001', 'RJ01000002', 'RJ01000005', 'RJ01000008'];
const WIDGETS = [
  'product-item',
  'price-box',
  'favorite-button',
  'community-links',
  'follow-button',
  'member-messages',
  'favorite-folder-menu',
  'favorite-folders',
  'favorite-item',
] as const;

/** null: the fake store answers; otherwise the hostile body. */
type Answer = { body: unknown } | null;
const maybe = (arb: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> =>
  fc.oneof(
    fc.constant(null),
    arb.map((body) => ({ body })),
  );

const scenario = fc.record({
  member: fc.boolean(),
  products: fc.record(
    Object.fromEntries(
      KNOWN.map((id) => [
        id,
        fc.oneof(
          fc.constantFrom('good' as const, 'missing' as const),
          wire.productWire.map((body) => ({ body })),
          wire.productWire.map((body) => ({ body })),
        ),
      ]),
    ),
  ),
  whole: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: hostileValue.map((body) => ({ body })) },
  ),
  status: maybe(wire.statusAnswer),
  boughts: maybe(wire.boughtsAnswer),
  favorites: maybe(wire.favoritesAnswer),
  uninterests: maybe(wire.uninterestsAnswer),
  follows: maybe(wire.followsAnswer),
  folders: maybe(wire.folderListEnvelope),
  coupons: maybe(wire.couponsAnswer),
  samples: maybe(wire.sampleAnswer),
  community: maybe(wire.communityAnswer),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

let current: Scenario | null = null;

const json = (a: Answer) => (a === null ? undefined : HttpResponse.json(a.body as object));
const jsonp = (request: Request, a: Answer) => {
  if (a === null) return undefined;
  const callback = new URL(request.url).searchParams.get('callback') ?? '';
  return new HttpResponse(`${callback}(${JSON.stringify(a.body) ?? 'null'});`, {
    headers: { 'Content-Type': 'application/javascript' },
  });
};

/** Handlers in front of the fake store's: they answer from `current`, or fall through to the fake store. */
function hostileHandlers() {
  const productInfo = (ids: string[]) => {
    if (!current) return undefined;
    if (current.whole) return HttpResponse.json(current.whole.body as object);
    const good = fake.productInfo('maniax', ids) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const id of ids) {
      const pick = current.products[id];
      if (pick === undefined || pick === 'good') {
        if (Object.hasOwn(good, id)) out[id] = good[id];
      } else if (pick !== 'missing') out[id] = pick.body;
    }
    return HttpResponse.json(out);
  };
  return [
    http.get('*/:site/product/info/ajax', ({ request }) =>
      productInfo(new URL(request.url).searchParams.get('product_id')?.split(',') ?? []),
    ),
    http.post('*/:site/product/info/ajax', async ({ request }) =>
      productInfo([new URLSearchParams(await request.text()).get('product_id') ?? '']),
    ),
    http.get('*/:site/load/member/status', () => json(current?.status ?? null)),
    http.get('*/:site/load/bought/product', () => json(current?.boughts ?? null)),
    http.get('*/:site/load/favorite/product', () => json(current?.favorites ?? null)),
    http.get('*/:site/load/member/uninterest', () => json(current?.uninterests ?? null)),
    http.get('*/:site/load/followlist/ajax', () => json(current?.follows ?? null)),
    http.get('*/:site/favorite/folder/ajax', () => json(current?.folders ?? null)),
    http.get('*/:site/api/=/coupon.json', () => json(current?.coupons ?? null)),
    http.get(DEFAULT_MOCK_HOSTS.sampleEmbed, ({ request }) => jsonp(request, current?.samples ?? null)),
    http.get(`${DEFAULT_MOCK_HOSTS.community}/api/channel/channel-content/:id`, ({ request }) =>
      jsonp(request, current?.community ?? null),
    ),
  ];
}

let ga: ReturnType<typeof vi.fn>;
const uncaught: unknown[] = [];
const onError = (e: ErrorEvent) => void uncaught.push(e.error ?? e.message);
const onRejection = (e: PromiseRejectionEvent) => void uncaught.push(e.reason);

runsOutsideAct();
beforeAll(() => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
});
let consoleError: { mockRestore: () => void };
/** React's warnings about the data (duplicate keys: rows that would be mixed up on update). */
const reactWarnings: string[] = [];
beforeEach(() => {
  ga = vi.fn();
  (window as unknown as { ga?: unknown }).ga = ga;
  consoleError = vi.spyOn(console, 'error').mockImplementation((first: unknown, ...rest: unknown[]) => {
    if (typeof first === 'string' && /same key/.test(first))
      reactWarnings.push(`${first} ${String(rest[0])}`);
  });
  window.history.pushState({}, '', '/maniax/mypage/wishlist/');
});
afterEach(() => {
  consoleError.mockRestore();
  delete (window as unknown as { ga?: unknown }).ga;
  current = null;
  window.history.pushState({}, '', '/');
});

/** Reports that mean a crash rather than a failed call or a refused island. */
function crashReports(): string[] {
  return ga.mock.calls
    .map((c) => String((c[1] as { eventLabel: string }).eventLabel))
    .filter(
      (l) =>
        !/^(ApiError|MissingProductsError|IslandError|Error: \[EmptyWidgetError\]|Error: price-box: product|Error: [a-z-]+: product)/.test(
          l,
        ),
    )
    .map((l) => l.split('\n').slice(0, 3).join(' | '));
}

function island(widget: string, attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', widget);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  el.append(Object.assign(document.createElement('span'), { className: 'server', textContent: 'server' }));
  document.body.append(el);
  return el;
}

const CONFIG = { ...TEST_CONFIG, layout: 'mypage_wishlist_folders' };

async function allSettled(els: HTMLElement[]) {
  await waitFor(() => {
    const open = els.filter((el) => !/^(ready|error)$/.test(el.getAttribute('data-widget-state') ?? ''));
    expect(open.map((el) => `${el.dataset.widget} ${JSON.stringify({ ...el.dataset })}`)).toEqual([]);
  }, LONG_WAIT);
}

/** Mounts a page with an island of every widget while the answers follow `s`; resolves once all settled. */
/** An empty page, nothing reported yet, and the fake store reset for a member or a guest. */
function freshPage(member: boolean) {
  document.body.innerHTML = '';
  uncaught.length = 0;
  reactWarnings.length = 0;
  ga.mockClear();
  fake.reset();
  fake.setMember(member);
  if (member) memberCookies();
}

async function hostilePage(s: Scenario) {
  freshPage(s.member);
  current = s;
  const els = [
    island('product-item', { 'product-id': 'RJ01000001' }),
    island('product-item', { 'product-id': 'RJ01000002', layout: '2column' }),
    island('product-item', { 'product-id': 'RJ01000005', layout: 'image', cacheable: 'false' }),
    island('price-box', { 'product-id': 'RJ01000008' }),
    island('price-box', { 'product-id': 'RJ01000001' }),
    island('favorite-button', { 'product-id': 'RJ01000002' }),
    island('community-links', { 'product-id': 'RJ01000001' }),
    island('follow-button', { 'maker-id': 'RG10001', 'maker-name': 'Tsukimisou' }),
    island('member-messages', {}),
    island('favorite-folder-menu', {}),
    island('favorite-folders', {}),
    island('favorite-item', { 'item-id': '101', 'folder-id': '11', 'folder-name': 'Buy later' }),
  ];
  const { api } = bootstrap(CONFIG);
  await api.mount();
  await allSettled(els);
  return { api, els };
}

function signOut(): void {
  document.cookie = 'uhashjp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'loginchecked=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Answers of the calls a shopper's click makes: null = the fake store's, else hostile. */
interface Actions {
  cart: { body: string } | null;
  envelope: Answer;
  follow: { status: number; statusText: string; body: string } | null;
}
let actions: Actions | null = null;

const actionScenario: fc.Arbitrary<Actions> = fc.record({
  cart: fc.option(wire.cartXml.map((body) => ({ body }))),
  envelope: maybe(wire.actionEnvelope),
  follow: fc.option(
    fc.record({
      status: fc.constantFrom(200, 400, 500),
      statusText: fc.constantFrom('OK', '', 'Bad Request'),
      body: fc.oneof(
        hostileValue.map((v) => JSON.stringify(v) ?? ''),
        hostileString,
      ),
    }),
  ),
});

function actionHandlers() {
  return [
    http.post('*/:site/cart/ajax', () =>
      actions?.cart
        ? new HttpResponse(actions.cart.body, { headers: { 'Content-Type': 'text/xml' } })
        : undefined,
    ),
    http.post('*/:site/favorite/folder/ajax', () => json(actions?.envelope ?? null)),
    http.post('*/:site/mypage/:type/ajax', () => json(actions?.envelope ?? null)),
    http.post('*/:site/follow/regist', () =>
      actions?.follow
        ? new HttpResponse(actions.follow.body, {
            status: actions.follow.status,
            statusText: actions.follow.statusText,
          })
        : undefined,
    ),
  ];
}

/** Islands added after the hostile page (with the fake store answering again) mount and work. */
async function laterIslandsWork(api: { mount: () => Promise<void> }) {
  current = null;
  const follow = island('follow-button', { 'maker-id': 'RG30003', 'maker-name': 'Circle C' });
  const card = island('product-item', { 'product-id': 'RJ01000010' });
  await api.mount();
  await waitFor(() => {
    expect(follow.getAttribute('data-widget-state')).toBe('ready');
    expect(card.getAttribute('data-widget-state')).toBe('ready');
  });
  expect(card.querySelector('a, button')).not.toBeNull();
}

/** Clicks every enabled control of the islands, twice over, a task apart as a person's clicks are. */
async function clickEverything() {
  for (let round = 0; round < 2; round++) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-widget] button')) {
      if (!button.isConnected || button.disabled) continue;
      button.click();
      await new Promise((r) => setTimeout(r, 0));
    }
  }
}

describe('widgets hold up against hostile answers and attributes (property-based)', () => {
  it('every widget on one page, every answer possibly hostile, every control clicked while its calls answer hostile bodies', async () => {
    mockServer.use(...hostileHandlers(), ...actionHandlers());
    await fc.assert(
      fc.asyncProperty(scenario, actionScenario, async (s, a) => {
        const { api, els } = await hostilePage(s);
        try {
          // A product the answer holds as an object is shown, whatever its fields hold; one it lacks is an error.
          if (s.whole === null)
            for (const el of els.filter((e) => /^(product-item|price-box)$/.test(e.dataset.widget ?? ''))) {
              const expected = s.products[el.dataset.productId ?? ''] === 'missing' ? 'error' : 'ready';
              const { widget, productId } = el.dataset;
              expect(`${widget} ${productId} ${el.getAttribute('data-widget-state')}`).toBe(
                `${widget} ${productId} ${expected}`,
              );
            }
          actions = a;
          await clickEverything();
          // Every spinner stops: nothing is left busy once the calls have answered.
          await waitFor(
            () => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0),
            LONG_WAIT,
          );
          expect(crashReports()).toEqual([]);
          expect(uncaught).toEqual([]);
          expect(unsafeUrls()).toEqual([]);
          expect(reactWarnings).toEqual([]);
          actions = null;
          await laterIslandsWork(api);
        } finally {
          actions = null;
          api.unmount();
          signOut();
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('random attribute values: each island renders or is in error, the others keep working', async () => {
    const attr = fc.oneof(
      fc.constantFrom(...TRICKY_STRINGS),
      fc.constantFrom(
        'RJ01000001',
        'RJ01000003',
        'RG10001',
        '101',
        '11',
        '',
        ' ',
        '1column',
        'image',
        'true',
        'false',
      ),
      hostileString,
    );
    const islandSpec = fc.record({
      widget: fc.oneof(fc.constantFrom(...WIDGETS), fc.constantFrom('toString', '__proto__', 'no-such', '')),
      attrs: fc.dictionary(
        fc.constantFrom(
          'product-id',
          'layout',
          'cacheable',
          'maker-id',
          'maker-name',
          'item-id',
          'folder-id',
          'folder-name',
        ),
        attr,
        { maxKeys: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(islandSpec, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (specs, member) => {
          freshPage(member);
          const els = specs.map((s) => island(s.widget, s.attrs));
          const { api } = bootstrap(CONFIG);
          await api.mount();
          await allSettled(els);
          for (const el of els)
            if (el.getAttribute('data-widget-state') === 'error')
              expect(el.innerHTML).toBe('<span class="server">server</span>');
          expect(crashReports()).toEqual([]);
          expect(uncaught).toEqual([]);
          // Attribute values (XSS payloads among them) never become markup or unsafe URLs.
          expect(injectedElements()).toEqual([]);
          expect(unsafeUrls()).toEqual([]);
          await laterIslandsWork(api);
          api.unmount();
          signOut();
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
