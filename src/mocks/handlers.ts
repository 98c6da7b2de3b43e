// msw 2 handlers over the fake store for every call of docs/server.md "Calls", answering the wire formats
// of docs/server.md "Wire formats" with the headers of its "Caching" and the session rules of its "Session and
// cookies" (mock-wire.ts). The same handlers serve vitest (msw/node), the dev preview and the browser tests.
import { delay, http, HttpResponse } from 'msw';
import { JSONP_CALLBACK_SHAPE } from '../api/jsonp-callback.ts';
import type { FakeStore, MockCall } from './fake-store.ts';
import { fail, isFavoriteType, MSG } from './fake-answers.ts';
import {
  answerShapeOf,
  type Ctx,
  faultResponse,
  formBody,
  isMemberRequest,
  jsonpResponse,
  type Kind,
  parseIndexedRows,
  SLOW_ANSWER_MS,
  staleMemberHash,
  withCacheHeaders,
  xmlResponse,
  xsrfRefusal,
  xsrfRefused,
} from './mock-wire.ts';

export { parseIndexedRows, xmlResponse } from './mock-wire.ts';

export interface MockHosts {
  /** Full URL of the sample-embed JSONP endpoint (query workno_list, callback). */
  sampleEmbed: string;
  /** Origin (and optional base path) of the preview-embed service. */
  previewEmbed: string;
  /** Origin (and optional base path) of the community site. */
  community: string;
}

/** The member's lists: their paths and calls (each a method of the fake store). */
const LISTS = [
  ['load/bought/product', 'boughts'],
  ['load/favorite/product', 'favorites'],
  ['load/member/uninterest', 'uninterests'],
  ['load/followlist/ajax', 'follows'],
] as const;

/** The preview host the fixtures' embed_url values are written with. */
const FIXTURE_PREVIEW_ORIGIN = 'https://preview.example.test';

