import { describe, expect, it } from 'vitest';
import {
  gaVitalsFields,
  vitalsDetail,
  vitalsTarget,
  widgetOfTarget,
  type VitalsMetric,
} from '../../src/vitals/vitals-report';

function page(html: string): void {
  document.body.innerHTML = html;
}

const metric = (over: Partial<VitalsMetric>): VitalsMetric => ({
  name: 'INP',
  value: 232,
  delta: 232,
  rating: 'needs-improvement',
  id: 'v5-1700000000000-1234',
  navigationType: 'navigate',
  attribution: {},
  ...over,
});

describe('vitalsTarget: a selector that names the island first', () => {
  it('a button deep in a card reads from the island down, its classes sorted', () => {
    page(
      '<ul><li class="search_result_img_box_inner"><div data-widget="product-item" data-product-id="RJ1">' +
        '<div class="sf-card"><button class="sf-button sf-action" id="">Add</button></div></div></li></ul>',
    );
    const button = document.querySelector('button');
    expect(vitalsTarget(button)).toBe('[data-widget="product-item"]>div.sf-card>button.sf-action.sf-button');
    expect(widgetOfTarget(vitalsTarget(button))).toBe('product-item');
  });

  it('a text node is read as its element; the island itself is the island alone', () => {
    page('<div data-widget="price-box" data-product-id="RJ1"><span>1,320円</span></div>');
    const island = document.querySelector('[data-widget]');
    expect(vitalsTarget(document.querySelector('span')?.firstChild ?? null)).toBe(
      '[data-widget="price-box"]>span',
    );
    expect(vitalsTarget(island)).toBe('[data-widget="price-box"]');
  });

  it('an element outside the islands: the path up to an id, naming no widget', () => {
    page('<header id="top"><nav class="global"><a class="cart">Cart</a></nav></header>');
    const target = vitalsTarget(document.querySelector('a'));
    expect(target).toBe('#top>nav.global>a.cart');
    expect(widgetOfTarget(target)).toBeNull();
  });

  it('a long path keeps the node’s end and still names the island', () => {
    const deep = Array.from({ length: 30 }, (_, i) => `<div class="level-${i}">`).join('');
    page(`<div data-widget="work-gallery">${deep}<img alt="">${'</div>'.repeat(30)}</div>`);
    const target = vitalsTarget(document.querySelector('img')) ?? '';
    expect(target.startsWith('[data-widget="work-gallery"]>')).toBe(true);
    expect(target.endsWith('>img')).toBe(true);
    expect(widgetOfTarget(target)).toBe('work-gallery');
  });

  it('no node (removed from the page): the library’s own fallback is kept', () => {
    expect(vitalsTarget(null)).toBeUndefined();
  });
});

describe('vitalsDetail: the event’s detail of one report', () => {
  it('INP: the widget of its target and the breakdown, as plain data', () => {
    const detail = vitalsDetail(
      metric({
        attribution: {
          interactionTarget: '[data-widget="product-item"]>div.sf-card>button.sf-button',
          interactionType: 'pointer',
          inputDelay: 12.5,
          processingDuration: 180,
          presentationDelay: 39.5,
          longestScript: {
            entry: { sourceURL: 'https://cdn.example/s/chunks/cards-AB12cd34.js', invoker: 'BUTTON.onclick' },
            subpart: 'processing-duration',
            intersectingDuration: 150,
          },
          processedEventEntries: [{}],
          longAnimationFrameEntries: [{}],
        },
      }),
    );
    expect(detail).toEqual({
      name: 'INP',
      value: 232,
      rating: 'needs-improvement',
      id: 'v5-1700000000000-1234',
      navigationType: 'navigate',
      widget: 'product-item',
      attribution: {
        target: '[data-widget="product-item"]>div.sf-card>button.sf-button',
        interactionType: 'pointer',
        inputDelay: 12.5,
        processingDuration: 180,
        presentationDelay: 39.5,
        longestScript: {
          source: 'https://cdn.example/s/chunks/cards-AB12cd34.js',
          subpart: 'processing-duration',
          duration: 150,
        },
      },
    });
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
  });

  it('INP without entries or Long Animation Frames (an engine that has none): nulls and zeros, never NaN', () => {
    const detail = vitalsDetail(metric({ value: 16, rating: 'good', attribution: { inputDelay: NaN } }));
    expect(detail?.widget).toBeNull();
    expect(detail?.attribution).toEqual({
      target: null,
      interactionType: null,
      inputDelay: 0,
      processingDuration: 0,
      presentationDelay: 0,
      longestScript: null,
    });
  });

  it('CLS names the island of the largest shift; LCP the kind of its element', () => {
    const cls = vitalsDetail(
      metric({
        name: 'CLS',
        value: 0.12,
        delta: 0.12,
        attribution: {
          largestShiftTarget: '[data-widget="price-box"]>div.sf-price',
          largestShiftValue: 0.1,
          largestShiftTime: 840,
        },
      }),
    );
    expect([cls?.widget, cls?.attribution]).toEqual([
      'price-box',
      { target: '[data-widget="price-box"]>div.sf-price', largestShiftValue: 0.1, largestShiftTime: 840 },
    ]);
    const image = vitalsDetail(
      metric({
        name: 'LCP',
        value: 1800,
        rating: 'good',
        attribution: {
          target: '[data-widget="work-gallery"]>img',
          url: 'https://img.example/RJ1_main.jpg',
          timeToFirstByte: 300,
          resourceLoadDelay: 100,
          resourceLoadDuration: 900,
          elementRenderDelay: 500,
        },
      }),
    );
    expect([image?.widget, image?.attribution]).toEqual([
      'work-gallery',
      {
        target: '[data-widget="work-gallery"]>img',
        elementKind: 'image',
        url: 'https://img.example/RJ1_main.jpg',
        timeToFirstByte: 300,
        resourceLoadDelay: 100,
        resourceLoadDuration: 900,
        elementRenderDelay: 500,
      },
    ]);
    const text = vitalsDetail(metric({ name: 'LCP', attribution: { target: '#top>h1' } }));
    expect([text?.widget, (text?.attribution as { elementKind: string }).elementKind]).toEqual([
      null,
      'text',
    ]);
  });

  it('a metric this bundle does not report (FCP, TTFB) gives no detail', () => {
    expect(vitalsDetail(metric({ name: 'FCP' }))).toBeNull();
    expect(vitalsDetail(metric({ name: 'TTFB' }))).toBeNull();
  });
});

describe('gaVitalsFields: Google’s documented Web Vitals event', () => {
  it('the change since the last report, rounded; CLS times 1000', () => {
    expect(gaVitalsFields({ ...metric({ delta: 231.6 }), name: 'INP' })).toEqual({
      eventCategory: 'Web Vitals',
      eventAction: 'INP',
      eventLabel: 'v5-1700000000000-1234',
      eventValue: 232,
      nonInteraction: true,
      transport: 'beacon',
    });
    expect(gaVitalsFields({ ...metric({ value: 0.25, delta: 0.1234 }), name: 'CLS' }).eventValue).toBe(123);
  });
});
