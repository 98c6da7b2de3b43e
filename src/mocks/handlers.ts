// msw 2 handlers over the fake store for every call of spec 7, answering the wire formats of contract 5.
// The same handlers serve vitest (msw/node), the dev preview and the browser tests (msw/browser).
import { http, HttpResponse, delay } from 'msw';
import type { FakeStore, MockCall, MockFault } from './fake-store.ts';
import { ANSWER_SHAPE_COOKIE, type AnswerShape } from './live-answers.ts';

export interface MockHosts {
  /** Full URL of the sample-embed JSONP endpoint (query workno_list, callback). */
  sampleEmbed: string;
  /** Origin (and optional base path) of the preview-embed service. */
  previewEmbed: string;
  /** Origin (and optional base path) of the community site. */
  community: string;
}

type Kind = 'json' | 'xml' | 'jsonp' | 'follow';

/** The preview host the fixtures' embed_url values are written with. */
const FIXTURE_PREVIEW_ORIGIN = 'https://preview.example.test';

const LOGIN_HTML =
  '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ログイン | Login</title></head>' +
  '<body><form action="/login" method="post"><input name="login_id"><input name="password" type="password">' +
  '<button>ログイン</button></form></body></html>';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const CALLBACK_RE = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function xmlResponse(resultCode: string | null, resMsg: string | null): Response {
  const parts = [
    resultCode === null ? '' : `<result_code>${resultCode}</result_code>`,
    resMsg === null ? '' : `<res_msg>${escapeXml(resMsg)}</res_msg>`,
  ];
  return new HttpResponse(`${XML_HEAD}<response>${parts.join('')}</response>`, {
    status: 200,
    headers: { 'Content-Type': 'text/xml; charset=UTF-8' },
  });
}

function jsonpResponse(callback: string, payload: string): Response {
  return new HttpResponse(`${callback}(${payload});`, {
    status: 200,
    headers: { 'Content-Type': 'application/javascript; charset=UTF-8' },
  });
}

/** `folders[0][name]=a&folders[1][id]=2` → `[{name:'a'}, {id:'2'}]` (index order, holes dropped). */
export function parseIndexedRows(body: Record<string, string>, key: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  const re = new RegExp(`^${key}\\[(\\d+)\\]\\[([^\\]]+)\\]$`);
  for (const [k, v] of Object.entries(body)) {
    const m = re.exec(k);
    if (!m) continue;
    const idx = Number(m[1]);
    const field = m[2] ?? '';
    const row = rows.get(idx) ?? {};
    row[field] = v;
    rows.set(idx, row);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
}

async function formBody(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/** The failure answer of one fault in the call's own format; null when the fault does not apply. */
async function faultResponse(fault: MockFault, kind: Kind, callback: string): Promise<Response> {
  switch (fault) {
    case 'hang':
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    case 'http500':
      return new HttpResponse('Internal Server Error', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'Content-Type': 'text/plain' },
      });
    case 'login-html':
      return new HttpResponse(LOGIN_HTML, {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=UTF-8' },
      });
    case 'malformed':
      if (kind === 'xml')
        return new HttpResponse(`${XML_HEAD}<response><result_code>1</result_code><res_msg>`, {
          status: 200,
          headers: { 'Content-Type': 'text/xml; charset=UTF-8' },
        });
      if (kind === 'jsonp') return jsonpResponse(callback, '{"count": 1, "works": [');
      return new HttpResponse('{"result": true, "data": {"folders": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'xml-fail':
    case 'xml-fail-nomsg':
    case 'result-false': {
      const withMsg = fault !== 'xml-fail-nomsg';
      const msg = 'エラーが発生しました。 An error occurred.';
      if (kind === 'xml') {
        // result-false on the XML calls: the result_code is missing altogether (also a failure, spec 8).
        if (fault === 'result-false') return xmlResponse(null, msg);
        return xmlResponse('-1', withMsg ? msg : null);
      }
      if (kind === 'follow')
        return HttpResponse.json(withMsg ? { msg } : {}, { status: 400, statusText: 'Bad Request' });
      if (kind === 'jsonp') return jsonpResponse(callback, JSON.stringify(withMsg ? { error: msg } : {}));
      return HttpResponse.json(withMsg ? { result: false, data: null, msg } : { result: false, data: null });
    }
  }
}

/** The answer shape a request asks for with the `sf-mock-answers` cookie (preview switch); else the store's. */
function answerShapeOf(request: Request): AnswerShape | undefined {
  const m = new RegExp(`(?:^|;\\s*)${ANSWER_SHAPE_COOKIE}=(spec|live)(?:;|$)`).exec(
    request.headers.get('cookie') ?? '',
  );
  return m ? (m[1] as AnswerShape) : undefined;
}

/** Member when the Cookie header holds uhashjp/uhashen; guest for any other Cookie header; else the flag. */
export function isMemberRequest(request: Request, fake: FakeStore): boolean {
  const cookie = request.headers.get('cookie');
  if (cookie === null) return fake.isMember;
  return /(?:^|;\s*)uhash(?:jp|en)=[^;]+/.test(cookie);
}

interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  body: Record<string, string>;
  member: boolean;
  callback: string;
}

