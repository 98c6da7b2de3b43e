// Bad data, the API edge: every normaliser of src/api/normalize*.ts fed random and hostile
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
import { NUM_RUNS, hostileString, hostileValue, longMixedName } from './hostile';
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
import {
  boughtsAnswer,
  communityAnswer,
  couponsAnswer,
  favoritesAnswer,
  folderListEnvelope,
  followsAnswer,
  previewAnswer,
  productInfoAnswer,
  sampleAnswer,
  statusAnswer,
  uninterestsAnswer,
} from './wire';

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

/**
 * How many answers each normaliser read (its `ok` branch): a property whose checks run only on readable
 * answers must see some, or a normaliser that refuses everything would pass it.
 */
const readable = new Map<string, number>();
const read = (name: string) => readable.set(name, (readable.get(name) ?? 0) + 1);
const expectSomeRead = (...names: string[]) => {
  for (const name of names)
    expect(readable.get(name) ?? 0, `${name}: no answer was readable`).toBeGreaterThan(0);
};

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
        read('productInfo');
        expect(productInfosProblems(r.value)).toEqual([]);
      }),
      runs,
    );
    expectSomeRead('productInfo');
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
        if (r.ok) {
          read('status');
          expect(memberStatusProblems(r.value)).toEqual([]);
        } else expect(answer !== null && typeof answer === 'object' && !Array.isArray(answer)).toBe(false);
      }),
      runs,
    );
    expectSomeRead('status');
  });

  it('boughts, favourites, uninterests, follows (the list answers of docs/server.md)', () => {
    fc.assert(
      fc.property(
        boughtsAnswer,
        favoritesAnswer,
        uninterestsAnswer,
        followsAnswer,
        (boughts, favorites, uninterests, follows) => {
          const b = outcome(() => normalizeBoughts(boughts));
          if (b.ok) {
            read('boughts');
            expect(boughtsProblems(b.value)).toEqual([]);
          }
          const f = outcome(() => normalizeFavorites(favorites));
          if (f.ok) {
            read('favorites');
            expect(idListProblems(f.value, 'favorites')).toEqual([]);
          }
          const u = outcome(() => normalizeUninterests(uninterests));
          if (u.ok) {
            read('uninterests');
            expect(uninterestsProblems(u.value)).toEqual([]);
          }
          const l = outcome(() => normalizeFollows(follows));
          if (l.ok) {
            read('follows');
            expect(idListProblems(l.value, 'follows')).toEqual([]);
          }
        },
      ),
      runs,
    );
    expectSomeRead('boughts', 'favorites', 'uninterests', 'follows');
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
      fc.property(couponsAnswer, (answer) => {
        const r = outcome(() => normalizeCoupons(answer));
        if (r.ok) {
          read('coupons');
          expect(couponsProblems(r.value)).toEqual([]);
        }
      }),
      runs,
    );
    expectSomeRead('coupons');
  });

  it('JSONP answers: sample data, preview embed, community content', () => {
    fc.assert(
      fc.property(sampleAnswer, previewAnswer, communityAnswer, (samples, preview, community) => {
        const s = outcome(() => normalizeSampleData(samples));
        if (s.ok) {
          read('samples');
          expect(sampleDataProblems(s.value)).toEqual([]);
        }
        expect(previewEmbedProblems(normalizePreviewEmbed(preview))).toEqual([]);
        expect(communityProblems(normalizeCommunityContent(community))).toEqual([]);
      }),
      runs,
    );
    expectSomeRead('samples');
  });

  it('folder list answers: {result, data, msg} envelope, folders sorted, unclassified id null', () => {
    const type = fc.constantFrom<FavoriteType>('wishlist', 'followlist', 'searchword');
    fc.assert(
      fc.property(folderListEnvelope, type, (answer, t) => {
        const r = outcome(() => normalizeFolderList(readResult(answer, 200).data, t));
        if (r.ok) {
          read('folders');
          expect(folderListProblems(r.value)).toEqual([]);
        } else if (r.error.kind === 'result') expect(typeof r.error.msg).toBe('string');
      }),
      runs,
    );
    expectSomeRead('folders');
  });

  it('text(): markup never survives as tags, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, longMixedName, fc.string({ maxLength: 200 })), (raw) => {
        const out = text(raw);
        expect(typeof out).toBe('string');
        expect(out).toBe(out.trim());
        // No tag of the answer is left (a `<` that opens no tag may stay, as text; `&lt;b&gt;` is the
        // text "<b>" the server meant to show, and is shown as text).
        if (!raw.includes('&')) expect(out).not.toMatch(/<\/?[a-z][^<>]*>/i);
      }),
      {
        ...runs,
        // Always among the runs: the markup a store answer really carries, and the hostile kind.
        examples: [
          ['<b>2027年3月1日</b> 0時まで'],
          ['<img src=x onerror=alert(1)>'],
          ['<script>alert(1)</script>'],
        ],
      },
    );
  });
});
