import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../msw-server';
import { addToCart, addToWishlist } from '../../src/api/cart';
import { capture, contentTypeOf, type Captured } from './helpers';

const xml = (code: string | null, msg?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><response>${code === null ? '' : `<result_code>${code}</result_code>`}${
    msg === undefined ? '' : `<res_msg>${msg}</res_msg>`
  }</response>`;

function cartAnswer(body: string, init?: ResponseInit, sink?: (c: Captured) => void) {
  return http.post('*/maniax/cart/ajax', async ({ request }) => {
    sink?.(await capture(request));
    return HttpResponse.xml(body, init);
  });
}

describe('cart and wishlist adds', () => {
  it('addToCart posts mode=cart, obj_nocheck=1, product_id (no rental_id) and resolves the result', async () => {
    let got: Captured | undefined;
    mockServer.use(cartAnswer(xml('1', 'カートに追加しました'), undefined, (c) => (got = c)));
    document.cookie = 'XSRF-TOKEN=a%2Bb';
    await expect(addToCart('maniax', 'RJ01')).resolves.toEqual({
      resultCode: '1',
      message: 'カートに追加しました',
    });
    expect(got?.method).toBe('POST');
    expect(got?.path).toBe('/maniax/cart/ajax');
    expect(got?.body).toBe('mode=cart&obj_nocheck=1&product_id=RJ01');
    expect(contentTypeOf(got)).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(got?.headers.get('x-xsrf-token')).toBe('a+b');
  });

  it('sends rental_id only when non-empty', async () => {
    const bodies: string[] = [];
    mockServer.use(cartAnswer(xml('1'), undefined, (c) => bodies.push(c.body)));
    await addToCart('maniax', 'RJ01', 'R9');
    await addToCart('maniax', 'RJ01', '');
    expect(bodies).toEqual([
      'mode=cart&obj_nocheck=1&product_id=RJ01&rental_id=R9',
      'mode=cart&obj_nocheck=1&product_id=RJ01',
    ]);
  });

  it('addToWishlist posts mode=wishlist', async () => {
    let got: Captured | undefined;
    mockServer.use(cartAnswer(xml('1', ''), undefined, (c) => (got = c)));
    await expect(addToWishlist('maniax', 'RJ02')).resolves.toEqual({ resultCode: '1', message: '' });
    expect(got?.body).toBe('mode=wishlist&obj_nocheck=1&product_id=RJ02');
  });

  it("result_code '-1' with res_msg → result error with that message", async () => {
    mockServer.use(cartAnswer(xml('-1', '在庫がありません')));
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'result',
      status: '-1',
      msg: '在庫がありません',
    });
  });

  it("result_code '-1' without res_msg → no message (the widget shows `failed` in the page's language)", async () => {
    mockServer.use(cartAnswer(xml('-1')));
    await expect(addToWishlist('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'result',
      status: '-1',
      msg: '',
    });
  });

  it('missing result_code → failure with the HTTP status', async () => {
    mockServer.use(cartAnswer(xml(null, 'x')));
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'result',
      status: 200,
      msg: 'x',
    });
  });

  it('XML that cannot be read → parse failure without a message', async () => {
    mockServer.use(http.post('*/maniax/cart/ajax', () => HttpResponse.text('garbage')));
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
      msg: '',
    });
  });

  it('a cut-off XML answer is a failure, even though its result_code reads 1', async () => {
    const cut = '<?xml version="1.0" encoding="UTF-8"?><response><result_code>1</result_code><res_msg>';
    mockServer.use(http.post('*/maniax/cart/ajax', () => HttpResponse.text(cut)));
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'parse',
      msg: '',
    });
  });

  it('HTTP 500 → http error without a message', async () => {
    mockServer.use(http.post('*/maniax/cart/ajax', () => new HttpResponse('err', { status: 500 })));
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      msg: '',
    });
  });

  it('an HTML login page with 200 → session error', async () => {
    mockServer.use(
      http.post('*/maniax/cart/ajax', () =>
        HttpResponse.html('<!DOCTYPE html><html><body>login</body></html>'),
      ),
    );
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'session',
      status: 200,
      msg: '',
    });
  });

  it('a network failure → http error without a message', async () => {
    mockServer.use(http.post('*/maniax/cart/ajax', () => HttpResponse.error()));
    await expect(addToWishlist('maniax', 'RJ01')).rejects.toMatchObject({
      kind: 'http',
      status: 'network',
      msg: '',
    });
  });

  it('res_msg HTML is kept as plain text', async () => {
    mockServer.use(cartAnswer(xml('1', '<![CDATA[<b>追加</b>しました]]>')));
    await expect(addToCart('maniax', 'RJ01')).resolves.toEqual({ resultCode: '1', message: '追加しました' });
  });

  it('loads fast-xml-parser lazily (no static import in the edge)', () => {
    for (const f of ['cart.ts', 'xml.ts', 'client.ts']) {
      const src = readFileSync(resolve(process.cwd(), 'src/api', f), 'utf8');
      expect(src).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'fast-xml-parser'/m);
    }
  });
});
