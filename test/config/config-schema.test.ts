import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../scripts/config-schema';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { UNSAFE_URLS } from '../audit/payloads';
import { readRepo, ROOT } from '../docs/repository';
import { configWarnings, ConfigError, KNOWN_KEYS, parsePageConfig } from '../../src/config/page-config';

// The configuration's JSON Schema (dist/storefront-config.schema.json) against the runtime's parser: every
// configuration of the docs and every case of docs/page/configuration.md's table, valid and not, is
// accepted by both or refused by both, and a refusal names the key the runtime's [ConfigError] names. What
// the runtime ignores with a [ConfigWarning] (a key it does not know, a label text that is not text) the
// schema refuses, naming the same key, so an editor flags the slip where the host makes it.

const schema = configSchema(ROOT, 'https://example.test/storefront-config.schema.json', { ja, en });
// VS Code's message for a pattern: a keyword of the editor's, not of the draft.
const validate = new Ajv2020({ strict: true }).addKeyword('patternErrorMessage').compile(schema);

/** The JSON objects inside the `storefront-config` scripts of a docs page. */
const documented = (page: string) =>
  [
    ...readRepo(page).matchAll(
      /<script type="application\/json" id="storefront-config">\n([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1] ?? '') as unknown);

const hosts = {
  player: 'https://play.example.com/',
  community: 'https://community.example.com',
  previewEmbed: 'https://preview.example.com',
  sampleEmbed: 'https://samples.example.com/embed/jsonp',
};
const base = { site: 'maniax', lang: 'en', hosts };

const VALID: [string, unknown][] = [
  ...documented('docs/page/configuration.md').map(
    (c, i) => [`configuration.md example ${i + 1}`, c] as [string, unknown],
  ),
  ...documented('docs/page/quick-start.md').map(
    (c, i) => [`quick start example ${i + 1}`, c] as [string, unknown],
  ),
  [
    'every optional key',
    {
      ...base,
      layout: '1column',
      hosts: { ...hosts, store: 'https://www.example.com' },
      i18n: { ja: { into_cart: 'カートへ' }, en: { into_cart: 'To cart' } },
      tabSync: false,
      refreshAfterHiddenMs: 0,
      vitals: true,
    },
  ],
  [
    'nulls where the runtime takes them as absent',
    { ...base, layout: null, hosts: { ...hosts, store: null }, i18n: { ja: null, en: null } },
  ],
  ['a $schema link for an editor', { $schema: './storefront-config.schema.json', ...base }],
  ['a URL with spaces around it', { ...base, hosts: { ...hosts, player: '  https://play.example.com/  ' } }],
];

const INVALID: [string, unknown, string][] = [
  ['not an object', [], 'storefront-config'],
  ['no site', { lang: 'en', hosts }, 'site'],
  ['an empty site', { ...base, site: '' }, 'site'],
  ['a site with a space', { ...base, site: 'a site' }, 'site'],
  ['a site with a slash', { ...base, site: 'a/b' }, 'site'],
  ['a site that is not a string', { ...base, site: 3 }, 'site'],
  ['no lang', { site: 'maniax', hosts }, 'lang'],
  ['a language other than jp and en', { ...base, lang: 'fr' }, 'lang'],
  ["the locale's name ja for the language jp", { ...base, lang: 'ja' }, 'lang'],
  ['a layout that is not a string', { ...base, layout: 5 }, 'layout'],
  ['no hosts', { site: 'maniax', lang: 'en' }, 'hosts'],
  ['hosts that are not an object', { ...base, hosts: 'https://x.example' }, 'hosts'],
  ['hosts that are a list', { ...base, hosts: [] }, 'hosts'],
  ...(['player', 'community', 'previewEmbed', 'sampleEmbed'] as const).map(
    (key): [string, unknown, string] => [
      `no ${key} host`,
      { ...base, hosts: { ...hosts, [key]: undefined } },
      `hosts.${key}`,
    ],
  ),
  [
    'a player host that is not http(s)',
    { ...base, hosts: { ...hosts, player: 'ftp://play.example.com/' } },
    'hosts.player',
  ],
  ['an empty community host', { ...base, hosts: { ...hosts, community: '' } }, 'hosts.community'],
  [
    'a store host that is not a URL',
    { ...base, hosts: { ...hosts, store: 'www.example.com' } },
    'hosts.store',
  ],
  [
    'a sample endpoint that is a number',
    { ...base, hosts: { ...hosts, sampleEmbed: 42 } },
    'hosts.sampleEmbed',
  ],
  ['i18n that is not an object', { ...base, i18n: 'en' }, 'i18n'],
  ['a locale table that is not an object', { ...base, i18n: { ja: 'テキスト' } }, 'i18n.ja'],
  ['a locale table that is a list', { ...base, i18n: { ja: ['x'] } }, 'i18n.ja'],
  ['tabSync that is not a boolean', { ...base, tabSync: 'yes' }, 'tabSync'],
  ['tabSync null', { ...base, tabSync: null }, 'tabSync'],
  ['a negative refresh time', { ...base, refreshAfterHiddenMs: -1 }, 'refreshAfterHiddenMs'],
  ['vitals as text', { ...base, vitals: 'true' }, 'vitals'],
  ['a refresh time as text', { ...base, refreshAfterHiddenMs: '300000' }, 'refreshAfterHiddenMs'],
];

/** What the runtime takes with a warning, the key the schema names, and the warning. */
const WARNED: [string, unknown, string, string][] = [
  [
    'a misspelled key',
    { ...base, tabsync: false },
    'tabsync',
    '[ConfigWarning] unknown key "tabsync"; did you mean "tabSync"?',
  ],
  [
    'a key in the wrong case',
    { ...base, refreshAfterHiddenMS: 0 },
    'refreshAfterHiddenMS',
    '[ConfigWarning] unknown key "refreshAfterHiddenMS"; did you mean "refreshAfterHiddenMs"?',
  ],
  ['a key far from any', { ...base, extra: 1 }, 'extra', '[ConfigWarning] unknown key "extra" is ignored'],
  [
    'a misspelled host',
    { ...base, hosts: { ...hosts, playr: 'https://play.example.com/' } },
    'hosts.playr',
    '[ConfigWarning] unknown key "hosts.playr"; did you mean "hosts.player"?',
  ],
  [
    'a misspelled locale',
    { ...base, i18n: { eng: { into_cart: 'To cart' } } },
    'i18n.eng',
    '[ConfigWarning] unknown key "i18n.eng"; did you mean "i18n.en"?',
  ],
  [
    'a label text that is a number',
    { ...base, i18n: { en: { into_cart: 5 } } },
    'i18n.en.into_cart',
    '[ConfigWarning] i18n.en.into_cart is not text; it is ignored',
  ],
];

/** URLs as hosts write them (spaces, ports, IDN hosts, schemes without `//`, paths), with the verdict. */
const URLS: [string, boolean][] = [
  ['https://play.example.com/', true],
  ['  https://play.example.com/  ', true],
  ['HTTPS://PLAY.EXAMPLE.COM', true],
  ['http://localhost:5173/__player/', true],
  ['https://play.example.com:65535/a/b?c=d#e', true],
  ['https://play.example.com:', true],
  ['https://例え.jp/play', true],
  ['https://xn--r8jz45g.jp', true],
  ['https://192.168.0.10:8080', true],
  ['https://[::1]:8443/', true],
  ['https://user@play.example.com', true],
  ['https://exa mple.com', false],
  ['https://play.example.com/a b', false],
  ['https://example.com:99999', false],
  ['https://example.com:65536', false],
  ['http:example.com', false],
  ['http:', false],
  ['https:///example.com', false],
  ['https:\\\\example.com', false],
  ['https://', false],
  ['https://1.2.3.256', false],
  ['https://example.123', false],
  ['https://ex%61mple.com', false],
  ['ftp://play.example.com', false],
  ['//play.example.com', false],
  ['play.example.com', false],
  ['/relative', false],
  ...UNSAFE_URLS.map((url): [string, boolean] => [url, false]),
];

/** The key of the schema's first refusal, written as the runtime names keys. */
function schemaRefusal(config: unknown): string | null {
  if (validate(JSON.parse(JSON.stringify(config)) as unknown)) return null;
  const [error] = validate.errors ?? [];
  if (!error) return 'unknown';
  const path = error.instancePath.split('/').filter(Boolean);
  const { missingProperty, additionalProperty } = error.params as {
    missingProperty?: string;
    additionalProperty?: string;
  };
  const named = missingProperty ?? additionalProperty;
  const key = [...path, ...(named ? [named] : [])].join('.');
  return key === '' ? 'storefront-config' : key;
}

function runtimeRefusal(config: unknown): string | null {
  try {
    parsePageConfig(JSON.parse(JSON.stringify(config)) as unknown, document);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.key;
    throw error;
  }
}

describe('the configuration JSON Schema and the runtime agree', () => {
  it('finds the docs examples', () => {
    expect(VALID.filter(([name]) => name.includes('example')).length).toBeGreaterThanOrEqual(2);
  });

  it.each(VALID)('both accept %s', (_name, config) => {
    expect(runtimeRefusal(config)).toBeNull();
    expect(schemaRefusal(config)).toBeNull();
  });

  it.each(INVALID)('both refuse %s, naming %s', (_name, config, key) => {
    expect(runtimeRefusal(config)).toBe(key);
    expect(schemaRefusal(config)).toBe(key);
  });

  it.each(WARNED)(
    'the runtime warns of %s and the schema refuses it, naming %s',
    (_name, config, key, warning) => {
      expect(runtimeRefusal(config)).toBeNull();
      expect(configWarnings(JSON.parse(JSON.stringify(config)) as Record<string, unknown>)).toEqual([
        warning,
      ]);
      expect(schemaRefusal(config)).toBe(key);
    },
  );

  it.each(URLS)('both take %j as a URL: %s', (url, valid) => {
    for (const name of ['store', 'player', 'community', 'previewEmbed', 'sampleEmbed']) {
      const config = { ...base, hosts: { ...hosts, [name]: url } };
      expect(runtimeRefusal(config), name).toBe(valid ? null : `hosts.${name}`);
      expect(schemaRefusal(config), name).toBe(valid ? null : `hosts.${name}`);
    }
  });

  it('a URL refused reads as words in an editor', () => {
    const player = (
      schema.properties as Record<string, { properties: Record<string, Record<string, string>> }>
    ).hosts?.properties.player;
    expect(player?.patternErrorMessage).toMatch(/^Must be an http\(s\) URL/);
  });

  it('knows the keys the runtime knows, and each label key with its text', () => {
    const properties = schema.properties as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(properties)).toEqual(KNOWN_KEYS['']);
    expect(Object.keys(properties.hosts?.properties ?? {})).toEqual(KNOWN_KEYS.hosts);
    expect(Object.keys(properties.i18n?.properties ?? {})).toEqual(KNOWN_KEYS.i18n);
    const en = (
      properties.i18n?.properties as Record<string, { properties: Record<string, { description: string }> }>
    ).en?.properties;
    expect(en?.into_cart?.description).toBe('into_cart: "Add to Cart" by default.');
  });

  // The runtime has no list of label keys in the entry (each widget's texts come with its chunk): a label
  // key the bundle does not have is caught by the schema and by the declarations' LabelOverrides.
  it('the schema refuses a label key the bundle does not have', () => {
    const config = { ...base, i18n: { en: { into_cartt: 'To cart' } } };
    expect(schemaRefusal(config)).toBe('i18n.en.into_cartt');
    expect(runtimeRefusal(config)).toBeNull();
  });

  it('says which draft it is, and describes each key', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const properties = schema.properties as Record<string, { description?: string }>;
    for (const key of ['site', 'lang', 'layout', 'hosts', 'i18n', 'tabSync', 'refreshAfterHiddenMs'])
      expect(properties[key]?.description, key).toBeTruthy();
  });
});
