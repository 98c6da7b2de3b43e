import { useEffect, useState, type ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRuntime } from '../../src/islands/runtime';
import { useIsland, useReadyWhen } from '../../src/islands/island-context';
import { defineWidget, type WidgetDefinition } from '../../src/widget-api/widget-definition';
import { asText } from '../../src/widget-api/attributes';
import { resetMissingCode } from '../../src/analytics/missing-code';
import { useMockApi } from '../mock-api';
import { runsOutsideAct } from '../outside-act';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
runsOutsideAct();

type Props = { text: string };
type GaMock = ReturnType<typeof vi.fn<(command: string, fields: { eventLabel: string }) => void>>;

let ga: GaMock;
const unmounted = vi.fn<(text: string) => void>();

beforeEach(() => {
  ga = vi.fn<(command: string, fields: { eventLabel: string }) => void>();
  (window as unknown as { ga?: unknown }).ga = ga;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  unmounted.mockClear();
});
afterEach(() => {
  delete (window as unknown as { ga?: unknown }).ga;
  vi.restoreAllMocks();
});

const labels = () => ga.mock.calls.map((call) => call[1].eventLabel);

function Hello({ text }: Props) {
  useEffect(() => () => void unmounted(text), [text]);
  return <span className="rendered">{text}</span>;
}

const textWidget = (extra: Partial<WidgetDefinition<Props>> = {}) =>
  defineWidget<Props>({
    load: () => Promise.resolve({ default: Hello }),
    parse: (data) =>
      typeof data.text === 'string'
        ? { ok: true, props: { text: data.text } }
        : { ok: false, error: 'data-text is required' },
    ...extra,
  });
const rendering = (Component: ComponentType<Props>, extra: Partial<WidgetDefinition<Props>> = {}) =>
  textWidget({ load: () => Promise.resolve({ default: Component }), ...extra });