export function createHandlers(fake: FakeStore, hosts: MockHosts) {
  const trim = (s: string) => s.replace(/\/+$/, '');
  const sampleUrl = hosts.sampleEmbed;
  const previewBase = trim(hosts.previewEmbed);
  const communityBase = trim(hosts.community);

  function route(call: MockCall, kind: Kind, answer: (ctx: Ctx) => Response | Promise<Response>) {
    type Args = { request: Request; params: Record<string, string | readonly string[] | undefined> };
    const handle = async ({ request, params }: Args) => {
      const url = new URL(request.url);
      const body = await formBody(request);
      fake.record({ call, method: request.method, url: request.url, body });
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flat[k] = v;
      const callback = url.searchParams.get('callback') ?? '';
      // The services' callback check docs/page/security.md asks of them: the bundle's shape, nothing else.
      if (kind === 'jsonp' && url.searchParams.has('callback') && !JSONP_CALLBACK_SHAPE.test(callback))
        return new HttpResponse('Bad callback', { status: 400, headers: { 'Content-Type': 'text/plain' } });
      // The store checks the token before anything else: a refused write changes nothing.
      if (xsrfRefused(request)) return withCacheHeaders(xsrfRefusal(kind), call, request.method, true);
      const fault = fake.faultFor(call);
      if (fault === 'slow') await delay(SLOW_ANSWER_MS);
      else if (fault)
        return withCacheHeaders(await faultResponse(fault, kind, callback), call, request.method, true);
      // A `_` that is not the member cookie's (a cookie left from another session) is answered as a guest.
      const member = isMemberRequest(request, fake) && !staleMemberHash(request, url);
      const response = await answer({ request, url, params: flat, body, member, callback });
      return withCacheHeaders(response, call, request.method, false);
    };
    // Asked without a callback (a page's `cors`), a service answers JSON that any origin may read.
    return async (args: Args) => {
      const response = await handle(args);
      if (kind === 'jsonp' && !new URL(args.request.url).searchParams.has('callback'))
        response.headers.set('Access-Control-Allow-Origin', '*');
      return response;
    };
  }

  const idList = (raw: string | null | undefined): string[] =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');

  return [
    // ---- product info: GET with the ids in the query, POST with one in the form body -------------
    ...(['get', 'post'] as const).map((method) =>
      http[method](
        '*/:site/product/info/ajax',
        route('productInfo', 'json', ({ request, url, body, params }) => {
          const ids = method === 'get' ? url.searchParams.get('product_id') : body.product_id;
          return HttpResponse.json(fake.productInfo(params.site ?? '', idList(ids), answerShapeOf(request)));
        }),
      ),
    ),

    // ---- member and lists ----------------------------------------------------------------------
    http.get(
      '*/:site/load/member/status',
      route('status', 'json', ({ params, member }) =>
        HttpResponse.json(fake.status(params.site ?? '', member)),
      ),
    ),
    ...LISTS.map(([path, call]) =>
      http.get(
        `*/:site/${path}`,
        route(call, 'json', ({ member }) => HttpResponse.json(fake[call](member))),
      ),
    ),

    // ---- favourite folders ---------------------------------------------------------------------
    http.get(
      '*/:site/favorite/folder/ajax',
      route('folders', 'json', ({ url, member }) => {
        if (!member) return HttpResponse.json(fail(MSG.login));
        const type = url.searchParams.get('type') ?? '';
        if (!isFavoriteType(type)) return HttpResponse.json(fail(MSG.badRequest));
        return HttpResponse.json({ result: true, data: fake.folders(type), msg: '' });
      }),
    ),
    http.post(
      '*/:site/favorite/folder/ajax',
      route('folderAction', 'json', ({ body, member }) => {
        if (!member) return HttpResponse.json(fail(MSG.login));
        return HttpResponse.json(
          fake.folderAction(body.type, body.action, parseIndexedRows(body, 'folders'), body),
        );
      }),
    ),
    http.post(
      '*/:site/mypage/:type/ajax',
      route('itemAction', 'json', ({ body, params, member }) => {
        if (!member) return HttpResponse.json(fail(MSG.login));
        return HttpResponse.json(fake.itemAction(params.type, body));
      }),
    ),

    // ---- cart and wishlist (XML) -----------------------------------------------------------------
    http.post('*/:site/cart/ajax', async (info) => {
      // The fault and the log belong to the mode's call: cart or wishlist.
      const text = await info.request.clone().text();
      const mode = new URLSearchParams(text).get('mode');
      const call: MockCall = mode === 'wishlist' ? 'wishlist' : 'cart';
      return route(call, 'xml', ({ body, params, member }) => {
        const site = params.site ?? '';
        const productId = body.product_id ?? '';
        if (body.mode === 'cart') {
          const r = fake.addToCart(site, productId, body.rental_id ?? '');
          return xmlResponse(r.result_code, r.res_msg);
        }
        if (body.mode === 'wishlist') {
          const r = fake.addToWishlist(site, productId, member);
          return xmlResponse(r.result_code, r.res_msg);
        }
        return xmlResponse('-1', MSG.badRequest);
      })(info);
    }),

    // ---- follow --------------------------------------------------------------------------------
    http.post(
      '*/:site/follow/regist',
      route('follow', 'follow', ({ body, member }) => {
        if (!member)
          return HttpResponse.json({ msg: MSG.login }, { status: 401, statusText: 'Unauthorized' });
        const r = fake.follow(body.follow_key ?? '', body.mail ?? '1');
        return HttpResponse.json(
          { msg: r.msg },
          { status: r.status, statusText: r.status === 200 ? 'OK' : 'Bad Request' },
        );
      }),
    ),

    // ---- coupons -------------------------------------------------------------------------------
    http.get(
      '*/:site/api/=/coupon.json',
      route('coupons', 'json', ({ params }) => HttpResponse.json(fake.coupons(params.site ?? ''))),
    ),

    // ---- JSONP services --------------------------------------------------------------------------
    http.get(
      sampleUrl,
      route('sample', 'jsonp', ({ url, callback }) =>
        jsonpResponse(callback, JSON.stringify(fake.samples(idList(url.searchParams.get('workno_list'))))),
      ),
    ),
    http.get(
      `${previewBase}/api/v1/:site/embed`,
      route('preview', 'jsonp', ({ url, params, callback }) => {
        const answer = fake.preview(params.site ?? '', url.searchParams.get('workno') ?? '');
        // The fixtures' player pages live on this mock's own preview host, so a page can load them.
        const works = answer.works.map((w) => ({
          ...w,
          embed_url: w.embed_url.replace(FIXTURE_PREVIEW_ORIGIN, previewBase),
        }));
        return jsonpResponse(callback, JSON.stringify({ ...answer, works }));
      }),
    ),
    // The player page an embed_url points at: a stand-in with no controls.
    http.get(`${previewBase}/embed/:id`, ({ params }) => {
      const id = typeof params.id === 'string' ? params.id.replace(/[^A-Za-z0-9_]/g, '') : '';
      return new HttpResponse(
        `<!doctype html><title>Preview ${id}</title><body style="margin:0;background:#222;color:#eee;font:14px sans-serif"><p style="padding:8px">Preview player ${id} (stand-in)</p></body>`,
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    }),
    http.get(
      `${communityBase}/api/channel/channel-content/:id`,
      route('community', 'jsonp', ({ params, callback }) =>
        jsonpResponse(callback, JSON.stringify(fake.community(params.id ?? ''))),
      ),
    ),
  ];
}
