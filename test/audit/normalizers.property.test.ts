// Bad data, the API edge: every normaliser of src/api/normalize*.ts fed random and hostile
// answers. A normaliser either returns a value that satisfies the domain models' invariants, or (only for
// an answer that cannot be read at all) throws ApiError — never anything else.
import fc from 'fast-check';
import { ApiError } from '../../src/api/errors';
import { normalizeProductInfos } from '../../src/api/normalize-product';
import * as member from '../../src/api/normalize-member';
import * as misc from '../../src/api/normalize-misc';
import { normalizeFolderList, readResult } from '../../src/api/normalize-folders';
import { text } from '../../src/api/normalize';
import type { FavoriteType } from '../../src/domain/models';
import { NUM_RUNS, hostileString, hostileValue, longMixedName } from './hostile';
import * as check from './invariants';
import * as wire from './wire';

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
const expectSomeRead = (...names: string[]) => {
  for (const name of names)
    expect(readable.get(name) ?? 0, `${name}: no answer was readable`).toBeGreaterThan(0);
};

/** Reads an answer with `fn`: what it reads must satisfy the invariants (`problems` empty), counted as `name`. */
function readSound<T>(name: string, fn: () => T, problems: (value: T) => string[]) {
  const r = outcome(fn);
  if (r.ok) {
    readable.set(name, (readable.get(name) ?? 0) + 1);
    expect(problems(r.value)).toEqual([]);
  }
  return r;
}

/** Only an answer that is not an object at all may be unreadable. */
const isRecord = (answer: unknown) => answer !== null && typeof answer === 'object' && !Array.isArray(answer);

describe('normalisers hold up against hostile answers (property-based)', () => {
  it('product info: every entry readable, models sound, prototype keys harmless; a keyed object never throws', () => {
    const keyed = fc.dictionary(hostileString, hostileValue, { maxKeys: 5 });
    fc.assert(
      fc.property(wire.productInfoAnswer, keyed, (answer, entries) => {
        const r = readSound('productInfo', () => normalizeProductInfos(answer), check.productInfosProblems);
        if (!r.ok) expect(isRecord(answer)).toBe(false);
        expect(check.productInfosProblems(normalizeProductInfos(entries))).toEqual([]);
      }),
      runs,
    );
    expectSomeRead('productInfo');
  });

  it('member status: readable whenever it is an object; messages as text', () => {
    fc.assert(
      fc.property(wire.statusAnswer, (answer) => {
        const r = readSound('status', () => member.normalizeMemberStatus(answer), check.memberStatusProblems);
        if (!r.ok) expect(isRecord(answer)).toBe(false);
      }),
      runs,
    );
    expectSomeRead('status');
  });

  it('boughts, favourites, uninterests, follows (the list answers of docs/server.md); a plain list of ids always read', () => {
    const ids = fc.array(fc.oneof(hostileString, fc.integer(), fc.constant(null)), { maxLength: 8 });
    fc.assert(
      fc.property(
        wire.boughtsAnswer,
        wire.favoritesAnswer,
        wire.uninterestsAnswer,
        wire.followsAnswer,
        ids,
        (boughts, favorites, uninterests, follows, plain) => {
          readSound('boughts', () => member.normalizeBoughts(boughts), check.boughtsProblems);
          readSound(
            'favorites',
            () => member.normalizeFavorites(favorites),
            (v) => check.idListProblems(v, 'favorites'),
          );
          readSound('uninterests', () => member.normalizeUninterests(uninterests), check.uninterestsProblems);
          readSound(
            'follows',
            () => member.normalizeFollows(follows),
            (v) => check.idListProblems(v, 'follows'),
          );
          expect(check.idListProblems(member.normalizeFavorites(plain), 'favorites')).toEqual([]);
          expect(check.idListProblems(member.normalizeFollows(plain), 'follows')).toEqual([]);
          expect(check.boughtsProblems(member.normalizeBoughts({ boughts: plain, rentals: [] }))).toEqual([]);
        },
      ),
      runs,
    );
    expectSomeRead('boughts', 'favorites', 'uninterests', 'follows');
  });

  it('coupons', () => {
    fc.assert(
      fc.property(
        wire.couponsAnswer,
        (answer) => void readSound('coupons', () => misc.normalizeCoupons(answer), check.couponsProblems),
      ),
      runs,
    );
    expectSomeRead('coupons');
  });

  it('JSONP answers: sample data, preview embed, community content', () => {
    fc.assert(
      fc.property(
        wire.sampleAnswer,
        wire.previewAnswer,
        wire.communityAnswer,
        (samples, preview, community) => {
          readSound('samples', () => misc.normalizeSampleData(samples), check.sampleDataProblems);
          expect(check.previewEmbedProblems(misc.normalizePreviewEmbed(preview))).toEqual([]);
          expect(check.communityProblems(misc.normalizeCommunityContent(community))).toEqual([]);
        },
      ),
      runs,
    );
    expectSomeRead('samples');
  });

  it('folder list answers: {result, data, msg} envelope, folders sorted, unclassified id null', () => {
    const type = fc.constantFrom<FavoriteType>('wishlist', 'followlist', 'searchword');
    fc.assert(
      fc.property(wire.folderListEnvelope, type, (answer, t) => {
        const r = readSound(
          'folders',
          () => normalizeFolderList(readResult(answer, 200).data, t),
          check.folderListProblems,
        );
        if (!r.ok && r.error.kind === 'result') expect(typeof r.error.msg).toBe('string');
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