/** A promise the test settles: a widget's code that arrives when `open` is called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, codeArrives: () => opened.then(() => ({ default: Hello })) };
}

function setup(registry: Record<string, WidgetDefinition<Props>>) {
  const store = makeTestStore();
  const runtime = createRuntime({
    store,
    registry: registry as unknown as Record<string, WidgetDefinition<never>>,
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    version: 'test',
  });
  return { store, ...runtime };
}

function add(html: string, parent: Element = document.body): HTMLElement {
  parent.insertAdjacentHTML('beforeend', html);
  return parent.lastElementChild as HTMLElement;
}
const state = (el: Element) => el.getAttribute('data-widget-state');

describe('islands runtime: mounting', () => {
  it('mounts a widget into its island and sets ready', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = add('<div data-widget="hello" data-text="hi"><p class="server">server</p></div>');
    await api.mount();
    expect(state(el)).toBe('ready');
    expect(el.querySelector('.rendered')?.textContent).toBe('hi');
    expect(el.querySelector('.server')).not.toBeNull();
    expect(api.version).toBe('test');
  });

  it('an unknown widget (a name inherited from Object.prototype too): error state, server children kept, reported', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = add('<div data-widget="no-such-widget"><p class="server">server</p></div>');
    const inherited = add('<div data-widget="toString"></div>');
    const ok = add('<div data-widget="hello" data-text="ok"></div>');
    await api.mount();
    expect([state(el), state(inherited)]).toEqual(['error', 'error']);
    expect(el.innerHTML).toBe('<p class="server">server</p>');
    expect(state(ok)).toBe('ready');
    expect(labels().some((l) => l.includes('[IslandError] no-such-widget: unknown widget name'))).toBe(true);
    expect(ga.mock.calls[0]?.[1]).toMatchObject({
      hitType: 'event',
      eventCategory: 'exception',
      nonInteraction: true,
    });
  });

  it('a parser failure: error state and a report; tried again once the host has changed its attributes', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = add('<div data-widget="hello"><p>server</p></div>');
    await api.mount();
    expect(state(el)).toBe('error');
    expect(el.innerHTML).toBe('<p>server</p>');
    expect(labels()).toEqual([expect.stringContaining('[IslandError] hello: data-text is required')]);
    // Unchanged attributes: not tried again (no second report).
    await api.mount();
    expect(ga).toHaveBeenCalledTimes(1);
    el.setAttribute('data-text', 'fixed');
    await api.mount();
    expect(state(el)).toBe('ready');
    expect(el.querySelector('.rendered')?.textContent).toBe('fixed');
  });

  it('mounting twice mounts once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const { api } = setup({ hello: textWidget({ load }) });
    const el = add('<div data-widget="hello" data-text="once"></div>');
    await api.mount();
    await api.mount();
    await api.mount(el);
    expect(el.querySelectorAll('.rendered')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a widget that throws: only that island is in error', async () => {
    const Boom: ComponentType<Props> = () => {
      throw new Error('boom in render');
    };
    const { api } = setup({ boom: rendering(Boom), hello: textWidget() });
    const bad = add('<div data-widget="boom" data-text="x"><p>server</p></div>');
    const good = add('<div data-widget="hello" data-text="fine"></div>');
    await api.mount();
    expect(state(bad)).toBe('error');
    expect(bad.innerHTML).toBe('<p>server</p>');
    expect(state(good)).toBe('ready');
    expect(labels().some((l) => l.includes('boom in render'))).toBe(true);
  });

  it('widget code that cannot load: its islands in error with server content, one report per file, one stale event', async () => {
    resetMissingCode();
    const file = 'https://cdn.example/storefront/chunks/work-widgets-a1.js';
    const gone = (retry: number) =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${file}?retry=${retry}`));
    const load = vi.fn(() => gone(17));
    // A second widget of the same file fails with its own error naming the same file (another retry query).
    const stale = vi.fn<(event: Event) => void>();
    document.addEventListener('storefront:stale', stale);
    const { api } = setup({ broken: textWidget({ load }), sibling: textWidget({ load: () => gone(18) }) });
    const els = ['broken', 'broken', 'sibling'].map((name) =>
      add(`<div data-widget="${name}" data-text="x"><p>server</p></div>`),
    );
    await api.mount();
    document.removeEventListener('storefront:stale', stale);
    expect(load).toHaveBeenCalledTimes(1);
    for (const el of els) {
      expect(state(el)).toBe('error');
      expect(el.innerHTML).toBe('<p>server</p>');
    }
    expect(labels().filter((l) => l.includes('work-widgets-a1.js'))).toHaveLength(1);
    expect(stale).toHaveBeenCalledTimes(1);
    expect((stale.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      version: expect.any(String) as string,
      file,
    });
  });

  it('an empty widget is reported, unless mayBeEmpty', async () => {
    const Empty = () => null;
    const { api } = setup({
      'empty-one': rendering(Empty),
      'maybe-empty-one': rendering(Empty, { mayBeEmpty: true }),
    });
    const a = add('<div data-widget="empty-one" data-text="x"></div>');
    const b = add('<div data-widget="maybe-empty-one" data-text="x"></div>');
    await api.mount();
    expect([state(a), state(b)]).toEqual(['ready', 'ready']);
    const empty = labels().filter((l) => l.includes('[EmptyWidgetError] There is no content.'));
    expect(empty).toHaveLength(1);
    expect(empty[0]).toContain('empty-one');
    expect(empty[0]).not.toContain('maybe-empty-one');
  });

  it('products() of all islands of one mount → one pooled request', async () => {
    const { api, store } = setup({
      card: textWidget({ products: (props) => ({ ids: [props.text], cacheable: true }) }),
    });
    for (const id of ['RJ01000001', 'RJ01000002', 'RJ01000003'])
      add(`<div data-widget="card" data-text="${id}"></div>`);
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
    add('<div data-widget="card" data-text="RJ01000004"></div>');
    await Promise.resolve();
    add('<div data-widget="card" data-text="RJ01000005"></div>');
    await waitFor(() => expect(store.getState().products.status.RJ01000005).toBe('succeeded'));
    expect(fake.requestsOf('productInfo')).toHaveLength(1);
    observer.disconnect();
  });
});

describe('islands runtime: readiness', () => {
  it("readyWhen 'data': mount() resolves once the island has its state, which the widget sets", async () => {
    /** Ready once its "data" arrives, a later tick. */
    function Slow({ text }: Props) {
      const [loaded, setLoaded] = useState(false);
      useEffect(() => {
        const t = setTimeout(() => setLoaded(true), 20);
        return () => clearTimeout(t);
      }, []);
      useReadyWhen(loaded);
      const { element } = useIsland();
      return loaded ? <b className="rendered">{text + ':' + element.tagName}</b> : null;
    }
    const { api } = setup({ slow: rendering(Slow, { readyWhen: 'data' }) });
    const el = add('<div data-widget="slow" data-text="s"></div>');
    await api.mount();
    expect(state(el)).toBe('ready');
    expect(el.textContent).toBe('s:DIV');
    expect(ga).not.toHaveBeenCalled();
  });

  it('a second mount() resolves only once the islands the first one is loading have a state', async () => {
    const code = gate();
    const { api } = setup({ late: textWidget({ load: code.codeArrives }) });
    const el = add('<div data-widget="late" data-text="l"></div>');
    void api.mount();
    let resolved = false;
    const second = api.mount().then(() => (resolved = true));
    // The first mount's island is still loading its code: the second mount() waits for it.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    code.open();
    await second;
    expect(state(el)).toBe('ready');
  });

  it('ready is final: a later render failure is reported and shown inside the island, which renders again', async () => {
    // React renders a failed concurrent render once more synchronously before the boundary takes it.
    let throwsLeft = 0;
    function Flaky({ text }: Props) {
      const [clicks, setClicks] = useState(0);
      if (clicks === 1 && throwsLeft > 0) {
        // A deliberately impure render: it fails a set number of times, as a flaky widget would.
        // eslint-disable-next-line react-hooks/globals
        throwsLeft -= 1;
        throw new Error('later failure');
      }
      return (
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          {text}
        </button>
      );
    }
    const { api } = setup({ flaky: rendering(Flaky) });
    const el = add('<div data-widget="flaky" data-text="f"></div>');
    await api.mount();
    expect(state(el)).toBe('ready');
    throwsLeft = 2;
    el.querySelector('button')?.click();
    await waitFor(() => expect(el.querySelector('[role="alert"]')?.textContent).toBe('通信に失敗しました'));
    expect(state(el)).toBe('ready');
    expect(el.querySelector('button')?.textContent).toBe('f');
    expect(labels().some((l) => l.includes('later failure'))).toBe(true);
  });
});

