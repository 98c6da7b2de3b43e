import { useEffect, useState } from 'react';
import { waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRuntime } from '../../src/islands/runtime';
import { useIsland, useReadyWhen } from '../../src/islands/island-context';
import { defineWidget, type WidgetDefinition } from '../../src/widget-api/widget-definition';
import { useMockApi } from '../mock-api';
import { makeTestStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();

const unmounted = vi.fn<(name: string) => void>();
let ga: ReturnType<typeof vi.fn<(command: string, fields: object) => void>>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  ga = vi.fn<(command: string, fields: object) => void>();
  (window as unknown as { ga?: unknown }).ga = ga;
  unmounted.mockClear();
});
afterEach(() => {
  delete (window as unknown as { ga?: unknown }).ga;
  document.body.innerHTML = '';
});

function Named({ name }: { name: string }) {
  useEffect(() => () => void unmounted(name), [name]);
  return <b className="rendered">{name}</b>;
}

/** readyWhen 'data': ready once the "data" arrives (a later tick). */
function Slow({ name }: { name: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(t);
  }, []);
  useReadyWhen(loaded);
  const { element } = useIsland();
  return loaded ? <b className="rendered">{name + ':' + element.tagName}</b> : null;
}

const parse = (data: Record<string, unknown>) =>
  typeof data.name === 'string'
    ? { ok: true as const, props: { name: data.name } }
    : { ok: false as const, error: 'data-name' };

function setup(registry: Record<string, WidgetDefinition<{ name: string }>>) {
  const store = makeTestStore();
  return createRuntime({
    store,
    registry: registry as unknown as Record<string, WidgetDefinition<never>>,
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    version: 'test',
  });
}

function add(html: string, parent: Element = document.body): HTMLElement {
  parent.insertAdjacentHTML('beforeend', html);
  return parent.lastElementChild as HTMLElement;
}

