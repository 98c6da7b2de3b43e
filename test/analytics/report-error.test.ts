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

/** The bundle's directory in these tests: a stack or file naming it is the bundle's. */
const BASE = 'https://cdn.example/storefront/';

/** An error thrown by the bundle's code: its stack names one of the bundle's chunks. */
const bundleError = (message: string) =>
  Object.assign(new Error(message), {
    stack: `Error: ${message}\n    at add (${BASE}chunks/cards-1a2b3c4d.js:1:2345)`,
  });

/** A reporter on page /p whose ga is what `getGa` gives at each look (so a test can make it appear later). */
const reporterTo = (getGa: () => unknown) =>
  createReporter({
    getGa,
    getGtag: () => undefined,
    getPathname: () => '/p',
    bundleBase: BASE,
    dispatch: () => {},
  });

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
    const r = createReporter({
      getGa: () => ga,
      getPathname: () => '/maniax/work/=/product_id/RJ1.html',
      dispatch: () => {},
    });
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

  it('each report also goes to gtag and to the page as storefront:error, with its kind, widget and island', () => {
    const ga = vi.fn();
    const gtag = vi.fn();
    const dispatch = vi.fn();
    const r = createReporter({ getGa: () => ga, getGtag: () => gtag, getPathname: () => '/p', dispatch });
    const island = document.createElement('div');
    const error = new Error('no price');
    r.reportError(error, { kind: 'island', widget: 'price-box', island });
    r.reportEmptyWidget('product-item');
    r.reportError('plain');
    expect(gtag.mock.calls).toEqual([
      ['event', 'exception', { description: error.stack, fatal: false }],
      [
        'event',
        'exception',
        { description: expect.stringContaining('(widget: product-item)'), fatal: false },
      ],
      ['event', 'exception', { description: 'plain', fatal: false }],
    ]);
    expect(dispatch.mock.calls).toEqual([
      [{ kind: 'island', widget: 'price-box', island, message: 'no price' }],
      [
        {
          kind: 'empty',
          widget: 'product-item',
          island: null,
          message: '[EmptyWidgetError] There is no content. (widget: product-item)',
        },
      ],
      [{ kind: 'internal', widget: null, island: null, message: 'plain' }],
    ]);
    expect(ga).toHaveBeenCalledTimes(3);
  });

  it('the page reporter dispatches storefront:error on document and calls window.gtag', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener('storefront:error', listener);
    const gtag = vi.fn();
    (window as unknown as { gtag?: unknown }).gtag = gtag;
    try {
      reportError(new Error('page event'), { kind: 'call' });
      expect(events).toEqual([{ kind: 'call', widget: null, island: null, message: 'page event' }]);
      expect(gtag).toHaveBeenCalledWith('event', 'exception', {
        description: expect.stringContaining('page event'),
        fatal: false,
      });
    } finally {
      document.removeEventListener('storefront:error', listener);
      delete (window as unknown as { gtag?: unknown }).gtag;
    }
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
          filename: `${BASE}storefront.js`,
          error: bundleError('other'),
        }),
      );
      expect(ga).toHaveBeenCalledTimes(1);
    } finally {
      script.remove();
    }
  });

  it("installGlobalErrorReporting reports the bundle's uncaught errors and rejections, once, and not the host's", () => {
    const ga = vi.fn();
    const r = reporterTo(() => ga);
    r.installGlobalErrorReporting(window);
    r.installGlobalErrorReporting(window);
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection') as Event & { reason?: unknown };
      event.reason = reason;
      window.dispatchEvent(event);
    };

    // The host's: its script's error, a cross-origin script's, an inline script's, its rejections.
    const hostError = new Error('host');
    window.dispatchEvent(
      new ErrorEvent('error', { error: hostError, filename: 'https://store.example/app.js' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'inline',
        filename: 'https://store.example/work?mail=a%40b.example',
      }),
    );
    reject(new Error('host rejection'));
    reject({ code: 7, message: 'an object' });
    expect(ga).not.toHaveBeenCalled();

    // The bundle's: named by its file, or by its stack.
    const error = bundleError('uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error, filename: `${BASE}chunks/cards-1a2b3c4d.js` }));
    expect(ga).toHaveBeenLastCalledWith('send', payload(error.stack ?? '', '/p'));
    const reason = bundleError('rejected');
    reject(reason);
    expect(ga).toHaveBeenLastCalledWith('send', payload(reason.stack ?? '', '/p'));
    expect(ga).toHaveBeenCalledTimes(2);
  });
});

describe('errorLabel', () => {
  class Refusal {
    message = 'refused';
  }
  it.each([
    ['a string', 'plain', 'plain'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['an object with message: its type and message', { message: 'm', token: 'secret' }, 'Object: m'],
    ['a plain object: its type, not its JSON', { mail: 'a@b.example' }, 'Object'],
    ["a class's object", new Refusal(), 'Refusal: refused'],
    [
      'URLs lose their query and fragment, a stack keeps line and column',
      Object.assign(new Error('x'), {
        stack:
          'Error: x\n    at https://store.example/work.html?mail=a%40b.example&token=t#top:12:5\n' +
          '    at f (https://cdn.example/storefront/chunks/a-1a2b3c4d.js?retry=1:1:20)',
      }),
      'Error: x\n    at https://store.example/work.html:12:5\n' +
        '    at f (https://cdn.example/storefront/chunks/a-1a2b3c4d.js:1:20)',
    ],
    [
      'a message naming a URL',
      'Failed to fetch https://cdn.example/a.js?v=2#x',
      'Failed to fetch https://cdn.example/a.js',
    ],
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
