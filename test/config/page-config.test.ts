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

function setConfig(text: string | null, type = 'application/json') {
  document.getElementById('storefront-config')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = type;
  script.id = 'storefront-config';
  script.textContent = text;
  document.head.append(script);
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
      },
    });
  });

  it('vitals: false by default, true switches the field measurements on, anything else is an error', () => {
    setConfig(withChange((c) => (c.vitals = true)));
    const on = readPageConfig();
    expect(on.ok && on.config.vitals).toBe(true);
    for (const bad of ['true', 1, null]) {
      setConfig(withChange((c) => (c.vitals = bad)));
      const result = readPageConfig();
      expect(result.ok ? 'accepted' : result.error.message).toBe(
        '[ConfigError] vitals must be true or false',
      );
    }
  });

  it('tabSync: true by default, false switches it off, anything else is an error', () => {
    setConfig(withChange((c) => (c.tabSync = false)));
    const off = readPageConfig();
    expect(off.ok && off.config.tabSync).toBe(false);
    setConfig(withChange((c) => (c.tabSync = 'no')));
    const bad = readPageConfig();
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.key).toBe('tabSync');
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

  it('ignores override texts that are not strings, and warns of each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setConfig(withChange((c) => (c.i18n = { en: { a: 'A', b: 3, c: null }, fr: { x: 'y' } })));
    const result = readPageConfig();
    expect(result.ok && result.config.i18n).toEqual({ en: { a: 'A' } });
    expect(warn.mock.calls.map(([line]) => line as string)).toEqual([
      '[ConfigWarning] unknown key "i18n.fr" is ignored',
      '[ConfigWarning] i18n.en.b is not text; it is ignored',
      '[ConfigWarning] i18n.en.c is not text; it is ignored',
    ]);
    warn.mockRestore();
  });

  it('warns once per misspelled key, naming the nearest known one, and works on without it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const misspelled = withChange((c) => {
      c.tabsync = false;
      c.hosts.previewEmbedd = 'https://embed.example.com/';
    });
    setConfig(misspelled);
    const first = readPageConfig();
    setConfig(misspelled);
    const again = readPageConfig();
    expect(first.ok && again.ok).toBe(true);
    // The misspelled tabSync is not read: tab sync keeps its default.
    expect(first.ok && first.config.tabSync).toBe(true);
    expect(warn.mock.calls.map(([line]) => line as string)).toEqual([
      '[ConfigWarning] unknown key "tabsync"; did you mean "tabSync"?',
      '[ConfigWarning] unknown key "hosts.previewEmbedd"; did you mean "hosts.previewEmbed"?',
    ]);
    warn.mockRestore();
  });

  const BAD: ReadonlyArray<readonly [string, string | null, string]> = [
    ['missing script', null, 'storefront-config'],
    ['invalid JSON', '{"site": ', 'storefront-config'],
    ['empty script', '', 'storefront-config'],
    ['not an object', '[1,2]', 'storefront-config'],
    ['null', 'null', 'storefront-config'],
    ['no site', withChange((c) => delete c.site), 'site'],
    ['empty site', withChange((c) => (c.site = '')), 'site'],
    ['site with a slash', withChange((c) => (c.site = 'a/b')), 'site'],
    ['site not a string', withChange((c) => (c.site = 3)), 'site'],
    ['no lang', withChange((c) => delete c.lang), 'lang'],
    ['lang ja', withChange((c) => (c.lang = 'ja')), 'lang'],
    ['layout a number', withChange((c) => (c.layout = 5)), 'layout'],
    ['no hosts', withChange((c) => delete (c as Record<string, unknown>).hosts), 'hosts'],
    ['hosts an array', withChange((c) => (c.hosts = [] as unknown as Record<string, unknown>)), 'hosts'],
    ['no player', withChange((c) => delete c.hosts.player), 'hosts.player'],
    ['player not a URL', withChange((c) => (c.hosts.player = 'play')), 'hosts.player'],
    ['player javascript:', withChange((c) => (c.hosts.player = 'javascript:alert(1)')), 'hosts.player'],
    ['no community', withChange((c) => delete c.hosts.community), 'hosts.community'],
    ['community ftp', withChange((c) => (c.hosts.community = 'ftp://x.example')), 'hosts.community'],
    ['no previewEmbed', withChange((c) => delete c.hosts.previewEmbed), 'hosts.previewEmbed'],
    ['previewEmbed relative', withChange((c) => (c.hosts.previewEmbed = '/embed')), 'hosts.previewEmbed'],
    ['no sampleEmbed', withChange((c) => delete c.hosts.sampleEmbed), 'hosts.sampleEmbed'],
    ['sampleEmbed a number', withChange((c) => (c.hosts.sampleEmbed = 1)), 'hosts.sampleEmbed'],
    ['store not a URL', withChange((c) => (c.hosts.store = 'nope')), 'hosts.store'],
    ['i18n a string', withChange((c) => (c.i18n = 'x')), 'i18n'],
    ['i18n.ja an array', withChange((c) => (c.i18n = { ja: ['x'] })), 'i18n.ja'],
  ];

  it.each(BAD)('%s → ConfigError naming %s', (_name, text, key) => {
    setConfig(text);
    const result = readPageConfig();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ConfigError);
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error.message.startsWith('[ConfigError] ')).toBe(true);
    expect(result.error.message).toContain(`${key} `);
    expect(result.error.key).toBe(key);
  });

  it('names the bad key in a readable message', () => {
    setConfig(withChange((c) => (c.hosts.player = 'nope')));
    const result = readPageConfig();
    expect(!result.ok && result.error.message).toBe('[ConfigError] hosts.player must be an http(s) URL');
  });

  it('reads from the given document', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'storefront-config';
    script.textContent = JSON.stringify(VALID);
    doc.head.append(script);
    expect(readPageConfig(doc).ok).toBe(true);
    expect(readPageConfig().ok).toBe(false);
  });

  it('rejects a config script of another type', () => {
    setConfig(JSON.stringify(VALID), 'text/plain');
    const result = readPageConfig();
    expect(!result.ok && result.error.key).toBe('storefront-config');
  });
});
