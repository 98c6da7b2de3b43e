// Issue 7 item 2 (bad data), the API edge: every normaliser of src/api/normalize*.ts fed random and hostile
// answers. A normaliser either returns a value that satisfies the domain models' invariants, or (only for
// an answer that cannot be read at all) throws ApiError — never anything else.
import fc from 'fast-check';
import { ApiError } from '../../src/api/errors';
import { normalizeProductInfos } from '../../src/api/normalize-product';
import {
  normalizeBoughts,
  normalizeFavorites,
  normalizeFollows,
  normalizeMemberStatus,
  normalizeUninterests,
} from '../../src/api/normalize-member';
import {
  normalizeCommunityContent,
  normalizeCoupons,
  normalizePreviewEmbed,
  normalizeSampleData,
} from '../../src/api/normalize-misc';
import { normalizeFolderList, readResult } from '../../src/api/normalize-folders';
import { text } from '../../src/api/normalize';
import type { FavoriteType } from '../../src/domain/models';
import {
  NUM_RUNS,
  hostileCollection,
  hostileId,
  hostileNumber,
  hostileRecord,
  hostileScalar,
  hostileString,
  hostileValue,
  longMixedName,
} from './hostile';
import {
  boughtsProblems,
  communityProblems,
  couponsProblems,
  folderListProblems,
  idListProblems,
  memberStatusProblems,
  previewEmbedProblems,
  productInfosProblems,
  sampleDataProblems,
  uninterestsProblems,
} from './invariants';

/** Runs `fn`; a throw other than ApiError fails the property, an ApiError is an allowed "unreadable". */
function outcome<T>(fn: () => T): { ok: true; value: T } | { ok: false; error: ApiError } {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

const runs = { numRuns: NUM_RUNS };

// ---- wire shapes -----------------------------------------------------------------------------------

const rankWire = hostileRecord(['type', 'rank', 'term'], {
  type: fc.constantFrom('day', 'week', 'constructor', '__proto__', 'toString'),
  rank: hostileNumber,
});
const rentalWire = hostileRecord(['id', 'rental_id', 'time_str', 'time_unit_jp', 'time_unit_en', 'price'], {
  price: hostileNumber,
  time_str: hostileString,
});
const productWire = hostileRecord(
  [
    'product_id',
    'work_name',
    'maker_name',
    'site_id',
    'maker_id',
    'price',
    'price_without_tax',
    'price_en',
    'price_eur',
    'official_price',
    'upgrade_min_price',
    'product_point_rate',
    'default_point_rate',
    'product_point',
    'default_point',
    'rank',
    'gift',
    'is_rental',
    'on_sale',
    'work_rentals',
    'down_url',
    'rate_average',
    'rate_count',
    'dl_count',
  ],
  {
    product_id: hostileId,
    work_name: hostileString,
    maker_name: hostileString,
    price: hostileNumber,
    official_price: hostileNumber,
    product_point_rate: hostileNumber,
    rank: hostileCollection(rankWire),
    gift: hostileRecord(['distribute_end', 'distribute_end_str']),
    work_rentals: hostileCollection(rentalWire),
    rate_average: hostileNumber,
  },
);

/** The product-info answer: keyed by id (hostile ids too), `[]`, or not an object at all. */
const productInfoAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('RJ01000001', 'RJ2')), productWire, {
      maxKeys: 4,
    }),
  },
  { weight: 1, arbitrary: fc.array(productWire, { maxLength: 3 }) },
  { weight: 1, arbitrary: hostileValue },
);

const messageWire = hostileRecord(['id', 'title', 'body', 'url', 'inservice'], {
  title: hostileString,
  url: fc.constantFrom('https://x.test/a', ' //cdn.test/b ', 'javascript:alert(1)', ''),
});
const statusAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileRecord(['customer_id', 'cart', 'message', 'info'], {
      customer_id: hostileId,
      cart: hostileCollection(
        hostileRecord(['product_id', 'rental_id', 'status'], { product_id: hostileId }),
      ),
      message: hostileCollection(messageWire),
      info: hostileCollection(hostileRecord(['id', 'title', 'url', 'date'])),
    }),
  },
  { weight: 1, arbitrary: hostileValue },
);

const idCollection = hostileCollection(hostileId);

const folderWire = hostileRecord(['id', 'name', 'item_count', 'is_visible', 'sort_no', 'type'], {
  id: hostileId,
  name: hostileString,
  sort_no: hostileNumber,
  item_count: hostileNumber,
  type: fc.constantFrom('wishlist', 'followlist', 'searchword', 'constructor', 'other'),
});

// ---- properties ------------------------------------------------------------------------------------

