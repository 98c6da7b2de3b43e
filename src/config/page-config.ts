// The page configuration (docs/page-contract.md "Page configuration"): one JSON object in
// <script type="application/json" id="storefront-config">. Read once, validated strictly: a bad
// configuration yields a ConfigError naming the bad key, and the caller mounts nothing.
import type { Locale, SiteLang } from '../domain/models';
import { nearestKey } from './nearest-key.ts';

export const CONFIG_SCRIPT_ID = 'storefront-config';

export interface PageHosts {
  /** `{host}` of the registration and login links; default: the page's origin. */
  store: string;
  /** Browser-play host; a work streams at `{player}?workno={id}`. */
  player: string;
  /** The companion community site's origin (no trailing slash). */
  community: string;
  /** The preview embed service's origin (no trailing slash). */
  previewEmbed: string;
  /** The sample-embed JSONP endpoint. */
  sampleEmbed: string;
}

/** The embed services, by their `hosts` key, that a page may ask for JSON over CORS instead of JSONP. */
export const EMBED_SERVICES = ['sampleEmbed', 'community', 'previewEmbed'] as const;
export type EmbedService = (typeof EMBED_SERVICES)[number];

export type PageI18nOverrides = Partial<Record<Locale, Record<string, string>>>;

export interface PageConfig {
  site: string;
  lang: SiteLang;
  layout: string | null;
  hosts: PageHosts;
  i18n: PageI18nOverrides;
  /** Keep the shopper's open tabs of this site in step. Optional, default true. */
  tabSync: boolean;
  /** A tab shown again after this long hidden reloads the member's lists. Default 5 minutes. */
  refreshAfterHiddenMs: number;
  /** Measure the shoppers' Web Vitals and report them by widget (`storefront:vitals`). Default false. */
  vitals: boolean;
  /** The embed services that answer JSON over CORS: fetched without credentials, not loaded as scripts. */
  cors: readonly EmbedService[];
}

export const DEFAULT_REFRESH_AFTER_HIDDEN_MS = 5 * 60 * 1000;

export class ConfigError extends Error {
  /** The bad key, e.g. 'hosts.player', or 'storefront-config' for the script itself. */
  readonly key: string;
  constructor(key: string, problem: string) {
    super(`[ConfigError] ${key} ${problem}`);
    this.name = 'ConfigError';
    this.key = key;
  }
}

export type ReadPageConfigResult = { ok: true; config: PageConfig } | { ok: false; error: ConfigError };

const SITE_PATTERN = /^[A-Za-z0-9_-]+$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An http(s) URL as a host writes one: the scheme, `//`, an optional `user@`, a host (a name, IDN included,
 * whose last label is not a number; a dotted IPv4 address; or a bracketed IPv6 one), an optional port of at
 * most 65535, and a path, query or fragment without spaces; spaces around it are allowed. The schema's
 * `@pattern` of every URL (src/public-api.ts) is this pattern's source; test/config keeps the two equal.
 */
