import { createContext, runInContext } from 'node:vm';
import { clockScript, shiftClock, SUITE_NOW } from '../../src/mocks/suite-clock';

describe('the suite clock', () => {
  it('every file starts at the suite instant (test/setup.ts), and time runs on', async () => {
    const first = Date.now();
    expect(first).toBeGreaterThanOrEqual(SUITE_NOW);
    expect(first - SUITE_NOW).toBeLessThan(10 * 60 * 1000);
    await new Promise((wake) => setTimeout(wake, 5));
    expect(Date.now()).toBeGreaterThan(first);
    expect(new Date().getTime()).toBeGreaterThanOrEqual(first);
  });

  it('keeps dates plain: instanceof, arguments, Date() as text, parse and UTC', () => {
    const made = new Date(0);
    expect(made.getTime()).toBe(0);
    expect(made).toBeInstanceOf(Date);
    expect(structuredClone(made)).toBeInstanceOf(Date);
    expect(new Date(2026, 0, 2).getDate()).toBe(2);
    expect(typeof Date()).toBe('string');
    expect(Date.UTC(2026, 10, 23, 3)).toBe(SUITE_NOW);
    expect(Date.parse('2026-11-23T03:00:00Z')).toBe(SUITE_NOW);
  });

  it('moves the same clock anew, and fake timers start from it', () => {
    const later = SUITE_NOW + 86_400_000;
    shiftClock(later);
    try {
      expect(Date.now() - later).toBeLessThan(60_000);
      vi.useFakeTimers({ toFake: ['Date'] });
      expect(Date.now() - later).toBeLessThan(60_000);
      vi.useRealTimers();
      expect(Date.now() - later).toBeLessThan(60_000);
    } finally {
      shiftClock(SUITE_NOW);
    }
  });

  it('leaves a clock that already reads the instant (a fake clock installed there) as it is', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SUITE_NOW + 5000 });
    try {
      shiftClock(SUITE_NOW);
      expect(Date.now()).toBe(SUITE_NOW + 5000);
      vi.advanceTimersByTime(1000);
      expect(Date.now()).toBe(SUITE_NOW + 6000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a page's script moves that page's clock, before its other scripts", () => {
    const page = createContext({});
    runInContext(clockScript(SUITE_NOW - 86_400_000), page);
    const pageNow = runInContext('Date.now()', page) as number;
    expect(Math.abs(pageNow - (SUITE_NOW - 86_400_000))).toBeLessThan(60_000);
    expect(runInContext('new Date(0).getTime()', page)).toBe(0);
  });
});
