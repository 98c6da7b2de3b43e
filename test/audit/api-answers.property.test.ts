// Bad data, the calls whose answers are read inside src/api (not by an exported
// normaliser): the cart/wishlist XML, folder and item actions' {result, data, msg}, follow registration.
// Served by msw with random and hostile bodies: a call resolves with sound values or rejects with ApiError
// carrying a string message — never another error.
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { addToCart, addToWishlist } from '../../src/api/cart';
import { ApiError } from '../../src/api/errors';
import { createFolder } from '../../src/api/folders';
import { deleteItem, moveItem } from '../../src/api/items';
import { registerFollow } from '../../src/api/follow';
import { mockServer } from '../msw-server';
import { hostileString, hostileValue } from './hostile';
import { actionEnvelope, cartXml } from './wire';

const runs = { numRuns: 60 };

/**
 * The calls whose answer was read at least once: a property that checks only read answers must see some,
 * or a call that refuses everything would pass it.
 */
const read = new Set<string>();
const expectRead = (...calls: string[]) => {
  for (const call of calls) expect(read.has(call), `${call}: no answer was read`).toBe(true);
};

async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> {
  try {
    return { ok: true, value: await p };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

// Each property makes 60 runs of up to four calls through msw: a few seconds on a loaded 2-core machine, which
// the 5 s default does not leave room for (a clean clone's run beside other work timed out at 5 s).
describe(
  'answers read inside the API calls hold up against hostile bodies (property-based)',
  { timeout: 30_000 },
  () => {
    it('cart and wishlist XML: a code and a text message, or an ApiError with a message', async () => {
      await fc.assert(
        fc.asyncProperty(cartXml, fc.constantFrom(200, 500), fc.boolean(), async (body, status, wish) => {
          mockServer.use(
            http.post(
              '*/:site/cart/ajax',
              () => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/xml' } }),
            ),
          );
          const r = await settle(
            wish ? addToWishlist('maniax', 'RJ01000001') : addToCart('maniax', 'RJ01000001'),
          );
          if (r.ok) {
            read.add('cart');
            expect(status).toBe(200);
            expect(typeof r.value.resultCode).toBe('string');
            expect(r.value.resultCode).not.toBe('-1');
            expect(r.value.resultCode).not.toBe('');
            expect(typeof r.value.message).toBe('string');
            expect(r.value.message).not.toMatch(/<(script|img|svg)\b/i);
          } else {
            expect(typeof r.error.msg).toBe('string');
            expect(r.error.msg).not.toMatch(/<(script|img|svg)\b/i);
          }
        }),
        {
          ...runs,
          // Always among the runs: a sound answer for each call (a random body is rarely one), so that the
          // reading is checked whatever the seed.
          examples: [
            ['<response><result_code>1</result_code><res_msg>Added</res_msg></response>', 200, false],
            ['<response><result_code>1</result_code><res_msg>Added</res_msg></response>', 200, true],
          ],
        },
      );
      expectRead('cart');
    });

    // The folder list's reading is the normalisers' (normalizers.property.test.ts 'folder list answers').
    it('folder create, item move and delete: sound values or ApiError', async () => {
      await fc.assert(
        fc.asyncProperty(actionEnvelope, async (action) => {
          mockServer.use(
            http.post('*/:site/favorite/folder/ajax', () => HttpResponse.json(action)),
            http.post('*/:site/mypage/:type/ajax', () => HttpResponse.json(action)),
          );
          const created = await settle(createFolder('maniax', 'wishlist', 'x'));
          if (created.ok) {
            read.add('create');
            expect(created.value.id).toMatch(/^\S(.*\S)?$/s);
          }
          const moved = await settle(moveItem('maniax', 'wishlist', '101', '11'));
          if (moved.ok) {
            read.add('move');
            expect(typeof moved.value.item_id).toBe('string');
            expect(moved.value.dst_folder === null || typeof moved.value.dst_folder === 'string').toBe(true);
            expect(typeof moved.value.dst_folder_name).toBe('string');
          }
          const deleted = await settle(deleteItem('maniax', 'wishlist', '101'));
          if (deleted.ok) {
            read.add('delete');
            expect(typeof deleted.value.relation_id).toBe('string');
          }
          for (const r of [created, moved, deleted]) if (!r.ok) expect(typeof r.error.msg).toBe('string');
        }),
        {
          ...runs,
          // Always among the runs: well-formed answers, so that every call's reading is checked too.
          examples: [
            [
              {
                result: true,
                data: {
                  folder: { id: 11 },
                  item_id: '101',
                  dst_folder: '11',
                  dst_folder_name: 'a',
                  relation_id: 'r1',
                },
                msg: '',
              },
            ],
          ],
        },
      );
      expectRead('create', 'move', 'delete');
    });

    it('follow registration: any status text and body', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(200, 201, 400, 500),
          fc.constantFrom('OK', '', 'Created', 'Bad Request'),
          fc.oneof(
            hostileValue.map((v) => JSON.stringify(v) ?? ''),
            hostileString,
          ),
          async (status, statusText, body) => {
            mockServer.use(
              http.post('*/:site/follow/regist', () => new HttpResponse(body, { status, statusText })),
            );
            const r = await settle(registerFollow('maniax', { follow_key: 'RG1', mail_flg: 1 }));
            if (r.ok) {
              read.add('follow');
              expect(typeof r.value.msg).toBe('string');
            } else expect(typeof r.error.msg).toBe('string');
          },
        ),
        // Always among the runs: a follow that succeeds (1 in 16 random runs is one).
        { ...runs, examples: [[200, 'OK', '{"result":true}']] },
      );
      expectRead('follow');
    });
  },
);
