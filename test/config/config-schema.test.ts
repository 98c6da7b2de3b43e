import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../scripts/config-schema';
import { ConfigError, parsePageConfig } from '../../src/config/page-config';

// The configuration's JSON Schema (dist/storefront-config.schema.json) against the runtime's parser: every
// configuration of the docs and every case of docs/page/configuration.md's table, valid and not, is
// accepted by both or refused by both, and a refusal names the key the runtime's [ConfigError] names.

const ROOT = resolve(import.meta.dirname, '../..');
const schema = configSchema(ROOT, 'https://example.test/storefront-config.schema.json');
const validate = new Ajv2020({ strict: true }).compile(schema);

/** The JSON objects inside the `storefront-config` scripts of a docs page. */
const documented = (page: string) =>
  [
    ...readFileSync(resolve(ROOT, page), 'utf8').matchAll(
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
  [
    'keys the runtime ignores, $schema among them',
    {
      $schema: './storefront-config.schema.json',
      ...base,
      extra: 1,
      hosts: { ...hosts, cdn: 'x' },
      i18n: { fr: { a: 'b' }, en: { into_cart: 5 } },
    },
  ],
  ['a URL with spaces around it', { ...base, hosts: { ...hosts, player: '  https://play.example.com/  ' } }],
];

const INVALID: [string, unknown, string][] = [
  ['not an object', [], 'storefront-config'],
  ['no site', { lang: 'en', hosts }, 'site'],
  ['a site with a space', { ...base, site: 'a site' }, 'site'],
  ['a language other than jp and en', { ...base, lang: 'fr' }, 'lang'],
  ['a layout that is not a string', { ...base, layout: 5 }, 'layout'],
  ['no hosts', { site: 'maniax', lang: 'en' }, 'hosts'],
  ['hosts that are not an object', { ...base, hosts: 'https://x.example' }, 'hosts'],
  ['no player host', { ...base, hosts: { ...hosts, player: undefined } }, 'hosts.player'],
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
  ['tabSync that is not a boolean', { ...base, tabSync: 'yes' }, 'tabSync'],
  ['tabSync null', { ...base, tabSync: null }, 'tabSync'],
  ['a negative refresh time', { ...base, refreshAfterHiddenMs: -1 }, 'refreshAfterHiddenMs'],
  ['vitals as text', { ...base, vitals: 'true' }, 'vitals'],
  ['a refresh time as text', { ...base, refreshAfterHiddenMs: '300000' }, 'refreshAfterHiddenMs'],
];

/** The key of the schema's first refusal, written as the runtime names keys. */
function schemaRefusal(config: unknown): string | null {
  if (validate(JSON.parse(JSON.stringify(config)) as unknown)) return null;
  const [error] = validate.errors ?? [];
  if (!error) return 'unknown';
  const path = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const key = [...path, ...(missing ? [missing] : [])].join('.');
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

  it('says which draft it is, and describes each key', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const properties = schema.properties as Record<string, { description?: string }>;
    for (const key of ['site', 'lang', 'layout', 'hosts', 'i18n', 'tabSync', 'refreshAfterHiddenMs'])
      expect(properties[key]?.description, key).toBeTruthy();
  });
});