describe('islands runtime: unmounting, removal and stop', () => {
  it('unmount removes the rendered content and keeps the element and its server children; mounts again', async () => {
    const { api } = setup({ hello: textWidget() });
    const el = add('<div data-widget="hello" data-text="bye"><p class="server">server</p></div>');
    await api.mount();
    api.unmount();
    await waitFor(() => expect(el.querySelector('.rendered')).toBeNull());
    expect(el.isConnected).toBe(true);
    expect(el.querySelector('.server')).not.toBeNull();
    expect(el.hasAttribute('data-widget-state')).toBe(false);
    expect(unmounted).toHaveBeenCalledWith('bye');
    await api.mount();
    expect(el.querySelectorAll('.rendered')).toHaveLength(1);
  });

  it('unmount(scope) unmounts only the islands under it, or the island given', async () => {
    const { api } = setup({ hello: textWidget() });
    const [left, right] = [add('<section></section>'), add('<section></section>')];
    const a = add('<div data-widget="hello" data-text="a"></div>', left);
    const b = add('<div data-widget="hello" data-text="b"></div>', right);
    await api.mount();
    api.unmount(left);
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('a'));
    expect(unmounted).not.toHaveBeenCalledWith('b');
    expect(a.querySelector('.rendered')).toBeNull();
    expect(b.querySelector('.rendered')).not.toBeNull();
    api.unmount(b);
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('b'));
  });

  it('observe(): an island appended later is mounted, a removed one unmounted, a moved one stays', async () => {
    const { api, observe } = setup({ hello: textWidget() });
    const [from, to] = [add('<section></section>'), add('<section></section>')];
    const moved = add('<div data-widget="hello" data-text="moved"></div>', from);
    await api.mount();
    const observer = observe(document.body);
    to.appendChild(moved);
    const later = add('<div><div data-widget="hello" data-text="later"></div></div>', to);
    const island = later.firstElementChild as HTMLElement;
    await waitFor(() => expect(state(island)).toBe('ready'));
    expect(island.querySelector('.rendered')?.textContent).toBe('later');
    // The island added after the move is the sync point: the observer handles the changes in order.
    expect(unmounted).not.toHaveBeenCalled();
    expect(moved.querySelectorAll('.rendered')).toHaveLength(1);
    later.remove();
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('later'));
    observer.disconnect();
  });

  it('stop(): every island unmounted, and islands added later are no longer mounted', async () => {
    const { start, stop } = setup({ hello: textWidget() });
    const el = add('<div data-widget="hello" data-text="before"></div>');
    await start();
    expect(el.querySelector('.rendered')?.textContent).toBe('before');
    stop();
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('before'));
    expect(el.hasAttribute('data-widget-state')).toBe(false);
    const later = add('<div data-widget="hello" data-text="after"></div>');
    // The sync point: another runtime mounts an island added after it. A stopped runtime still watching
    // would have started on `later` first (its observer's delivery comes before this mount) and be done.
    const other = setup({ other: textWidget() });
    const marker = add('<div data-widget="other" data-text="marker"></div>');
    await other.api.mount(marker);
    expect(state(marker)).toBe('ready');
    expect(later.hasAttribute('data-widget-state')).toBe(false);
    expect(later.querySelector('.rendered')).toBeNull();
  });

  for (const how of ['removed from the page', 'unmounted'] as const) {
    it(`islands ${how} while they wait in the render queue are never rendered`, async () => {
      let firstRendered: () => void = () => {};
      const first = new Promise<void>((resolve) => (firstRendered = resolve));
      const rendered = new Set<string>();
      function Counted({ text }: Props) {
        useEffect(() => {
          rendered.add(text);
          firstRendered();
        }, [text]);
        return <b className="rendered">{text}</b>;
      }
      const { api, observe } = setup({ counted: rendering(Counted) });
      const observer = observe(document.body);
      const list = add('<section></section>');
      for (let i = 0; i < 60; i++) add(`<div data-widget="counted" data-text="n${i}"></div>`, list);
      const mounting = api.mount();
      // The first slice is in (a few islands); the others wait in the queue for the next frame.
      await first;
      const renderedBefore = rendered.size;
      expect(renderedBefore).toBeLessThan(60);
      if (how === 'unmounted') api.unmount(list);
      else list.remove();
      await mounting;
      // A later island renders after everything queued before it: by then the queue has passed the list.
      const sentinel = add('<div data-widget="counted" data-text="after"></div>');
      await api.mount(sentinel);
      expect(state(sentinel)).toBe('ready');
      rendered.delete('after');
      expect(rendered.size).toBe(renderedBefore);
      expect(list.querySelectorAll('.rendered')).toHaveLength(0);
      observer.disconnect();
    });

    it(`an island ${how} gets no state from a render already under way`, async () => {
      // What a late effect does: the widget marks itself ready after the runtime has let it go (a member's
      // card whose lists arrive in the same moment its list leaves the page).
      let markLate: () => void = () => {};
      let shown: () => void = () => {};
      const isShown = new Promise<void>((resolve) => (shown = resolve));
      function Waiting({ text }: Props) {
        const { markReady } = useIsland();
        useEffect(() => {
          markLate = markReady;
          shown();
        }, [markReady]);
        return <b className="rendered">{text}</b>;
      }
      const { api, observe } = setup({ waiting: rendering(Waiting, { readyWhen: 'data' }) });
      const observer = observe(document.body);
      const list = add('<section></section>');
      const el = add('<div data-widget="waiting" data-text="w"></div>', list);
      void api.mount();
      await isShown;
      if (how === 'unmounted') api.unmount(list);
      else {
        list.remove();
        // The runtime's observer takes the removal in the next microtask.
        await Promise.resolve();
      }
      markLate();
      expect(el.hasAttribute('data-widget-state')).toBe(false);
      observer.disconnect();
    });
  }

  for (const when of ['at once', 'a task later'] as const)
    it(`an island unmounted ${when} before its code has loaded: mount() settles, nothing renders, it mounts again`, async () => {
      const code = gate();
      const { api } = setup({ late: textWidget({ load: code.codeArrives }), hello: textWidget() });
      const el = add('<div data-widget="late" data-text="l"></div>');
      const first = api.mount();
      if (when === 'a task later') await new Promise((r) => setTimeout(r, 0));
      api.unmount();
      code.open();
      // A mount() that never settled would end the test at its time limit.
      await expect(first).resolves.toBeUndefined();
      // An island mounted afterwards renders after anything queued before it (the render queue is in order).
      const later = add('<section><div data-widget="hello" data-text="later"></div></section>');
      await api.mount(later);
      await waitFor(() => expect(later.querySelector('.rendered')).not.toBeNull());
      expect(el.querySelector('.rendered')).toBeNull();
      expect(el.hasAttribute('data-widget-state')).toBe(false);
      await api.mount();
      expect(el.querySelector('.rendered')?.textContent).toBe('l');
      expect(state(el)).toBe('ready');
    });
});