describe('islands runtime lifecycle', () => {
  it("readyWhen 'data': mount() resolves once the island has its state, which the widget sets", async () => {
    const { api } = setup({
      slow: defineWidget({ load: () => Promise.resolve({ default: Slow }), parse, readyWhen: 'data' }),
    });
    const el = add('<div data-widget="slow" data-name="s"></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('ready');
    expect(el.textContent).toBe('s:DIV');
    expect(ga).not.toHaveBeenCalled();
  });

  it('a second mount() resolves only once the islands the first one is loading have a state', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { api } = setup({
      late: defineWidget({ load: () => gate.then(() => ({ default: Named })), parse }),
    });
    const el = add('<div data-widget="late" data-name="l"></div>');
    void api.mount();
    const second = api.mount();
    let resolved = false;
    void second.then(() => (resolved = true));
    // The first mount's island is still loading its code: the second mount() waits for it.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    release?.();
    await second;
    expect(el.getAttribute('data-widget-state')).toBe('ready');
  });

  it('ready is final: a later render failure is reported and shown inside the island, which renders again', async () => {
    // React renders a failed concurrent render once more synchronously before the boundary takes it.
    let throwsLeft = 0;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Flaky({ name }: { name: string }) {
      const [clicks, setClicks] = useState(0);
      if (clicks === 1 && throwsLeft > 0) {
        // A deliberately impure render: it fails a set number of times, as a flaky widget would.
        // eslint-disable-next-line react-hooks/globals
        throwsLeft -= 1;
        throw new Error('later failure');
      }
      return (
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          {name}
        </button>
      );
    }
    const { api } = setup({
      flaky: defineWidget({ load: () => Promise.resolve({ default: Flaky }), parse }),
    });
    const el = add('<div data-widget="flaky" data-name="f"></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('ready');
    throwsLeft = 2;
    el.querySelector('button')?.click();
    await waitFor(() => expect(el.querySelector('[role="alert"]')?.textContent).toBe('通信に失敗しました'));
    expect(el.getAttribute('data-widget-state')).toBe('ready');
    expect(el.querySelector('button')?.textContent).toBe('f');
    expect(ga.mock.calls.some((call) => JSON.stringify(call).includes('later failure'))).toBe(true);
    consoleError.mockRestore();
  });

  it('mount() tries an island in error again once the host has changed its attributes', async () => {
    const { api } = setup({
      named: defineWidget({ load: () => Promise.resolve({ default: Named }), parse }),
    });
    const el = add('<div data-widget="named"><p>server</p></div>');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('error');
    expect(ga).toHaveBeenCalledTimes(1);
    // Unchanged attributes: not tried again (no second report).
    await api.mount();
    expect(ga).toHaveBeenCalledTimes(1);
    el.setAttribute('data-name', 'fixed');
    await api.mount();
    expect(el.getAttribute('data-widget-state')).toBe('ready');
    expect(el.querySelector('.rendered')?.textContent).toBe('fixed');
  });

  for (const how of ['removed from the page', 'unmounted'] as const) {
    it(`islands ${how} while they wait in the render queue are never rendered`, async () => {
      let firstRendered: () => void = () => {};
      const first = new Promise<void>((resolve) => (firstRendered = resolve));
      const rendered = new Set<string>();
      function Counted({ name }: { name: string }) {
        useEffect(() => {
          rendered.add(name);
          firstRendered();
        }, [name]);
        return <b className="rendered">{name}</b>;
      }
      const { api, observe } = setup({
        counted: defineWidget({ load: () => Promise.resolve({ default: Counted }), parse }),
      });
      const observer = observe(document.body);
      const list = add('<section></section>');
      for (let i = 0; i < 60; i++) add(`<div data-widget="counted" data-name="n${i}"></div>`, list);
      const mounting = api.mount();
      // The first slice is in (a few islands); the others wait in the queue for the next frame.
      await first;
      const renderedBefore = rendered.size;
      expect(renderedBefore).toBeLessThan(60);
      if (how === 'unmounted') api.unmount(list);
      else list.remove();
      await mounting;
      // A later island renders after everything queued before it: by then the queue has passed the list.
      const sentinel = add('<div data-widget="counted" data-name="after"></div>');
      await api.mount(sentinel);
      expect(sentinel.getAttribute('data-widget-state')).toBe('ready');
      rendered.delete('after');
      expect(rendered.size).toBe(renderedBefore);
      expect(list.querySelectorAll('.rendered')).toHaveLength(0);
      observer.disconnect();
    });
  }

  for (const how of ['removed from the page', 'unmounted'] as const) {
    it(`an island ${how} gets no state from a render already under way`, async () => {
      // What a late effect does: the widget marks itself ready after the runtime has let it go (a member's
      // card whose lists arrive in the same moment its list leaves the page).
      let markLate: () => void = () => {};
      let shown: () => void = () => {};
      const isShown = new Promise<void>((resolve) => (shown = resolve));
      function Waiting({ name }: { name: string }) {
        const { markReady } = useIsland();
        useEffect(() => {
          markLate = markReady;
          shown();
        }, [markReady]);
        return <b className="rendered">{name}</b>;
      }
      const { api, observe } = setup({
        waiting: defineWidget({
          load: () => Promise.resolve({ default: Waiting }),
          parse,
          readyWhen: 'data',
        }),
      });
      const observer = observe(document.body);
      const list = add('<section></section>');
      const el = add('<div data-widget="waiting" data-name="w"></div>', list);
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

  it('unmount(scope) unmounts only the islands under it', async () => {
    const { api } = setup({
      named: defineWidget({ load: () => Promise.resolve({ default: Named }), parse }),
    });
    const left = add('<section></section>');
    const right = add('<section></section>');
    const a = add('<div data-widget="named" data-name="a"></div>', left);
    const b = add('<div data-widget="named" data-name="b"></div>', right);
    await api.mount();
    api.unmount(left);
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('a'));
    expect(unmounted).not.toHaveBeenCalledWith('b');
    expect(a.querySelector('.rendered')).toBeNull();
    expect(b.querySelector('.rendered')).not.toBeNull();
    api.unmount(b); // an island element itself as the scope
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('b'));
  });

  it('an island moved within the page stays mounted', async () => {
    const { api, observe } = setup({
      named: defineWidget({ load: () => Promise.resolve({ default: Named }), parse }),
    });
    const from = add('<section></section>');
    const to = add('<section></section>');
    const el = add('<div data-widget="named" data-name="m"></div>', from);
    await api.mount();
    const observer = observe(document.body);
    to.appendChild(el);
    // An island added after the move is the sync point: the observer handles the changes in order.
    const later = add('<div data-widget="named" data-name="later"></div>', to);
    await waitFor(() => expect(later.querySelector('.rendered')).not.toBeNull());
    expect(unmounted).not.toHaveBeenCalled();
    expect(el.querySelectorAll('.rendered')).toHaveLength(1);
    observer.disconnect();
  });

  it('mount() settles even when an island is unmounted before its code has loaded', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { api } = setup({
      late: defineWidget({ load: () => gate.then(() => ({ default: Named })), parse }),
    });
    add('<div data-widget="late" data-name="l"></div>');
    const mounting = api.mount();
    await new Promise((r) => setTimeout(r, 0));
    api.unmount();
    release?.();
    // A mount() that never settled would end the test at its time limit.
    await expect(mounting).resolves.toBeUndefined();
  });

  it('an island unmounted before its code has loaded renders nothing, and can be mounted again', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { api } = setup({
      late: defineWidget({ load: () => gate.then(() => ({ default: Named })), parse }),
      named: defineWidget({ load: () => Promise.resolve({ default: Named }), parse }),
    });
    add('<div data-widget="late" data-name="l"></div>');
    const first = api.mount();
    api.unmount();
    release?.();
    await first;
    // An island mounted afterwards renders after anything queued before it (the render queue is in order).
    const later = add('<section><div data-widget="named" data-name="later"></div></section>');
    await api.mount(later);
    await waitFor(() => expect(later.querySelector('.rendered')).not.toBeNull());
    expect(document.querySelector('[data-widget="late"] .rendered')).toBeNull();
    expect(document.querySelector('[data-widget="late"]')?.hasAttribute('data-widget-state')).toBe(false);

    await api.mount();
    expect(document.querySelector('[data-widget="late"] .rendered')?.textContent).toBe('l');
    expect(document.querySelector('[data-widget="late"]')?.getAttribute('data-widget-state')).toBe('ready');
  });
});
