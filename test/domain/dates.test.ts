import {
  formatPeriod,
  isAfter,
  isBefore,
  isOverAYearAway,
  parseJst,
  relativeTimeLeft,
} from '../../src/domain/dates';

const at = (iso: string) => Date.parse(iso);

describe('parseJst', () => {
  it.each([
    ['2026-11-23 09:00:00', at('2026-11-23T00:00:00Z')],
    ['2026-01-01 00:00:00', at('2025-12-31T15:00:00Z')],
    ['2024-02-29 23:59:59', at('2024-02-29T14:59:59Z')],
    ['2026-11-23T09:00:00', at('2026-11-23T00:00:00Z')],
    ['2026-02-30 00:00:00', null],
    ['2026-13-01 00:00:00', null],
    ['2026-11-23 24:00:00', null],
    ['2026-11-23', null],
    ['', null],
    ['not a date', null],
  ])('%j', (text, expected) => {
    expect(parseJst(text)).toBe(expected);
  });
});

describe('formatPeriod', () => {
  it.each([
    ['2026-03-05 07:04:00', 'ja', '3/5 7:04'],
    ['2026-12-31 23:59:59', 'en', '12/31 23:59'],
    ['garbage', 'ja', null],
  ] as const)('%s %s', (text, locale, expected) => {
    expect(formatPeriod(text, locale)).toBe(expected);
  });
});

describe('relativeTimeLeft', () => {
  const now = at('2026-11-23T00:00:00Z'); // 09:00 JST
  it.each([
    ['2026-11-26 09:00:00', 'en', 'in 3 days'],
    ['2026-11-26 09:00:00', 'ja', '3日後'],
    ['2026-11-23 12:00:00', 'en', 'in 3 hours'],
    ['2026-11-22 09:00:00', 'en', 'a day ago'],
    ['bad', 'en', null],
  ] as const)('%s %s', (text, locale, expected) => {
    expect(relativeTimeLeft(text, now, locale)).toBe(expected);
  });
});

describe('comparisons', () => {
  const now = at('2026-11-23T00:00:00Z'); // 2026-11-23 09:00:00 JST
  it('isBefore / isAfter read the subject first, in Japan time', () => {
    expect(isBefore('2026-11-23 08:59:59', now)).toBe(true);
    expect(isBefore('2026-11-23 09:00:00', now)).toBe(false);
    expect(isAfter('2026-11-23 09:00:01', now)).toBe(true);
    expect(isAfter('2026-11-23 09:00:00', now)).toBe(false);
    expect(isBefore('bad', now)).toBe(false);
    expect(isAfter('bad', now)).toBe(false);
  });

  it.each([
    ['2027-11-23 09:00:00', false],
    ['2027-11-23 09:00:01', true],
    ['2026-12-01 00:00:00', false],
    ['2099-01-01 00:00:00', true],
    ['bad', false],
  ])('isOverAYearAway %s', (text, expected) => {
    expect(isOverAYearAway(text, now)).toBe(expected);
  });
});

it('leaves the global dayjs locale alone', async () => {
  const { default: dayjs } = await import('dayjs');
  relativeTimeLeft('2026-11-26 09:00:00', Date.parse('2026-11-23T00:00:00Z'), 'ja');
  expect(dayjs.locale()).toBe('en');
});
