import { useEffect, useState } from 'react';
import { waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRuntime } from '../../src/islands/runtime';
import { useIsland, useReadyWhen } from '../../src/islands/island-context';
import { defineWidget, type WidgetDefinition } from '../../src/islands/widget-definition';
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
  it("readyWhen 'data': mount settles on commit, ready only once the widget says so", async () => {
    const { api } = setup({
      slow: defineWidget({ load: () => Promise.resolve({ default: Slow }), parse, readyWhen: 'data' }),
    });
    const el = add('<div data-widget="slow" data-name="s"></div>');
    await api.mount();
    expect(el.hasAttribute('data-widget-state')).toBe(false);
    await waitFor(() => expect(el.getAttribute('data-widget-state')).toBe('ready'));
    expect(el.textContent).toBe('s:DIV');
    expect(ga).not.toHaveBeenCalled();
  });

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
    await new Promise((r) => setTimeout(r, 20));
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
    const outcome = await Promise.race([
      mounting.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('hung'), 200)),
    ]);
    expect(outcome).toBe('settled');
  });

  it('an island unmounted before its code has loaded renders nothing, and can be mounted again', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { api } = setup({
      late: defineWidget({ load: () => gate.then(() => ({ default: Named })), parse }),
    });
    add('<div data-widget="late" data-name="l"></div>');
    const first = api.mount();
    api.unmount();
    release?.();
    await first;
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('.rendered')).toBeNull();
    expect(document.querySelector('[data-widget="late"]')?.hasAttribute('data-widget-state')).toBe(false);

    await api.mount();
    expect(document.querySelector('.rendered')?.textContent).toBe('l');
    expect(document.querySelector('[data-widget="late"]')?.getAttribute('data-widget-state')).toBe('ready');
  });
});
