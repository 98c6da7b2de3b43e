import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RETRIES,
  RETRY_INTERVAL_MS,
  createReporter,
  errorLabel,
  reportError,
} from '../../src/analytics/report-error';

type GaHolder = { ga?: unknown };
const win = window as unknown as GaHolder;

function payload(label: string, action = location.pathname) {
  return {
    hitType: 'event',
    eventCategory: 'exception',
    eventAction: action,
    eventLabel: label,
    nonInteraction: true,
  };
}

/** A reporter on page /p whose ga is what `getGa` gives at each look (so a test can make it appear later). */
const reporterTo = (getGa: () => unknown) => createReporter({ getGa, getPathname: () => '/p' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete win.ga;
});

describe('createReporter', () => {
  it('sends the exact ga payload with the stack as label, or the message where there is no stack', () => {
    const ga = vi.fn();
    const r = createReporter({ getGa: () => ga, getPathname: () => '/maniax/work/=/product_id/RJ1.html' });
    const error = new Error('boom');
    const bare = Object.assign(new Error('only message'), { stack: '' });
    r.reportError(error);
    r.reportError(bare);
    expect(ga.mock.calls).toEqual([
      ['send', payload(error.stack ?? '', '/maniax/work/=/product_id/RJ1.html')],
      ['send', payload('only message', '/maniax/work/=/product_id/RJ1.html')],
    ]);
  });

  it('looks for ga 10 more times at most, 200 ms apart, then drops the report', () => {
    const getGa = vi.fn((): unknown => undefined);
    const r = reporterTo(getGa);
    r.reportError(new Error('never sent'));
    expect(getGa).toHaveBeenCalledTimes(1);
    for (let i = 1; i <= MAX_RETRIES; i++) {
      vi.advanceTimersByTime(RETRY_INTERVAL_MS);
      expect(getGa).toHaveBeenCalledTimes(1 + i);
    }
    expect(MAX_RETRIES).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(getGa).toHaveBeenCalledTimes(1 + MAX_RETRIES);
  });

  // Not after the 10th: the test above, which finds no look for ga after it.
  it('still sends when ga appears at the 10th retry', () => {
    let ga: unknown = undefined;
    const sent = vi.fn();
    const r = reporterTo(() => ga);
    r.reportError('tenth');
    vi.advanceTimersByTime(RETRY_INTERVAL_MS * MAX_RETRIES - 1);
    ga = sent;
    vi.advanceTimersByTime(1);
    expect(sent.mock.calls).toEqual([['send', payload('tenth', '/p')]]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('never throws when ga throws, and does not report its own failure', () => {
    const ga = vi.fn(() => {
      throw new Error('ga broke');
    });
    const r = reporterTo(() => ga);
    expect(() => r.reportError(new Error('x'))).not.toThrow();
    expect(ga).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(ga).toHaveBeenCalledTimes(1);
  });

  it('never throws when its dependencies throw', () => {
    const r = createReporter({
      getGa: () => {
        throw new Error('getter');
      },
      getPathname: () => {
        throw new Error('path');
      },
      setTimeout: () => {
        throw new Error('timer');
      },
    });
    expect(() => r.reportError(new Error('a'))).not.toThrow();
    expect(() => r.reportEmptyWidget('x')).not.toThrow();
    const hostile = {
      get stack(): string {
        throw new Error('stack getter');
      },
    };
    expect(() => r.reportError(hostile)).not.toThrow();
  });

  it('sends an identical label at most once per page, waiting for ga or not', () => {
    let ga: unknown = undefined;
    const fn = vi.fn();
    const r = reporterTo(() => ga);
    r.reportError('same');
    r.reportError('same');
    ga = fn;
    vi.advanceTimersByTime(RETRY_INTERVAL_MS);
    r.reportError('same');
    r.reportError(new Error('other'));
    r.reportError('same');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a JSONP script that fails to run is left to the API edge (one report per call, not two)', () => {
    const ga = vi.fn();
    const r = reporterTo(() => ga);
    r.installGlobalErrorReporting(window);
    const script = document.createElement('script');
    script.setAttribute('data-sf-jsonp', '');
    script.src = 'https://svc.example/embed?callback=cb1';
    document.head.appendChild(script);
    try {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: "Unexpected token '<'",
          filename: script.src,
          error: new SyntaxError('x'),
        }),
      );
      expect(ga).not.toHaveBeenCalled();
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'other',
          filename: 'https://page.example/app.js',
          error: new Error('other'),
        }),
      );
      expect(ga).toHaveBeenCalledTimes(1);
    } finally {
      script.remove();
    }
  });

  it('installGlobalErrorReporting reports window errors and unhandled rejections, once', () => {
    const ga = vi.fn();
    const r = reporterTo(() => ga);
    r.installGlobalErrorReporting(window);
    r.installGlobalErrorReporting(window);

    const error = new Error('uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'uncaught' }));
    expect(ga).toHaveBeenCalledTimes(1);
    expect(ga).toHaveBeenLastCalledWith('send', payload(error.stack ?? '', '/p'));

    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(ga).toHaveBeenLastCalledWith('send', payload('Script error.', '/p'));

    const reason = new Error('rejected');
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
    expect(ga).toHaveBeenLastCalledWith('send', payload(reason.stack ?? '', '/p'));
    expect(ga).toHaveBeenCalledTimes(3);
  });
});

describe('errorLabel', () => {
  it.each([
    ['a string', 'plain', 'plain'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['an object with message', { message: 'm' }, 'm'],
    ['a plain object', { a: 1 }, '{"a":1}'],
  ])('%s', (_name, value, expected) => {
    expect(errorLabel(value)).toBe(expected);
  });
});

// reportEmptyWidget's documented text and widget name through window.ga: test/islands/runtime.test.tsx
// "an empty widget is reported, unless mayBeEmpty".
describe('page reporter (window.ga, location.pathname)', () => {
  it('sends through window.ga once it is defined', () => {
    reportError('page-level report');
    const ga = vi.fn();
    win.ga = ga;
    vi.advanceTimersByTime(RETRY_INTERVAL_MS);
    expect(ga).toHaveBeenCalledWith('send', payload('page-level report', location.pathname));
  });
});
