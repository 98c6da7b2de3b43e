import { describe, expect, it } from 'vitest';
import { createTranslator, localeFromSiteLang, substitute } from '../../src/i18n/translate';
import type { LabelKey } from '../../src/i18n/en';

describe('localeFromSiteLang', () => {
  it.each([
    ['jp', 'ja'],
    ['en', 'en'],
  ] as const)('%s → %s', (lang, locale) => {
    expect(localeFromSiteLang(lang)).toBe(locale);
  });
});

// Each key's text in both languages: test/docs/labels-page.test.ts, against the labels page.
describe('createTranslator', () => {
  it.each([
    ['en', 'into_cart_result', undefined, 'Added to Cart'],
    ['ja', 'into_cart_result', undefined, 'カートに追加しました'],
    ['ja', 'image_n_of_m', { n: 2, count: 5 }, '5枚中2枚目'],
    ['en', 'dnd_moved', { name: 'A', pos: 2, count: 3 }, 'Moved A to position 2 of 3.'],
  ] as const)('%s %s %j → %s', (locale, key, params, expected) => {
    expect(createTranslator(locale)(key, params)).toBe(expected);
  });

  it('leaves unknown placeholders as they are', () => {
    expect(createTranslator('en')('zoom_count')).toBe(':count images');
    expect(createTranslator('en')('zoom_count', { other: 1 })).toBe(':count images');
  });

  it('substitutes longest names first (`:count` is not broken by `:c`)', () => {
    expect(substitute(':count / :c', { c: 'X', count: 7 })).toBe('7 / X');
    expect(substitute(':c / :count', { count: 7, c: 'X' })).toBe('X / 7');
  });

  it('inserts values as plain text, never re-scanned and never HTML', () => {
    expect(substitute(':a :b', { a: ':b', b: 'B' })).toBe(':b B');
    expect(substitute('Moved to :folder.', { folder: '<b>x</b>' })).toBe('Moved to <b>x</b>.');
    expect(substitute('$ :x', { x: '$& $1' })).toBe('$ $& $1');
  });

  it('page overrides win over the dictionary, per locale', () => {
    const overrides = { ja: { into_cart: 'カートへ' }, en: { into_cart: 'Buy :n' } };
    expect(createTranslator('ja', overrides)('into_cart')).toBe('カートへ');
    expect(createTranslator('en', overrides)('into_cart', { n: 2 })).toBe('Buy 2');
    expect(createTranslator('en', overrides)('cart')).toBe('In Cart');
    expect(createTranslator('en', { ja: { cart: 'x' } })('cart')).toBe('In Cart');
  });

  it('ignores overrides that are not strings', () => {
    const overrides = { en: { cart: 5, sample: null, demo: 'Trial' } } as unknown as Record<
      string,
      Record<string, string>
    >;
    const t = createTranslator('en', overrides);
    expect(t('cart')).toBe('In Cart');
    expect(t('sample')).toBe('Sample');
    expect(t('demo')).toBe('Trial');
  });

  it('a missing string falls back to defaultText, then to the key', () => {
    const t = createTranslator('en');
    const missing = 'no_such_key' as LabelKey;
    expect(t(missing, undefined, 'Fallback :x')).toBe('Fallback :x');
    expect(t(missing, { x: 1 }, 'Fallback :x')).toBe('Fallback 1');
    expect(t(missing)).toBe('no_such_key');
    expect(t('cart', undefined, 'ignored')).toBe('In Cart');
  });

  it('an override can supply a key the dictionary lacks', () => {
    const t = createTranslator('ja', { ja: { extra: '追加' } });
    expect(t('extra' as LabelKey)).toBe('追加');
  });

  it('does not read inherited properties as labels', () => {
    const t = createTranslator('en');
    expect(t('toString' as LabelKey)).toBe('toString');
    expect(t('constructor' as LabelKey, undefined, 'd')).toBe('d');
  });
});
