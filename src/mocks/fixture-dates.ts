// Fixture dates relative to the day the fake store is built (docs/testing.md "The suite's clock"): a token
// `{{today±N[d|m|y][ HH:mm:ss][|FORMAT]}}` inside any string of a fixture stands for that calendar day in
// Japan (the store's zone) N days, months or years from now, written as FORMAT (default `YYYY-MM-DD`, with
// the time `YYYY-MM-DD HH:mm:ss`). So the preview, the workshop and the tests show gifts, coupons and
// running rentals on whatever day they run.

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const TOKEN = /\{\{today(?:([+-]\d+)([dmy])?)?(?: (\d{2}):(\d{2}):(\d{2}))?(?:\|([^}]+))?\}\}/g;
const FIELDS = /YYYY|MM|M|DD|D|HH|mm|ss/g;

const pad = (value: number) => String(value).padStart(2, '0');

function dayFrom(now: number, amount: number, unit: string): Date {
  const today = new Date(now + JST_OFFSET_MS);
  const [y, mo, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  if (unit === 'y') return new Date(Date.UTC(y + amount, mo, d));
  if (unit === 'm') {
    // The same day of the month, or the month's last when it has fewer days.
    const last = new Date(Date.UTC(y, mo + amount + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, mo + amount, Math.min(d, last)));
  }
  return new Date(Date.UTC(y, mo, d + amount));
}

/** The text of one token at `now` (epoch ms). */
function resolveToken(now: number, groups: (string | undefined)[]): string {
  const [amount, unit = 'd', h, mi, s, format] = groups;
  const day = dayFrom(now, Number(amount ?? 0), unit);
  const values: Record<string, string> = {
    YYYY: String(day.getUTCFullYear()),
    MM: pad(day.getUTCMonth() + 1),
    M: String(day.getUTCMonth() + 1),
    DD: pad(day.getUTCDate()),
    D: String(day.getUTCDate()),
    HH: h ?? '00',
    mm: mi ?? '00',
    ss: s ?? '00',
  };
  const pattern = format ?? (h === undefined ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
  return pattern.replace(FIELDS, (field) => values[field] ?? field);
}

/** A copy of `value` (JSON data) with every date token in its strings resolved at `now`. */
export function resolveFixtureDates<T>(value: T, now: number): T {
  if (typeof value === 'string')
    return value.replace(TOKEN, (_match, ...groups: (string | undefined)[]) =>
      resolveToken(now, groups.slice(0, 6)),
    ) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveFixtureDates(item, now)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveFixtureDates(item, now)]),
    ) as T;
  return value;
}
