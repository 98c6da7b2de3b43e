import { resolveFixtureDates } from '../../src/mocks/fixture-dates';
import { fixtureSeed, fixtures } from '../../src/mocks/fixtures';
import { isAfter, isBefore, isOverAYearAway } from '../../src/domain/dates';
import { SUITE_NOW } from '../../src/mocks/suite-clock';

const at = (iso: string) => Date.parse(iso);

describe('resolveFixtureDates', () => {
  // 2026-11-23 12:00 in Japan.
  const noon = at('2026-11-23T03:00:00Z');

  it.each([
    ['{{today}}', noon, '2026-11-23'],
    ['{{today-1}}', noon, '2026-11-22'],
    ['{{today+98 00:00:00}}', noon, '2027-03-01 00:00:00'],
    ['{{today+8d 12:00:00}}', noon, '2026-12-01 12:00:00'],
    ['{{today+3y 23:59:59}}', noon, '2029-11-23 23:59:59'],
    ['{{today-1m|YYYY-MM}}', noon, '2026-10'],
    ['<b>{{today+98|YYYY年M月D日}}</b> 0時まで', noon, '<b>2027年3月1日</b> 0時まで'],
    ['{{today-3|M/D}} and {{today+3|M/D}}', noon, '11/20 and 11/26'],
    ['no token 2026-11-23', noon, 'no token 2026-11-23'],
    // Japan's calendar day, whatever the machine's zone: 01:00 on 11-23 is still 11-22 in UTC.
    ['{{today}}', at('2026-11-22T16:00:00Z'), '2026-11-23'],
    ['{{today}}', at('2026-11-23T14:59:59Z'), '2026-11-23'],
    ['{{today}}', at('2026-11-23T15:00:00Z'), '2026-11-24'],
    // A month from the 31st: the last day of a shorter month.
    ['{{today+1m}}', at('2027-01-31T03:00:00Z'), '2027-02-28'],
    ['{{today-1m}}', at('2027-03-31T03:00:00Z'), '2027-02-28'],
  ])('%s at %d', (written, now, expected) => {
    expect(resolveFixtureDates(written, now)).toBe(expected);
  });

  it('walks arrays and objects, leaves other values and the written seed alone', () => {
    const written = { a: ['{{today}}', 3, null, true], b: { c: '{{today+1}}' } };
    expect(resolveFixtureDates(written, noon)).toEqual({
      a: ['2026-11-23', 3, null, true],
      b: { c: '2026-11-24' },
    });
    expect(written.b.c).toBe('{{today+1}}');
  });
});

describe('the fixtures on other days', () => {
  const written = JSON.stringify(fixtureSeed);

  it('are written with no calendar date of their own', () => {
    expect(written).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{4}年\d{1,2}月/);
    expect(JSON.stringify(fixtures)).not.toContain('{{');
  });

  // The same situations on any day: a gift still on and one ended, a running and an expired rental, a
  // coupon not started, one ending within a year and one over a year away.
  it.each([SUITE_NOW, at('2031-06-01T03:00:00Z'), at('2025-12-01T03:00:00Z'), at('2028-02-29T14:59:59Z')])(
    'resolved at %d',
    (now) => {
      const seed = resolveFixtureDates(fixtureSeed, now);
      const gifts = seed.products.flatMap((p) => (p.gift ? [p.gift.distribute_end] : []));
      expect(gifts.some((end) => isBefore(end, now))).toBe(true);
      expect(gifts.some((end) => isAfter(end, now) && !isOverAYearAway(end, now))).toBe(true);
      expect(gifts.some((end) => isOverAYearAway(end, now))).toBe(true);
      const rentals = seed.member.rentals.map((r) => r.expired_date);
      expect(rentals.some((end) => isAfter(end, now))).toBe(true);
      expect(rentals.some((end) => isBefore(end, now))).toBe(true);
      expect(seed.coupons.some((c) => isAfter(c.start_date, now))).toBe(true);
      expect(seed.coupons.some((c) => isAfter(c.end_date, now) && !isOverAYearAway(c.end_date, now))).toBe(
        true,
      );
      expect(seed.coupons.some((c) => isOverAYearAway(c.end_date, now))).toBe(true);
    },
  );
});
