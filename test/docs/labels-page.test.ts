import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { readRepo } from './repository';

// docs/page/labels.md is written by hand: every text it shows for a key is the dictionaries' text, as is,
// with no marker or note of its own in the cell, and every key of the dictionaries is on the page.
const page = readRepo('docs/page/labels.md');
const dictionaries = { en: en as Record<string, string>, ja: ja as Record<string, string> };

/** `| \`key\` | en | ja |` rows of the page's tables. */
const rows = [...page.matchAll(/^\| `([a-z_]+)` +\| (.*?) +\| (.*?) +\|$/gm)].map(
  ([, key = '', enText = '', jaText = '']) => ({
    key,
    en: enText.replace(/\\\|/g, '|'),
    ja: jaText.replace(/\\\|/g, '|'),
  }),
);

/** `- \`key\`` followed by `  - en: …` and `  - ja: …` items (the texts too long for a table). */
const items = [...page.matchAll(/^- `([a-z_]+)`\n {2}- en: (.*)\n {2}- ja: (.*)$/gm)].map(
  ([, key = '', enText = '', jaText = '']) => ({ key, en: enText, ja: jaText }),
);

describe('the labels page', () => {
  it('reads its tables and lists', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(items.length).toBeGreaterThan(0);
  });

  it.each([...rows, ...items].map((entry) => [entry.key, entry] as const))(
    '%s: the page shows the dictionaries’ texts as they are',
    (key, entry) => {
      expect(entry.en, 'en').toBe(dictionaries.en[key]);
      expect(entry.ja, 'ja').toBe(dictionaries.ja[key]);
    },
  );

  it('shows every key of the dictionaries once', () => {
    const shown = [...rows, ...items].map((entry) => entry.key).sort();
    expect(shown).toEqual(Object.keys(en).sort());
  });
});
