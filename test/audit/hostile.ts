// Random and hostile wire values for the audit's property-based tests: missing fields,
// wrong types, numeric strings, huge numbers, NaN/Infinity-like strings, empty arrays, objects where arrays
// are expected, ids that are Object.prototype names, and very long mixed-width names.
import fc from 'fast-check';

/** Strings that trip naive readers: prototype names, number-like words, markup, blanks. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '1',
  '1,234',
  ' 42 ',
  '1e400',
  '-1e400',
  '9007199254740993',
  '0x1F',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '&lt;b&gt;',
  '&#0;&#xFFFFFFFF;&#55296;',
  '\u202Eevil\u202C',
  '\uD800',
  '１２３',
] as const;

const MIXED = [
  'ｱ',
  'ア',
  '漢',
  'Ａ',
  'a',
  '🎉',
  '👨‍👩‍👧',
  'é',
  'e\u0301',
  'א',
  'ب',
  '\u202E',
  '\u200B',
  ' ',
  '\u3000',
];

/** A long name mixing full- and half-width, emoji, combining marks and RTL text (up to ~3000 UTF-16 units). */
export const longMixedName = fc
  .array(fc.constantFrom(...MIXED), { minLength: 200, maxLength: 1000 })
  .map((parts) => parts.join(''));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: longMixedName },
);

/** Numbers as real servers send them, and as broken ones do. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 1e21, 0.1 + 0.2),
  fc.constantFrom(
    '0',
    '10',
    '-5',
    '1,320',
    ' 7 ',
    '1e308',
    '1e400',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    'abc',
  ),
  fc.integer().map(String),
);

/** Any JSON-ish value: scalars, empty and non-empty arrays and objects. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([]),
  fc.constant({}),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** Keys a record may carry beyond its own: a field of another shape, prototype names. */
const EXTRA_KEYS = fc.constantFrom('extra_str', 'image_main', '__proto__', 'constructor', 'x');

/**
 * An object with (some of) the given keys, each holding either a plausible value from `plausible` or a
 * hostile one; keys may be missing. Extra random keys may appear too.
 */
export function hostileRecord(
  keys: readonly string[],
  plausible: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const k of keys) {
    const good = plausible[k];
    model[k] = good
      ? fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: hostileValue })
      : hostileValue;
  }
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(EXTRA_KEYS, hostileScalar, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A collection as servers send it: an array, an object keyed by index/id, or something else entirely. */
export function hostileCollection(item: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(item, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, item, { maxKeys: 4 }) },
    { weight: 1, arbitrary: hostileScalar },
  );
}

/** Ids: plausible work numbers, numbers, and hostile strings (prototype names included). */
export const hostileId: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('RJ01000001', 'RJ01000002', 'RJ01000005', 'RG10001', '11', '12') },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 1e9 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, [], {}) },
);

export const NUM_RUNS = 100;
