// The one clock of the test suites (docs/testing.md "The suite's clock"): every suite runs at SUITE_NOW,
// whatever the machine's calendar says, so a rule that reads the date (gifts, coupons, rentals, the
// one-year rule) answers the same on every day.

/** 2026-11-23 12:00 in Japan (03:00 UTC), a Monday: the instant every suite starts at. */
export const SUITE_NOW = Date.UTC(2026, 10, 23, 3, 0, 0);

/**
 * waitFor's bound for what takes a known time or waits on another task (a fade, a mark's second, the layout
 * wait, a MessageChannel task, every island settling): a bound for a hang, under the suites' 30 s test
 * timeout, not a speed check (a loaded machine only makes it later). The stories and the unit suite share it.
 */
export const LONG_WAIT = { timeout: 20_000 };

/** The cookie that asks the preview server for a page and a fake store at an instant (epoch ms). */
export const CLOCK_COOKIE = 'sf-mock-clock';

/**
 * Moves this realm's `Date` so that now is `instant`, time running on from there at the machine's pace
 * (timers, `performance.now()` and the browser's cookie jar are untouched). Calling it again moves the same
 * clock anew; a clock within a minute of the instant already is left alone. Self-contained, as the
 * preview server sends its source to a page as a script of its own.
 */
export function shiftClock(instant: number): void {
  const realm = globalThis as unknown as { Date: DateConstructor; __sfRealDate?: DateConstructor };
  const Real = realm.__sfRealDate ?? realm.Date;
  // A clock that already reads the instant (a test's fake clock installed there) is left as it runs.
  if (Math.abs(realm.Date.now() - instant) < 60_000) return;
  const offset = instant - Real.now();
  const now = () => Real.now() + offset;
  // A function, not a subclass: `new Date()` still makes plain dates (instanceof, structuredClone, and the
  // dates a library makes with the original agree), and `Date()` without `new` is the time as text.
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new Real(now()).toString();
    return args.length === 0 ? new Real(now()) : new (Real as new (...a: unknown[]) => Date)(...args);
  }
  ShiftedDate.prototype = Real.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = Real.parse;
  ShiftedDate.UTC = Real.UTC;
  realm.__sfRealDate = Real;
  realm.Date = ShiftedDate as unknown as DateConstructor;
}

/** A page's script that moves its clock to `instant` before any other script runs. */
export function clockScript(instant: number): string {
  return `(${shiftClock.toString()})(${JSON.stringify(instant)});\n`;
}
