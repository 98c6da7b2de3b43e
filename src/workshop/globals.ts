// The workshop's toolbar (Storybook globals): each switch by the name it carries in a story's URL
// (`?globals=lang:en;shopper:guest`), its values and its default. Pure data: the story page reads the
// chosen values with readGlobals().
import type { MockCall, MockFault } from '../mocks/fake-store';
import { THEMES } from './themes';

export const LANGS = ['ja', 'en'] as const;
export const SITES = ['maniax', 'books'] as const;
export const SHOPPERS = ['member', 'guest'] as const;
export const ANSWER_SHAPES = ['spec', 'live'] as const;
export const FAULTS = [
  'none',
  'loading',
  'http500',
  'result-false',
  'xml-fail',
  'empty',
  'slow',
  'jsonp-fail',
] as const;
export const MOTIONS = ['no-preference', 'reduce'] as const;

export interface StoryGlobals {
  lang: (typeof LANGS)[number];
  site: (typeof SITES)[number];
  shopper: (typeof SHOPPERS)[number];
  answers: (typeof ANSWER_SHAPES)[number];
  fault: (typeof FAULTS)[number];
  motion: (typeof MOTIONS)[number];
  theme: (typeof THEMES)[number];
}

export const DEFAULT_GLOBALS: StoryGlobals = {
  lang: 'ja',
  site: 'maniax',
  shopper: 'member',
  answers: 'spec',
  fault: 'none',
  motion: 'no-preference',
  theme: 'default',
};

const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The toolbar's values as the story page uses them; anything unknown falls back to the default. */
export function readGlobals(globals: Record<string, unknown>): StoryGlobals {
  return {
    lang: pick(LANGS, globals.lang, DEFAULT_GLOBALS.lang),
    site: pick(SITES, globals.site, DEFAULT_GLOBALS.site),
    shopper: pick(SHOPPERS, globals.shopper, DEFAULT_GLOBALS.shopper),
    answers: pick(ANSWER_SHAPES, globals.answers, DEFAULT_GLOBALS.answers),
    fault: pick(FAULTS, globals.fault, DEFAULT_GLOBALS.fault),
    motion: pick(MOTIONS, globals.motion, DEFAULT_GLOBALS.motion),
    theme: pick(THEMES, globals.theme, DEFAULT_GLOBALS.theme),
  };
}

const JSONP_CALLS: readonly MockCall[] = ['sample', 'preview', 'community'];
const XML_CALLS: readonly MockCall[] = ['cart', 'wishlist'];
export const ALL_CALLS: readonly MockCall[] = [
  'productInfo',
  'status',
  'boughts',
  'favorites',
  'uninterests',
  'follows',
  'folders',
  'cart',
  'wishlist',
  'follow',
  'folderAction',
  'itemAction',
  'coupons',
  ...JSONP_CALLS,
];

/**
 * The fake store's fault for each call a toolbar fault applies to: `calls` narrows it (a story of the
 * price box while only the coupon call fails); the XML and JSONP faults only touch calls of that format.
 */
export function faultsFor(
  fault: StoryGlobals['fault'],
  calls: readonly MockCall[] = ALL_CALLS,
): [MockCall, MockFault][] {
  const on = (mockFault: MockFault, among: readonly MockCall[] = ALL_CALLS) =>
    calls.filter((call) => among.includes(call)).map((call): [MockCall, MockFault] => [call, mockFault]);
  switch (fault) {
    case 'none':
      return [];
    case 'loading':
      return on('hang');
    case 'http500':
      return on('http500');
    case 'result-false':
      return on('result-false');
    case 'xml-fail':
      return on('xml-fail', XML_CALLS);
    case 'empty':
      return on('empty');
    case 'slow':
      return on('slow');
    case 'jsonp-fail':
      return on('script-error', JSONP_CALLS);
  }
}
