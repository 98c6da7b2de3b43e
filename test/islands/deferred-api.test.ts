import { createDeferredApi, failIslands } from '../../src/islands/deferred-api';
import type { StorefrontApi } from '../../src/islands/runtime';

function fakeRuntime() {
  const calls: string[] = [];
  const runtime: StorefrontApi = {
    version: 'runtime',
    mount: (root) => {
      calls.push(`mount ${root === undefined ? 'document' : (root as Element).id}`);
      return Promise.resolve();
    },
    unmount: (root) => {
      calls.push(`unmount ${root === undefined ? 'document' : (root as Element).id}`);
    },
  };
  return { runtime, calls };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the deferred window.storefront', () => {
  test('has its version at once, and carries out calls made before the runtime arrived, in order', async () => {
    const api = createDeferredApi('1.2.3');
    expect(api.version).toBe('1.2.3');
    const a = Object.assign(document.createElement('div'), { id: 'a' });
    const b = Object.assign(document.createElement('div'), { id: 'b' });
    const mounted = api.mount(a);
    api.unmount(b);
    const { runtime, calls } = fakeRuntime();
    expect(calls).toEqual([]);
    api.settle(runtime);
    await mounted;
    expect(calls).toEqual(['mount a', 'unmount b']);
  });

  test('calls the runtime directly once it is in', async () => {
    const api = createDeferredApi('1');
    const { runtime, calls } = fakeRuntime();
    api.settle(runtime);
    api.unmount();
    expect(calls).toEqual(['unmount document']);
    await api.mount();
    expect(calls).toEqual(['unmount document', 'mount document']);
  });

  test('when the runtime cannot be loaded, mount marks the islands without a state as errors and resolves', async () => {
    document.body.innerHTML = `
      <div id="root"><div data-widget="product-item" data-product-id="RJ1">server content</div>
      <div data-widget="follow-button" data-widget-state="ready"></div></div>
      <div id="other" data-widget="price-box"></div>`;
    const api = createDeferredApi('1');
    const mounted = api.mount(document.getElementById('root') ?? undefined);
    api.settle(null);
    await expect(mounted).resolves.toBeUndefined();
    const [card, follow] = document.querySelectorAll('#root [data-widget]');
    expect(card?.getAttribute('data-widget-state')).toBe('error');
    expect(card?.textContent).toBe('server content');
    expect(follow?.getAttribute('data-widget-state')).toBe('ready');
    expect(document.getElementById('other')?.hasAttribute('data-widget-state')).toBe(false);
    expect(() => api.unmount()).not.toThrow();
  });

  test('failIslands marks a root that is itself an island', () => {
    document.body.innerHTML = '<div id="island" data-widget="price-box"></div>';
    const island = document.getElementById('island') as HTMLElement;
    failIslands(island);
    expect(island.getAttribute('data-widget-state')).toBe('error');
  });

  test('settles once: a later hand-over changes nothing', async () => {
    const api = createDeferredApi('1');
    const first = fakeRuntime();
    const second = fakeRuntime();
    api.settle(first.runtime);
    api.settle(second.runtime);
    await api.mount();
    expect(first.calls).toEqual(['mount document']);
    expect(second.calls).toEqual([]);
  });
});
