import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/ja';
import type { JstDateText, Locale } from './models';

// Registering a plugin is idempotent; the global locale is never changed (each call picks its own).
dayjs.extend(relativeTime);

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const WIRE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

/**
 * Read dates, by their text: a list page checks the same few coupon and rental dates on every card at
 * every render, and parsing each again shows on a long list (see docs/performance.md, History). Bounded,
 * as a page could show any number.
 */
const parsed = new Map<string, Readonly<Parts> | null>();
const PARSED_MAX = 500;

function parts(text: string): Readonly<Parts> | null {
  let read = parsed.get(text);
  if (read === undefined) {
    read = readParts(text);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(text, read);
  }
  return read;
}

function readParts(text: string): Readonly<Parts> | null {
  const m = WIRE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  // Rejects 2026-02-30 and the like: Date.UTC would silently roll it into March.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  return Object.freeze({ y, mo, d, h, mi, s });
}

/** Wire date (Japan time, UTC+9) to epoch ms, independent of the browser's zone; null when malformed. */
export function parseJst(text: JstDateText): number | null {
  const p = parts(text);
  return p ? Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - JST_OFFSET_MS : null;
}

/** 'M/D H:mm' in Japan time. The text already is Japan time, so its fields are shown as they are. */
export function formatPeriod(text: JstDateText, _locale: Locale): string | null {
  const p = parts(text);
  return p ? `${p.mo}/${p.d} ${p.h}:${String(p.mi).padStart(2, '0')}` : null;
}

/** 'in 3 days' / '3日後'. */
export function relativeTimeLeft(text: JstDateText, now: number, locale: Locale): string | null {
  const at = parseJst(text);
  return at === null
    ? null
    : dayjs(at)
        .locale(locale === 'ja' ? 'ja' : 'en')
        .from(now);
}

/**
 * The one-year rule (docs/behaviour.md "Coupons and gifts"): end-date strings are hidden when the date is
 * more than a (calendar, Japan time) year away.
 */
export function isOverAYearAway(text: JstDateText, now: number): boolean {
  const at = parseJst(text);
  if (at === null) return false;
  const inJapan = new Date(now + JST_OFFSET_MS);
  inJapan.setUTCFullYear(inJapan.getUTCFullYear() + 1);
  return at > inJapan.getTime() - JST_OFFSET_MS;
}

/** The date `text` lies before `now` (dayjs order: subject first). False when malformed. */
export function isBefore(text: JstDateText, now: number): boolean {
  const at = parseJst(text);
  return at !== null && at < now;
}

/** The date `text` lies after `now`, e.g. a gift is shown while isAfter(distribute_end, now). */
export function isAfter(text: JstDateText, now: number): boolean {
  const at = parseJst(text);
  return at !== null && at > now;
}
