// x-www-form-urlencoded bodies (docs/server.md "Wire formats"): lists of objects as indexed brackets
// (`folders[0][type]=wishlist&folders[0][id]=12`), flags as 1/0, absent (undefined/null) fields left out.
import { encodeUriPart } from '../domain/uri-part';

export type FormScalar = string | number | boolean | null | undefined;
export type FormValue =
  | FormScalar
  | readonly FormScalar[]
  | readonly Readonly<Record<string, FormScalar>>[]
  | Readonly<Record<string, FormScalar>>;

function enc(s: string): string {
  return encodeUriPart(s).replace(/%20/g, '+');
}

function scalar(v: FormScalar): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  return v;
}

/** The name `a[0][b]`, each part percent-encoded, brackets kept literal as PHP-style servers expect. */
function name(parts: readonly string[]): string {
  const [head = '', ...rest] = parts;
  return enc(head) + rest.map((p) => `[${enc(p)}]`).join('');
}

function walk(parts: string[], value: unknown, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk([...parts, String(i)], item, out));
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk([...parts, k], v, out);
    return;
  }
  const s = scalar(value as FormScalar);
  if (s !== null) out.push(`${name(parts)}=${enc(s)}`);
}

export function formEncode(body: Readonly<Record<string, FormValue>>): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(body)) walk([k], v, out);
  return out.join('&');
}