describe('normalisers hold up against hostile answers (property-based)', () => {
  it('product info: every entry readable, models sound, prototype keys harmless', () => {
    fc.assert(
      fc.property(productInfoAnswer, (answer) => {
        const r = outcome(() => normalizeProductInfos(answer));
        if (!r.ok) {
          // Only an answer that is not an object at all may be unreadable.
          expect(answer !== null && typeof answer === 'object' && !Array.isArray(answer)).toBe(false);
          return;
        }
        expect(productInfosProblems(r.value)).toEqual([]);
      }),
      runs,
    );
  });

  it('product info: a keyed object of entries never throws', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileString, hostileValue, { maxKeys: 5 }), (answer) => {
        expect(productInfosProblems(normalizeProductInfos(answer))).toEqual([]);
      }),
      runs,
    );
  });

  it('member status: readable whenever it is an object; messages as text', () => {
    fc.assert(
      fc.property(statusAnswer, (answer) => {
        const r = outcome(() => normalizeMemberStatus(answer));
        if (r.ok) expect(memberStatusProblems(r.value)).toEqual([]);
        else expect(answer !== null && typeof answer === 'object' && !Array.isArray(answer)).toBe(false);
      }),
      runs,
    );
  });

  it('boughts, favourites, uninterests, follows (list answers of contract 5)', () => {
    fc.assert(
      fc.property(
        hostileRecord(['boughts', 'rentals'], {
          boughts: idCollection,
          rentals: hostileCollection(
            hostileRecord(['product_id', 'expired_date', 'price', 'price_usd', 'point_rate'], {
              product_id: hostileId,
              price: hostileNumber,
            }),
          ),
        }),
        fc.oneof(idCollection, fc.record({ favorites: idCollection }), hostileValue),
        fc.oneof(hostileRecord(['reason_1', 'reason_2'], { reason_2: idCollection }), hostileValue),
        fc.oneof(
          idCollection,
          fc.array(hostileRecord(['follow_key'], { follow_key: hostileId })),
          hostileValue,
        ),
        (boughts, favorites, uninterests, follows) => {
          const b = outcome(() => normalizeBoughts(boughts));
          if (b.ok) expect(boughtsProblems(b.value)).toEqual([]);
          const f = outcome(() => normalizeFavorites(favorites));
          if (f.ok) expect(idListProblems(f.value, 'favorites')).toEqual([]);
          const u = outcome(() => normalizeUninterests(uninterests));
          if (u.ok) expect(uninterestsProblems(u.value)).toEqual([]);
          const l = outcome(() => normalizeFollows(follows));
          if (l.ok) expect(idListProblems(l.value, 'follows')).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('a plain list of ids is always readable', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(hostileString, fc.integer(), fc.constant(null)), { maxLength: 8 }),
        (ids) => {
          expect(idListProblems(normalizeFavorites(ids), 'favorites')).toEqual([]);
          expect(idListProblems(normalizeFollows(ids), 'follows')).toEqual([]);
          expect(boughtsProblems(normalizeBoughts({ boughts: ids, rentals: [] }))).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('coupons', () => {
    fc.assert(
      fc.property(
        hostileCollection(
          hostileRecord(['coupon_id', 'coupon_name', 'start_date', 'end_date', 'end_date_str', 'issue'], {
            coupon_name: hostileString,
            issue: hostileRecord(['product_id', 'maker_id'], { product_id: hostileId, maker_id: hostileId }),
          }),
        ),
        (answer) => {
          const r = outcome(() => normalizeCoupons(answer));
          if (r.ok) expect(couponsProblems(r.value)).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('JSONP answers: sample data, preview embed, community content', () => {
    const sample = hostileRecord(['demo', 'samples'], {
      demo: fc.oneof(fc.constant(null), hostileRecord(['url'], { url: hostileString })),
      samples: hostileCollection(hostileRecord(['src', 'thumb', 'width', 'height'], { src: hostileString })),
    });
    fc.assert(
      fc.property(
        fc.oneof(fc.dictionary(hostileString, fc.oneof(sample, hostileValue), { maxKeys: 4 }), hostileValue),
        fc.oneof(
          hostileRecord(['count', 'works'], {
            count: hostileNumber,
            works: hostileCollection(
              hostileRecord(['embed_url', 'embed_width', 'embed_height'], { embed_url: hostileString }),
            ),
          }),
          hostileValue,
        ),
        fc.oneof(
          hostileRecord(['play_id', 'matomes_count', 'talks_count'], {
            play_id: hostileId,
            matomes_count: hostileNumber,
          }),
          hostileValue,
        ),
        (samples, preview, community) => {
          const s = outcome(() => normalizeSampleData(samples));
          if (s.ok) expect(sampleDataProblems(s.value)).toEqual([]);
          expect(previewEmbedProblems(normalizePreviewEmbed(preview))).toEqual([]);
          expect(communityProblems(normalizeCommunityContent(community))).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('folder list answers: {result, data, msg} envelope, folders sorted, unclassified id null', () => {
    const type = fc.constantFrom<FavoriteType>('wishlist', 'followlist', 'searchword');
    fc.assert(
      fc.property(
        hostileRecord(['result', 'data', 'msg'], {
          result: fc.constantFrom(true, 1, '1', 'true', false, 0, '0', 'false', null),
          data: fc.oneof(
            hostileRecord(['folders', 'unclassified'], {
              folders: hostileCollection(folderWire),
              unclassified: fc.oneof(folderWire, hostileScalar),
            }),
            fc.array(folderWire, { maxLength: 5 }),
          ),
          msg: hostileString,
        }),
        type,
        (answer, t) => {
          const r = outcome(() => normalizeFolderList(readResult(answer, 200).data, t));
          if (r.ok) expect(folderListProblems(r.value)).toEqual([]);
          else if (r.error.kind === 'result') expect(typeof r.error.msg).toBe('string');
        },
      ),
      runs,
    );
  });

  it('text(): markup never survives as tags, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, longMixedName, fc.string({ maxLength: 200 })), (raw) => {
        const out = text(raw);
        expect(typeof out).toBe('string');
        expect(out).toBe(out.trim());
      }),
      runs,
    );
  });
});