export const HTTP_URL_PATTERN =
  /^\s*[hH][tT][tT][pP][sS]?:\/\/(?:[^\s/?#@]*@)?(?:\[[0-9A-Fa-f:.]+\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?![^\s/?#:]*\.\d+\.?(?:[:/?#\s]|$))(?!\d+\.?(?:[:/?#\s]|$))[^\s/?#:@<>[\]\\^|%.]+(?:\.[^\s/?#:@<>[\]\\^|%.]+)*\.?)(?::0*(?:6553[0-5]|655[0-2]\d|65[0-4]\d\d|6[0-4]\d{3}|[1-5]\d{4}|\d{1,4})?)?(?:[/?#]\S*)?\s*$/;

function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || !HTTP_URL_PATTERN.test(value)) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

function requiredUrl(hosts: Record<string, unknown>, name: string): string {
  const url = httpUrl(hosts[name]);
  if (!url) throw new ConfigError(`hosts.${name}`, 'must be an http(s) URL');
  return (hosts[name] as string).trim();
}

/** An origin-like base: the URL as written, without a trailing slash. */
function requiredOrigin(hosts: Record<string, unknown>, name: string): string {
  return requiredUrl(hosts, name).replace(/\/+$/, '');
}

function defaultOrigin(doc: Document): string {
  const loc = doc.defaultView?.location ?? (typeof location === 'undefined' ? undefined : location);
  return loc?.origin ?? '';
}

/**
 * `{ ja?: {key: text}, en?: {key: text} }`. A non-object `i18n` or locale table is an error; entries whose
 * text is not a string, and locales other than ja/en, are ignored (with a warning: configWarnings).
 */
function parseI18n(value: unknown): PageI18nOverrides {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw new ConfigError('i18n', 'must be an object of {ja, en} label maps');
  const out: PageI18nOverrides = {};
  for (const locale of ['ja', 'en'] as const) {
    const table = value[locale];
    if (table === undefined || table === null) continue;
    if (!isPlainObject(table)) throw new ConfigError(`i18n.${locale}`, 'must be an object of label texts');
    const texts: Record<string, string> = {};
    for (const [key, text] of Object.entries(table)) {
      if (typeof text === 'string') texts[key] = text;
    }
    out[locale] = texts;
  }
  return out;
}

/** The keys the configuration knows, by the object that holds them (`$schema`: an editor's link to the schema). */
export const KNOWN_KEYS: Readonly<Record<'' | 'hosts' | 'i18n', readonly string[]>> = {
  '': [
    '$schema',
    'site',
    'lang',
    'layout',
    'hosts',
    'i18n',
    'tabSync',
    'refreshAfterHiddenMs',
    'vitals',
    'cors',
  ],
  hosts: ['store', 'player', 'community', 'previewEmbed', 'sampleEmbed'],
  i18n: ['ja', 'en'],
};

/**
 * `[ConfigWarning]` lines for what the runtime ignores: a key it does not know (the nearest known key named)
 * and a label override that is not text.
 */
export function configWarnings(raw: Record<string, unknown>): string[] {
  const warnings: string[] = [];
  const check = (object: unknown, within: keyof typeof KNOWN_KEYS) => {
    if (!isPlainObject(object)) return;
    const known = KNOWN_KEYS[within];
    const prefix = within ? `${within}.` : '';
    for (const key of Object.keys(object)) {
      if (known.includes(key)) continue;
      const near = nearestKey(key, known);
      warnings.push(
        near === undefined
          ? `[ConfigWarning] unknown key "${prefix}${key}" is ignored`
          : `[ConfigWarning] unknown key "${prefix}${key}"; did you mean "${prefix}${near}"?`,
      );
    }
  };
  check(raw, '');
  check(raw.hosts, 'hosts');
  check(raw.i18n, 'i18n');
  if (isPlainObject(raw.i18n))
    for (const locale of KNOWN_KEYS.i18n) {
      const table = raw.i18n[locale];
      if (!isPlainObject(table)) continue;
      for (const [key, text] of Object.entries(table))
        if (typeof text !== 'string')
          warnings.push(`[ConfigWarning] i18n.${locale}.${key} is not text; it is ignored`);
    }
  return warnings;
}

const warned = new Set<string>();
/** Each warning once per page, on the console, where a host developer looks for the runtime's complaints. */
function warnOnce(warnings: readonly string[]): void {
  for (const warning of warnings) {
    if (warned.has(warning)) continue;
    warned.add(warning);
    console.warn(warning);
  }
}

/**
 * Validates an already parsed configuration object. Throws ConfigError; warns (`[ConfigWarning]`, once per
 * key) of keys it does not know, and goes on without them.
 */
export function parsePageConfig(raw: unknown, doc: Document = document): PageConfig {
  if (!isPlainObject(raw)) throw new ConfigError(CONFIG_SCRIPT_ID, 'must hold a JSON object');
  warnOnce(configWarnings(raw));

  const site = raw.site;
  if (typeof site !== 'string' || !SITE_PATTERN.test(site)) {
    throw new ConfigError('site', 'must be a non-empty name of letters, digits, "_" or "-"');
  }

  const lang = raw.lang;
  if (lang !== 'jp' && lang !== 'en') throw new ConfigError('lang', 'must be "jp" or "en"');

  const layout = raw.layout;
  if (layout !== undefined && layout !== null && typeof layout !== 'string') {
    throw new ConfigError('layout', 'must be a string');
  }

  const hostsRaw = raw.hosts;
  if (!isPlainObject(hostsRaw)) throw new ConfigError('hosts', 'must be an object');

  let store: string;
  if (hostsRaw.store === undefined || hostsRaw.store === null) {
    store = defaultOrigin(doc);
  } else {
    store = requiredUrl(hostsRaw, 'store').replace(/\/+$/, '');
  }

  const hosts: PageHosts = {
    store,
    player: requiredUrl(hostsRaw, 'player'),
    community: requiredOrigin(hostsRaw, 'community'),
    previewEmbed: requiredOrigin(hostsRaw, 'previewEmbed'),
    sampleEmbed: requiredUrl(hostsRaw, 'sampleEmbed'),
  };

  const tabSync = raw.tabSync;
  if (tabSync !== undefined && typeof tabSync !== 'boolean')
    throw new ConfigError('tabSync', 'must be true or false');
  const refreshAfterHiddenMs = raw.refreshAfterHiddenMs;
  if (
    refreshAfterHiddenMs !== undefined &&
    (typeof refreshAfterHiddenMs !== 'number' ||
      !Number.isFinite(refreshAfterHiddenMs) ||
      refreshAfterHiddenMs < 0)
  )
    throw new ConfigError('refreshAfterHiddenMs', 'must be a number of milliseconds, 0 or more');
  const vitals = raw.vitals;
  if (vitals !== undefined && typeof vitals !== 'boolean')
    throw new ConfigError('vitals', 'must be true or false');
  const cors = raw.cors ?? [];
  if (!Array.isArray(cors) || !cors.every((name) => (EMBED_SERVICES as readonly unknown[]).includes(name)))
    throw new ConfigError(
      'cors',
      `must be a list of ${EMBED_SERVICES.map((name) => `"${name}"`).join(', ')}`,
    );

  return {
    site,
    lang,
    layout: typeof layout === 'string' && layout !== '' ? layout : null,
    hosts,
    i18n: parseI18n(raw.i18n),
    tabSync: tabSync ?? true,
    refreshAfterHiddenMs: refreshAfterHiddenMs ?? DEFAULT_REFRESH_AFTER_HIDDEN_MS,
    vitals: vitals ?? false,
    cors: [...new Set(cors as EmbedService[])],
  };
}

/** Reads and validates `<script type="application/json" id="storefront-config">`. Never throws. */
export function readPageConfig(doc: Document = document): ReadPageConfigResult {
  try {
    const script = doc.getElementById(CONFIG_SCRIPT_ID);
    if (!script || script.tagName.toLowerCase() !== 'script') {
      return {
        ok: false,
        error: new ConfigError(
          CONFIG_SCRIPT_ID,
          'is missing: add <script type="application/json" id="storefront-config">',
        ),
      };
    }
    const type = script.getAttribute('type');
    if (type !== null && type.trim().toLowerCase() !== 'application/json') {
      return { ok: false, error: new ConfigError(CONFIG_SCRIPT_ID, 'must have type="application/json"') };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(script.textContent ?? '');
    } catch {
      return { ok: false, error: new ConfigError(CONFIG_SCRIPT_ID, 'is not valid JSON') };
    }
    return { ok: true, config: parsePageConfig(raw, doc) };
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, error };
    return { ok: false, error: new ConfigError(CONFIG_SCRIPT_ID, 'could not be read') };
  }
}
