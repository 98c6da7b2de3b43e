// The seed of the fake store: the JSON files of fixtures/, typed as wire shapes, their dates written
// relative to the day the store is built (fixture-dates.ts).
import products from '../../fixtures/products.json' with { type: 'json' };
import member from '../../fixtures/member.json' with { type: 'json' };
import coupons from '../../fixtures/coupons.json' with { type: 'json' };
import folders from '../../fixtures/folders.json' with { type: 'json' };
import samples from '../../fixtures/samples.json' with { type: 'json' };
import previews from '../../fixtures/previews.json' with { type: 'json' };
import community from '../../fixtures/community.json' with { type: 'json' };
import type { FakeSeed } from './wire-types.ts';
import { resolveFixtureDates } from './fixture-dates.ts';

/** The seed as written, its dates as tokens: createFakeStore resolves them when it builds a store. */
export const fixtureSeed: FakeSeed = {
  products,
  member,
  coupons,
  folders: folders as FakeSeed['folders'],
  samples,
  previews,
  community,
};

/**
 * The seed with its dates resolved at the time this module loads: what a fake store built then answers,
 * for stories and tests that compare a widget with the fixtures.
 */
export const fixtures: FakeSeed = resolveFixtureDates(fixtureSeed, Date.now());
