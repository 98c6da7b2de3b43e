import { afterEach, describe, expect, it, vi } from 'vitest';

// The library's observers need a real browser (the browser test has them); here its three entry points
// hand over whatever report a case gives them.
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
const options = vi.hoisted(() => new Map<string, unknown>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (cb: (metric: unknown) => void, opts: unknown) => {
    callbacks.set(name, cb);
    options.set(name, opts);
  };
  return { onINP: on('INP'), onLCP: on('LCP'), onCLS: on('CLS') };
});

const { startVitals } = await import('../../src/vitals/start-vitals');
const { vitalsTarget } = await import('../../src/vitals/vitals-report');

const inp = {
  name: 'INP',
  value: 96,
  delta: 96,
  rating: 'good',
  id: 'v5-1-1',
  navigationType: 'navigate',
  attribution: { interactionTarget: '[data-widget="product-item"]>button.sf-button', inputDelay: 4 },
};

afterEach(() => {
  delete (window as { ga?: unknown }).ga;
});

describe('startVitals', () => {
  it('observes INP, LCP and CLS once per page, with the island-first target', () => {
    startVitals();
    startVitals();
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    for (const opts of options.values()) expect(opts).toEqual({ generateTarget: vitalsTarget });
    expect(performance.getEntriesByName('storefront:vitals-start', 'mark')).toHaveLength(1);
  });

  it('each report: one storefront:vitals on document, and one Web Vitals event where ga is there', () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('storefront:vitals', listener);
    callbacks.get('INP')?.(inp);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ name: 'INP', value: 96, widget: 'product-item' });

    const ga = vi.fn();
    (window as { ga?: unknown }).ga = ga;
    callbacks.get('CLS')?.({ ...inp, name: 'CLS', value: 0.02, delta: 0.02, attribution: {} });
    expect(details).toHaveLength(2);
    expect(ga.mock.calls).toEqual([
      [
        'send',
        'event',
        {
          eventCategory: 'Web Vitals',
          eventAction: 'CLS',
          eventLabel: 'v5-1-1',
          eventValue: 20,
          nonInteraction: true,
          transport: 'beacon',
        },
      ],
    ]);
    document.removeEventListener('storefront:vitals', listener);
  });

  it('INP names the island its control was in, though the control left the page before the report', () => {
    document.body.innerHTML =
      '<div data-widget="product-item" data-product-id="RJ1"><button class="sf-button">Add to Cart</button></div>';
    const button = document.querySelector('button');
    const click = new MouseEvent('pointerdown', { bubbles: true });
    button?.dispatchEvent(click);
    button?.replaceWith(document.createElement('a'));
    const details: { widget: string | null; attribution: { target: string | null } }[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('storefront:vitals', listener);
    // The library's own fallback: the browser's selector of a node no longer on the page, with no island.
    callbacks.get('INP')?.({
      ...inp,
      attribution: { interactionTarget: 'html>body>div>button', interactionTime: click.timeStamp },
    });
    callbacks.get('INP')?.({
      ...inp,
      attribution: { interactionTarget: 'html>body>div>button', interactionTime: click.timeStamp + 500 },
    });
    expect(details.map((d) => [d.widget, d.attribution.target])).toEqual([
      ['product-item', '[data-widget="product-item"]>button.sf-button'],
      [null, 'html>body>div>button'],
    ]);
    document.removeEventListener('storefront:vitals', listener);
  });

  it('a failing ga is the host’s: the event still goes out and nothing throws', () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('storefront:vitals', listener);
    (window as { ga?: unknown }).ga = () => {
      throw new Error('ga is broken');
    };
    expect(() => callbacks.get('LCP')?.({ ...inp, name: 'LCP', attribution: {} })).not.toThrow();
    expect(details).toHaveLength(1);
    document.removeEventListener('storefront:vitals', listener);
  });
});
