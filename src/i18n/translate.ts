// The translator: dictionary texts for a locale, with per-page overrides (the configuration's `i18n`) on
// top, and `:name` placeholder substitution (docs/behaviour.md "Dates and languages"). Output is plain text,
// never HTML.
//
// The dictionaries come in parts (src/i18n/labels/), each in the chunk of the widgets that show its labels
// and added here when that chunk is evaluated: a page of product cards carries neither the my pages' labels
// nor the work page's. A widget's code, and so its labels, is in before its island renders.
import type { Locale, SiteLang } from '../domain/models';
import type { LabelKey } from './en';

export type { LabelKey } from './en';

/** Per-page label overrides: `{ ja: {key: text}, en: {key: text} }`. */
export type LabelOverrides = Partial<Record<Locale, Record<string, string>>>;

export type TranslateParams = Record<string, string | number>;

export type Translate = (key: LabelKey, params?: TranslateParams, defaultText?: string) => string;

/** The labels of every part added so far, per locale. */
const dictionaries: Record<Locale, Record<string, string>> = { ja: {}, en: {} };

/** One part of the dictionaries: the same keys in both languages (the types enforce it). */
export interface LabelPart<K extends string> {
  en: Readonly<Record<K, string>>;
  ja: Readonly<Record<K, string>>;
}

/**
 * Adds a part's labels to the translator (every translator reads them, made before or after) and returns it.
 */
export function labelPart<const K extends string>(part: {
  en: Readonly<Record<K, string>>;
  ja: Readonly<Record<NoInfer<K>, string>>;
}): LabelPart<K> {
  Object.assign(dictionaries.en, part.en);
  Object.assign(dictionaries.ja, part.ja);
  return part;
}

/** The interface locale of a site language: 'jp' is 'ja'. */
export function localeFromSiteLang(lang: SiteLang): Locale {
  return lang === 'jp' ? 'ja' : 'en';
}

/** Bidirectional formatting characters: embeddings, overrides, isolates and the directional marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A substituted value holding bidi controls is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
 * so that an unterminated override in a name cannot reorder the rest of the sentence. Other values are
 * substituted as they are.
 */
function isolate(value: string): string {
  if (!BIDI_CONTROLS.test(value)) return value;
  // A POP DIRECTIONAL ISOLATE inside the value would close our isolate early: one more level per PDI.
  const depth = (value.match(/\u2069/g)?.length ?? 0) + 1;
  return `${'\u2068'.repeat(depth)}${value}${'\u2069'.repeat(depth)}`;
}

/** Substitutes `:name` placeholders, longest names first so `:count` is never broken by `:c`. */
export function substitute(text: string, params?: TranslateParams): string {
  if (!params) return text;
  const names = Object.keys(params)
    .filter((name) => name !== '')
    .sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const pattern = new RegExp(`:(${names.map(escapeRegExp).join('|')})`, 'g');
  // One pass: a substituted value is never scanned again for placeholders.
  return text.replace(pattern, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : isolate(String(value));
  });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function ownString(table: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined {
  if (!table || typeof table !== 'object' || !Object.prototype.hasOwnProperty.call(table, key))
    return undefined;
  const value = table[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A `t(key, params?, defaultText?)` for `locale`: the page's override if it is a string, else the
 * dictionary's text, else `defaultText`, else the key itself; then `:name` placeholders are substituted.
 */
export function createTranslator(locale: Locale, overrides?: LabelOverrides): Translate {
  const pageTable = overrides?.[locale] as Readonly<Record<string, unknown>> | undefined;
  const dictionary = dictionaries[locale];
  return (key, params, defaultText) => {
    const text = ownString(pageTable, key) ?? ownString(dictionary, key) ?? defaultText ?? key;
    return substitute(text, params);
  };
}
