import { useEffect, type ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRuntime } from '../../src/islands/runtime';
import { defineWidget, type WidgetDefinition } from '../../src/widget-api/widget-definition';
import { asText } from '../../src/widget-api/attributes';
import { resetMissingCode } from '../../src/analytics/missing-code';
import { useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

type Registry = Record<string, WidgetDefinition<never>>;
type GaMock = ReturnType<typeof vi.fn<(command: string, fields: { eventLabel: string }) => void>>;

let ga: GaMock;
let consoleError: { mockRestore: () => void };
const unmountSpy = vi.fn<(name: string) => void>();

beforeAll(() => {
  // The runtime renders with createRoot outside act(), as on a page.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  ga = vi.fn<(command: string, fields: { eventLabel: string }) => void>();
  (window as unknown as { ga?: unknown }).ga = ga;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  unmountSpy.mockClear();
});
afterEach(() => {
  delete (window as unknown as { ga?: unknown }).ga;
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

const labels = () => ga.mock.calls.map((call) => call[1].eventLabel);

function Hello({ text }: { text: string }) {
  useEffect(() => () => void unmountSpy(text), [text]);
  return <span className="rendered">{text}</span>;
}

const textWidget = (extra: Partial<WidgetDefinition<{ text: string }>> = {}) =>
  defineWidget<{ text: string }>({
    load: () => Promise.resolve({ default: Hello }),
    parse: (data) =>
      typeof data.text === 'string'
        ? { ok: true, props: { text: data.text } }
        : { ok: false, error: 'data-text is required' },
    ...extra,
  });

function setup(registry: Record<string, WidgetDefinition<never> | WidgetDefinition<{ text: string }>>) {
  const store = makeTestStore();
  const runtime = createRuntime({
    store,
    registry: registry as Registry,
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    version: 'test',
  });
  return { store, ...runtime };
}

function addIsland(html: string, parent: HTMLElement = document.body): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const el = template.content.firstElementChild as HTMLElement;
  parent.appendChild(el);
  return el;
}

describe('islands runtime', () => {
  it('mounts a widget into its island and sets ready', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = addIsland('<div data-widget="hello" data-text="hi"><p class="server">server</p></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('ready');
    expect(el.querySelector('.rendered')?.textContent).toBe('hi');
    expect(el.querySelector('.server')).not.toBeNull();
    expect(api.version).toBe('test');
  });

  it('an unknown widget: error state, server children kept, reported', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = addIsland('<div data-widget="no-such-widget"><p class="server">server</p></div>');
    const ok = addIsland('<div data-widget="hello" data-text="ok"></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('error');
    expect(el.innerHTML).toBe('<p class="server">server</p>');
    expect(ok.getAttribute('data-widget-state')).toBe('ready');
    expect(labels().some((l) => l.includes('[IslandError] no-such-widget: unknown widget name'))).toBe(true);
    expect(ga.mock.calls[0]?.[1]).toMatchObject({
      hitType: 'event',
      eventCategory: 'exception',
      nonInteraction: true,
    });
  });

  it('a name inherited from Object.prototype is unknown too', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = addIsland('<div data-widget="toString"></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('error');
  });

  it('a parser failure: error state and a report', async () => {
    const { api } = setup({ 'parse-fails': textWidget() });
    const el = addIsland('<div data-widget="parse-fails"><p>server</p></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('error');
    expect(el.innerHTML).toBe('<p>server</p>');
    expect(labels().some((l) => l.includes('[IslandError] parse-fails: data-text is required'))).toBe(true);
  });

  it('stop(): every island unmounted, and islands added later are no longer mounted', async () => {
    const { start, stop } = setup({ hello: textWidget() });
    const el = addIsland('<div data-widget="hello" data-text="before"></div>');
    await start();
    expect(el.querySelector('.rendered')?.textContent).toBe('before');
    stop();
    await waitFor(() => expect(unmountSpy).toHaveBeenCalledWith('before'));
    expect(el.hasAttribute('data-widget-state')).toBe(false);
    const later = addIsland('<div data-widget="hello" data-text="after"></div>');
    // The sync point: another runtime mounts an island added after it. A stopped runtime still watching
    // would have started on `later` first (its observer's delivery comes before this mount) and be done.
    const other = setup({ other: textWidget() });
    const marker = addIsland('<div data-widget="other" data-text="marker"></div>');
    await other.api.mount(marker);
    expect(marker.getAttribute('data-widget-state')).toBe('ready');
    expect(later.hasAttribute('data-widget-state')).toBe(false);
    expect(later.querySelector('.rendered')).toBeNull();
  });

  it('mounting twice mounts once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const { api } = setup({ hello: textWidget({ load }) });
    const el = addIsland('<div data-widget="hello" data-text="once"></div>');
    await api.mount();
    await api.mount();
    await api.mount(el);
    expect(el.querySelectorAll('.rendered')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('unmount removes the rendered content and keeps the element and its server children', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = addIsland('<div data-widget="hello" data-text="bye"><p class="server">server</p></div>');
    await api.mount();
    api.unmount();
    await waitFor(() => expect(el.querySelector('.rendered')).toBeNull());
    expect(el.isConnected).toBe(true);
    expect(el.querySelector('.server')).not.toBeNull();
    expect(el.hasAttribute('data-widget-state')).toBe(false);
    expect(unmountSpy).toHaveBeenCalledWith('bye');
    await api.mount(); // and it can be mounted again
    expect(el.querySelectorAll('.rendered')).toHaveLength(1);
  });

  it('a widget that throws: only that island is in error', async () => {
    const Boom: ComponentType<{ text: string }> = () => {
      throw new Error('boom in render');
    };
    const { api } = setup({
      boom: textWidget({ load: () => Promise.resolve({ default: Boom }) }),
      hello: textWidget(),
    });
    const bad = addIsland('<div data-widget="boom" data-text="x"><p>server</p></div>');
    const good = addIsland('<div data-widget="hello" data-text="fine"></div>');
    await api.mount();
    expect(bad.getAttribute('data-widget-state')).toBe('error');
    expect(bad.innerHTML).toBe('<p>server</p>');
    expect(good.getAttribute('data-widget-state')).toBe('ready');
    expect(labels().some((l) => l.includes('boom in render'))).toBe(true);
  });

  it('widget code that cannot load: its islands in error with server content, one report per file, one stale event', async () => {
    resetMissingCode();
    const gone = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example/storefront/chunks/work-widgets-a1.js?retry=17',
    );
    const load = vi.fn(() => Promise.reject(gone));
    // A second widget of the same file fails with its own error naming the same file (another retry query).
    const sibling = vi.fn(() =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: https://cdn.example/storefront/chunks/work-widgets-a1.js?retry=18',
        ),
      ),
    );
    const stale = vi.fn<(event: Event) => void>();
    document.addEventListener('storefront:stale', stale);
    const { api } = setup({ broken: textWidget({ load }), sibling: textWidget({ load: sibling }) });
    const els = [
      addIsland('<div data-widget="broken" data-text="x"><p>server</p></div>'),
      addIsland('<div data-widget="broken" data-text="y"><p>server</p></div>'),
      addIsland('<div data-widget="sibling" data-text="z"><p>server</p></div>'),
    ];
    await api.mount();
    document.removeEventListener('storefront:stale', stale);
    expect(load).toHaveBeenCalledTimes(1);
    for (const el of els) {
      expect(el.getAttribute('data-widget-state')).toBe('error');
      expect(el.innerHTML).toBe('<p>server</p>');
    }
    expect(labels().filter((l) => l.includes('work-widgets-a1.js'))).toHaveLength(1);
    expect(stale).toHaveBeenCalledTimes(1);
    expect((stale.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      version: expect.any(String) as string,
      file: 'https://cdn.example/storefront/chunks/work-widgets-a1.js',
    });
  });

  it('observe(): an island appended later is mounted, a removed one unmounted', async () => {
    const { api, observe } = setup({ hello: textWidget() });
    const list = addIsland('<div id="list"></div>');
    await api.mount();
    const observer = observe(document.body);
    const later = addIsland('<div><div data-widget="hello" data-text="later"></div></div>', list);
    const island = later.firstElementChild as HTMLElement;
    await waitFor(() => expect(island.getAttribute('data-widget-state')).toBe('ready'));
    expect(island.querySelector('.rendered')?.textContent).toBe('later');
    later.remove();
    await waitFor(() => expect(unmountSpy).toHaveBeenCalledWith('later'));
    observer.disconnect();
  });

  it('products() of all islands of one mount → one pooled request', async () => {
    const card = textWidget({ products: (props) => ({ ids: [props.text], cacheable: true }) });
    const { api, store } = setup({ card });
    for (const id of ['RJ01000001', 'RJ01000002', 'RJ01000003'])
      addIsland(`<div data-widget="card" data-text="${id}"></div>`);
    await api.mount();
    await waitFor(() => expect(store.getState().products.status.RJ01000003).toBe('succeeded'));
    const reqs = fake.requestsOf('productInfo');
    expect(reqs).toHaveLength(1);
    expect(new URL(reqs[0]?.url ?? '').searchParams.get('product_id')).toBe(
      'RJ01000001,RJ01000002,RJ01000003',
    );
  });

  it('islands added later by two mutations in one tick join one request', async () => {
    const card = textWidget({ products: (props) => ({ ids: [asText(props.text)], cacheable: true }) });
    const { store, observe } = setup({ card });
    const observer = observe(document.body);
    addIsland('<div data-widget="card" data-text="RJ01000004"></div>');
    await Promise.resolve();
    addIsland('<div data-widget="card" data-text="RJ01000005"></div>');
    await waitFor(() => expect(store.getState().products.status.RJ01000005).toBe('succeeded'));
    expect(fake.requestsOf('productInfo')).toHaveLength(1);
    observer.disconnect();
  });

  it('an empty widget is reported, unless mayBeEmpty', async () => {
    const Empty = () => null;
    const { api } = setup({
      'empty-one': textWidget({ load: () => Promise.resolve({ default: Empty }) }),
      'maybe-empty-one': textWidget({ load: () => Promise.resolve({ default: Empty }), mayBeEmpty: true }),
    });
    const a = addIsland('<div data-widget="empty-one" data-text="x"></div>');
    const b = addIsland('<div data-widget="maybe-empty-one" data-text="x"></div>');
    await api.mount();
    expect(a.getAttribute('data-widget-state')).toBe('ready');
    expect(b.getAttribute('data-widget-state')).toBe('ready');
    const empty = labels().filter((l) => l.includes('[EmptyWidgetError] There is no content.'));
    expect(empty).toHaveLength(1);
    expect(empty[0]).toContain('empty-one');
    expect(empty[0]).not.toContain('maybe-empty-one');
  });
});
