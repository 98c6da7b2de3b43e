import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HttpResponse } from 'msw';
import { addToCart, addToWishlist } from '../../src/api/cart';
import { answer, LOGIN_PAGE } from './helpers';

const xml = (code: string | null, msg?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><response>${code === null ? '' : `<result_code>${code}</result_code>`}${
    msg === undefined ? '' : `<res_msg>${msg}</res_msg>`
  }</response>`;
const cartAnswer = (reply: string | (() => Response)) =>
  answer('post', '*/maniax/cart/ajax', typeof reply === 'string' ? () => HttpResponse.xml(reply) : reply);

describe('cart and wishlist adds', () => {
  it('addToCart posts mode=cart, obj_nocheck=1, product_id, rental_id only when non-empty; resolves the result', async () => {
    const seen = cartAnswer(xml('1', 'カートに追加しました'));
    await expect(addToCart('maniax', 'RJ01')).resolves.toEqual({
      resultCode: '1',
      message: 'カートに追加しました',
    });
    await addToCart('maniax', 'RJ01', 'R9');
    await addToCart('maniax', 'RJ01', '');
    expect(seen.map((c) => c.body)).toEqual([
      'mode=cart&obj_nocheck=1&product_id=RJ01',
      'mode=cart&obj_nocheck=1&product_id=RJ01&rental_id=R9',
      'mode=cart&obj_nocheck=1&product_id=RJ01',
    ]);
  });

  it('addToWishlist posts mode=wishlist', async () => {
    const seen = cartAnswer(xml('1', ''));
    await expect(addToWishlist('maniax', 'RJ02')).resolves.toEqual({ resultCode: '1', message: '' });
    expect(seen[0]?.body).toBe('mode=wishlist&obj_nocheck=1&product_id=RJ02');
  });

  it('res_msg HTML is kept as plain text', async () => {
    cartAnswer(xml('1', '<![CDATA[<b>追加</b>しました]]>'));
    await expect(addToCart('maniax', 'RJ01')).resolves.toEqual({ resultCode: '1', message: '追加しました' });
  });

  // With no message, the widget shows `failed` in the page's language.
  it.each([
    [
      "result_code '-1' with res_msg",
      xml('-1', '在庫がありません'),
      { kind: 'result', status: '-1', msg: '在庫がありません' },
    ],
    ["result_code '-1' without res_msg", xml('-1'), { kind: 'result', status: '-1', msg: '' }],
    ['no result_code: the HTTP status', xml(null, 'x'), { kind: 'result', status: 200, msg: 'x' }],
    ['XML that cannot be read', () => HttpResponse.text('garbage'), { kind: 'parse', status: 200, msg: '' }],
    [
      'a cut-off answer, though its result_code reads 1',
      () =>
        HttpResponse.text(
          '<?xml version="1.0" encoding="UTF-8"?><response><result_code>1</result_code><res_msg>',
        ),
      { kind: 'parse', msg: '' },
    ],
    ['HTTP 500', () => new HttpResponse('err', { status: 500 }), { kind: 'http', status: 500, msg: '' }],
    ['a login page with 200', LOGIN_PAGE, { kind: 'session', status: 200, msg: '' }],
    ['a network failure', () => HttpResponse.error(), { kind: 'http', status: 'network', msg: '' }],
  ])('%s: a failure', async (_, reply, failure) => {
    cartAnswer(reply);
    await expect(addToCart('maniax', 'RJ01')).rejects.toMatchObject(failure);
    await expect(addToWishlist('maniax', 'RJ01')).rejects.toMatchObject(failure);
  });

  it('loads fast-xml-parser lazily (no static import in the edge)', () => {
    for (const f of ['cart.ts', 'xml.ts', 'client.ts']) {
      const src = readFileSync(resolve(process.cwd(), 'src/api', f), 'utf8');
      expect(src).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'fast-xml-parser'/m);
    }
  });
});
