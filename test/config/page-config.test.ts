import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readPageConfig } from '../../src/config/page-config';

const VALID = {
  site: 'maniax',
  lang: 'jp',
  layout: 'mypage_wishlist_folders',
  hosts: {
    store: 'https://store.example.com/',
    player: 'https://play.example.com/',
    community: 'https://community.example.com/',
    previewEmbed: 'https://embed.example.com/',
    sampleEmbed: 'https://sample.example.com/api/samples',
  },
  i18n: { ja: { into_cart: 'カートへ' }, en: { into_cart: 'Buy' } },
};

function setConfig(text: string | null, type = 'application/json', doc = document) {
  doc.getElementById('storefront-config')?.remove();
  if (text === null) return;
  const script = doc.createElement('script');
  script.type = type;
  script.id = 'storefront-config';
  script.textContent = text;
  doc.head.append(script);
}

function withChange(mutate: (c: Record<string, unknown> & { hosts: Record<string, unknown> }) => void) {
  const copy = structuredClone(VALID) as unknown as Record<string, unknown> & {
    hosts: Record<string, unknown>;
  };
  mutate(copy);
  return JSON.stringify(copy);
}

afterEach(() => setConfig(null));

describe('readPageConfig', () => {
  it('reads a valid configuration', () => {
    setConfig(JSON.stringify(VALID));
    const result = readPageConfig();
    expect(result).toEqual({
      ok: true,
      config: {
        site: 'maniax',
        lang: 'jp',
        layout: 'mypage_wishlist_folders',
        hosts: {
          store: 'https://store.example.com',
          player: 'https://play.example.com/',
          community: 'https://community.example.com',
          previewEmbed: 'https://embed.example.com',
          sampleEmbed: 'https://sample.example.com/api/samples',
        },
        i18n: { ja: { into_cart: 'カートへ' }, en: { into_cart: 'Buy' } },
        tabSync: true,
        refreshAfterHiddenMs: 300_000,
        vitals: false,
        cors: [],
      },
    });
  });

  it('cors names the embed services that answer JSON over CORS, each once; anything else is refused', () => {
    setConfig(withChange((c) => Object.assign(c, { cors: ['community', 'previewEmbed', 'community'] })));
    const read = readPageConfig();
    expect(read.ok && read.config.cors).toEqual(['community', 'previewEmbed']);
    for (const cors of [['store'], 'community', [1], {}]) {
      setConfig(withChange((c) => Object.assign(c, { cors })));
      const refused = readPageConfig();
      expect(refused.ok ? null : refused.error.message).toBe(
        '[ConfigError] cors must be a list of "sampleEmbed", "community", "previewEmbed"',
      );
    }
  });

  it('vitals true switches the field measurements on; tabSync false switches tab sync off', () => {
    setConfig(withChange((c) => Object.assign(c, { vitals: true, tabSync: false })));
    const result = readPageConfig();
    expect(result.ok && [result.config.vitals, result.config.tabSync]).toEqual([true, false]);
  });

  it('fills the defaults: store is the page origin, layout null, no overrides', () => {
    setConfig(
      withChange((c) => {
        delete c.layout;
        delete c.i18n;
        delete c.hosts.store;
        c.lang = 'en';
      }),
    );
    const result = readPageConfig(document);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.hosts.store).toBe(location.origin);
    expect(result.config.layout).toBeNull();
    expect(result.config.i18n).toEqual({});
    expect(result.config.lang).toBe('en');
  });

  // Each warning's text, for every kind of slip: config-schema.test.ts (configWarnings).
  it('ignores override texts that are not strings and misspelled keys, and warns of each once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = withChange((c) => {
      c.i18n = { en: { a: 'A', b: 3 } };
      c.tabsync = false;
    });
    setConfig(config);
    const first = readPageConfig();
    setConfig(config);
    expect(readPageConfig().ok).toBe(true);
    expect(first.ok && first.config.i18n).toEqual({ en: { a: 'A' } });
    // The misspelled tabSync is not read: tab sync keeps its default.
    expect(first.ok && first.config.tabSync).toBe(true);
    expect(warn.mock.calls.map(([line]) => line as string)).toEqual([
      '[ConfigWarning] unknown key "tabsync"; did you mean "tabSync"?',
      '[ConfigWarning] i18n.en.b is not text; it is ignored',
    ]);
    warn.mockRestore();
  });

  // What the configuration holds is refused as config-schema.test.ts's cases show; here, the script itself.
  it.each([
    ['missing script', null],
    ['invalid JSON', '{"site": '],
    ['empty script', ''],
    ['not an object', '[1,2]'],
    ['null', 'null'],
  ])('%s: a ConfigError naming storefront-config', (_name, text) => {
    setConfig(text);
    const result = readPageConfig();
    expect(!result.ok && result.error).toBeInstanceOf(ConfigError);
    expect(!result.ok && [result.error.key, result.error.message]).toEqual([
      'storefront-config',
      expect.stringMatching(/^\[ConfigError\] storefront-config /),
    ]);
  });

  it('names the bad key in a readable message', () => {
    setConfig(withChange((c) => (c.hosts.player = 'nope')));
    const player = readPageConfig();
    expect(!player.ok && player.error.message).toBe('[ConfigError] hosts.player must be an http(s) URL');
    setConfig(withChange((c) => (c.vitals = 1)));
    const vitals = readPageConfig();
    expect(!vitals.ok && vitals.error.message).toBe('[ConfigError] vitals must be true or false');
  });

  it('reads from the given document', () => {
    const doc = document.implementation.createHTMLDocument('x');
    setConfig(JSON.stringify(VALID), 'application/json', doc);
    expect(readPageConfig(doc).ok).toBe(true);
    expect(readPageConfig().ok).toBe(false);
  });

  it('rejects a config script of another type', () => {
    setConfig(JSON.stringify(VALID), 'text/plain');
    const result = readPageConfig();
    expect(!result.ok && result.error.key).toBe('storefront-config');
  });
});
