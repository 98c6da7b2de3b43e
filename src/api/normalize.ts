// Tolerant readers for what real servers send (docs/architecture.md "An API call"): numbers as numeric
// strings or numbers, flags as 1/0/'1'/'0'/true/false, null or missing fields → defaults, `[]` where a keyed
// object was expected, full collections as keyed objects, `*_str` fields holding HTML (kept as plain text
// here). A list that cannot be read at all throws ApiError 'parse' (the load counts as failed).
import { ApiError } from './errors';
import { stripHtml } from './strip-html';

export type Rec = Record<string, unknown>;

export function isRecord(v: unknown): v is Rec {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** An object; `[]`, null and missing read as `{}`; anything else as null (not readable). */
export function asRecord(v: unknown): Rec | null {
  if (isRecord(v)) return v;
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return {};
  return null;
}

/** Like asRecord but a non-object throws ApiError 'parse'. */
export function requireRecord(v: unknown, what: string): Rec {
  const r = asRecord(v);
  if (r === null) throw new ApiError('parse', 'bad-shape', what);
  return r;
}

/** A collection: an array, or an object keyed by index/id (its values). null/missing → []; else null. */
export function asList(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v as unknown[];
  if (isRecord(v)) return Object.values(v);
  if (v === undefined || v === null) return [];
  return null;
}

/** Like asList but a value that is not a collection throws ApiError 'parse'. */
export function requireList(v: unknown, what: string): unknown[] {
  const l = asList(v);
  if (l === null) throw new ApiError('parse', 'bad-shape', what);
  return l;
}

/** A nested collection that is tolerated when unreadable (→ []). */
export function listOrEmpty(v: unknown): unknown[] {
  return asList(v) ?? [];
}

/** Beyond 2^53 no amount, count or rate means anything, and arithmetic on it overflows to Infinity. */
const inRange = (n: number): boolean => Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER;

export function numOrNull(v: unknown): number | null {
  if (typeof v === 'number') return inRange(v) ? v : null;
  if (typeof v === 'string') {
    const s = v.trim().replace(/,/g, '');
    if (s === '') return null;
    const n = Number(s);
    return inRange(n) ? n : null;
  }
  return null;
}

/** A count: a whole number ≥ 0 (fractions dropped, negatives read as 0). */
export function count(v: unknown): number {
  return Math.max(Math.trunc(num(v)), 0);
}

/** A count (a whole number ≥ 0) as sent; null when the answer does not give one (unknown, never 0). */
export function countOrNull(v: unknown): number | null {
  const n = numOrNull(v);
  return n === null || n < 0 ? null : Math.trunc(n);
}

export function num(v: unknown, fallback = 0): number {
  return numOrNull(v) ?? fallback;
}

export function flag(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0 && Number.isFinite(v);
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    const n = Number(s);
    return s !== '' && Number.isFinite(n) && n !== 0;
  }
  return false;
}

export function str(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : fallback;
  if (typeof v === 'bigint') return String(v);
  return fallback;
}

/** An id: '' / null / missing → null. */
export function idOrNull(v: unknown): string | null {
  const s = str(v).trim();
  return s === '' ? null : s;
}

/**
 * Plain text from a field that may hold HTML (`*_str`, messages): tags dropped (`<br>` → space), entities
 * decoded, whitespace collapsed (strip-html.ts). The result is text to render as text, never HTML.
 */
export function text(v: unknown, fallback = ''): string {
  return stripHtml(str(v, fallback));
}

/** A list of ids from an array or keyed object of strings/numbers; empty entries dropped. */
export function idList(v: unknown, what: string): string[] {
  const list = requireList(v, what);
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      const s = str(item).trim();
      if (s !== '') out.push(s);
    } else if (item !== null && item !== undefined) {
      throw new ApiError('parse', 'bad-shape', what);
    }
  }
  return out;
}

/** The first entry of each key, in order (a list whose entries share an id keeps one of them). */
export function firstPerKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A URL kept as sent (protocol-relative `//cdn/x.jpg` is fine in the page); non-strings → ''. */
export function url(v: unknown): string {
  return str(v).trim();
}