export function createHandlers(fake: FakeStore, hosts: MockHosts) {
  const trim = (s: string) => s.replace(/\/+$/, '');
  const sampleUrl = hosts.sampleEmbed;
  const previewBase = trim(hosts.previewEmbed);
  const communityBase = trim(hosts.community);

  function route(call: MockCall, kind: Kind, answer: (ctx: Ctx) => Response | Promise<Response>) {
    return async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const url = new URL(request.url);
      const body = await formBody(request);
      fake.record({ call, method: request.method, url: request.url, body });
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flat[k] = v;
      const callback = url.searchParams.get('callback') ?? '';
      if (kind === 'jsonp' && !CALLBACK_RE.test(callback))
        return new HttpResponse('Bad callback', { status: 400, headers: { 'Content-Type': 'text/plain' } });
      const fault = fake.faultFor(call);
      if (fault) return faultResponse(fault, kind, callback);
      return answer({ request, url, params: flat, body, member: isMemberRequest(request, fake), callback });
    };
  }

  const idList = (raw: string | null | undefined): string[] =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');

  return [
    // ---- product info --------------------------------------------------------------------------
    http.get(
      '*/:site/product/info/ajax',
      route('productInfo', 'json', ({ request, url, params }) =>
        HttpResponse.json(
          fake.productInfo(
            params.site ?? '',
            idList(url.searchParams.get('product_id')),
            answerShapeOf(request),
          ),
        ),
      ),
    ),
    http.post(
      '*/:site/product/info/ajax',
      route('productInfo', 'json', ({ request, body, params }) =>
        HttpResponse.json(
          fake.productInfo(params.site ?? '', idList(body.product_id), answerShapeOf(request)),
        ),
      ),
    ),

    // ---- member and lists ----------------------------------------------------------------------
    http.get(
      '*/:site/load/member/status',
      route('status', 'json', ({ params, member }) =>
        HttpResponse.json(fake.status(params.site ?? '', member)),
      ),
    ),
    http.get(
      '*/:site/load/bought/product',
      route('boughts', 'json', ({ member }) => HttpResponse.json(fake.boughts(member))),
    ),
    http.get(
      '*/:site/load/favorite/product',
      route('favorites', 'json', ({ member }) => HttpResponse.json(fake.favorites(member))),
    ),
    http.get(
      '*/:site/load/member/uninterest',
      route('uninterests', 'json', ({ member }) => HttpResponse.json(fake.uninterests(member))),
    ),
    http.get(
      '*/:site/load/followlist/ajax',
      route('follows', 'json', ({ member }) => HttpResponse.json(fake.follows(member))),
    ),

    // ---- favourite folders ---------------------------------------------------------------------
    http.get(
      '*/:site/favorite/folder/ajax',
      route('folders', 'json', ({ url, member }) => {
        if (!member) return HttpResponse.json({ result: false, data: null, msg: 'ログインしてください。' });
        const type = url.searchParams.get('type') ?? '';
        if (type !== 'wishlist' && type !== 'followlist' && type !== 'searchword')
          return HttpResponse.json({ result: false, data: null, msg: '不正なリクエストです。' });
        return HttpResponse.json({ result: true, data: fake.folders(type), msg: '' });
      }),
    ),
    http.post(
      '*/:site/favorite/folder/ajax',
      route('folderAction', 'json', ({ body, member }) => {
        if (!member) return HttpResponse.json({ result: false, data: null, msg: 'ログインしてください。' });
        return HttpResponse.json(
          fake.folderAction(body.type, body.action, parseIndexedRows(body, 'folders'), body),
        );
      }),
    ),
    http.post(
      '*/:site/mypage/:type/ajax',
      route('itemAction', 'json', ({ body, params, member }) => {
        if (!member) return HttpResponse.json({ result: false, data: null, msg: 'ログインしてください。' });
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
        return xmlResponse('-1', '不正なリクエストです。');
      })(info);
    }),

    // ---- follow --------------------------------------------------------------------------------
    http.post(
      '*/:site/follow/regist',
      route('follow', 'follow', ({ body, member }) => {
        if (!member)
          return HttpResponse.json(
            { msg: 'ログインしてください。' },
            { status: 401, statusText: 'Unauthorized' },
          );
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
