import { describe, expect, it } from 'vitest';
import { en, type LabelKey } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';

// The dictionaries agree with each other. Each key's texts are held to the labels page
// (docs/page/labels.md, test/docs/labels-page.test.ts), which lists every key in both languages.
describe('label dictionaries', () => {
  it('ja and en have exactly the same keys', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('every text is a non-empty string, and placeholders match between languages', () => {
    const placeholders = (s: string) => (s.match(/:[A-Za-z_]+/g) ?? []).sort();
    for (const key of Object.keys(en) as LabelKey[]) {
      for (const text of [en[key], ja[key]])
        expect(typeof text === 'string' && text.length > 0, key).toBe(true);
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
