import { vi } from 'vitest';
import {
  createPageLoader,
  failIslands,
  READY_EVENT,
  type LoadedRuntime,
} from '../../src/islands/deferred-api';

// The loader behind `window.storefront` while the runtime's chunk is on its way: it keeps the books the
// runtime would keep (which islands the page wants mounted), hands them over once the runtime is in, and
// then routes the page's mutations to it through its one observer.

/** A runtime that records what it was handed and marks each island it mounts `ready`. */
function fakeRuntime(options: { startThrows?: boolean } = {}) {
  const started: string[][] = [];
  const calls: string[] = [];
  const changed: MutationRecord[][] = [];
  const name = (element: Element) => element.id || element.getAttribute('data-widget') || '?';
  const runtime: LoadedRuntime = {
    api: {
      version: 'runtime',
      mount: (root) => {
        calls.push(`mount ${root === undefined || root === document ? 'document' : (root as Element).id}`);
        return Promise.resolve();
      },
      unmount: (root) => {
        calls.push(`unmount ${root === undefined || root === document ? 'document' : (root as Element).id}`);
      },
    },
    start: (islands) => {
      if (options.startThrows) throw new Error('start-up broke');
      started.push(islands.map(name));
      for (const island of islands) island.setAttribute('data-widget-state', 'ready');
      return Promise.resolve();
    },
    changed: (records) => changed.push(records),
    settled: () => Promise.resolve(),
  };
  return { runtime, started, calls, changed };
}

const card = (id: string) => `<div id="${id}" data-widget="product-item" data-product-id="RJ01"></div>`;
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const state = (id: string) => byId(id).getAttribute('data-widget-state');

/** A page holding `html`, its loader started (the runtime's chunk on its way). */
function startedOn(html: string) {
  document.body.innerHTML = html;
  const loader = createPageLoader('1');
  loader.start();
  return loader;
}

describe('the page loader', () => {
  test('window.storefront is mount, unmount, version and ready only: the hand-over is not public', () => {
    const loader = createPageLoader('1.2.3');
    expect(Object.keys(loader.api).sort()).toEqual(['mount', 'ready', 'unmount', 'version']);
    expect(loader.api.version).toBe('1.2.3');
  });

  test('ready resolves, and storefront:ready is dispatched once, when the first scan has settled', async () => {
    document.body.innerHTML = `${card('a')}${card('b')}`;
    const loader = createPageLoader('1');
    const events: Event[] = [];
    const listen = (event: Event) => events.push(event);
    document.addEventListener(READY_EVENT, listen);
    let settled = false;
    void loader.api.ready.then(() => (settled = true));
    loader.start();
    const { runtime } = fakeRuntime();
    // The runtime's first scan held: handed over, not settled.
    let finish = () => {};
    const scan: LoadedRuntime['start'] = (islands, within) =>
      Promise.all([runtime.start(islands, within), new Promise<void>((r) => (finish = r))]).then(() => {});
    const handOver = loader.handOver({ ...runtime, start: scan });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish();
    await handOver;
    await loader.api.ready;
    expect([state('a'), state('b')]).toEqual(['ready', 'ready']);
    await loader.handOver(runtime);
    document.removeEventListener(READY_EVENT, listen);
    expect(events).toHaveLength(1);
  });

  test("hands the runtime the page's islands in document order, with those added before it arrived", async () => {
    const loader = startedOn(`${card('a')}<div id="box">${card('b')}</div>`);
    byId('box').insertAdjacentHTML('afterbegin', card('new'));
    const { runtime, started } = fakeRuntime();
    await loader.handOver(runtime);
    expect(started).toEqual([['a', 'new', 'b']]);
  });

  test('an unmount(box) followed by a new island in box mounts the new island and not the old one', async () => {
    const loader = startedOn(`${card('a')}<div id="box">${card('old')}</div>`);
    // A pjax swap at DOMContentLoaded, while the runtime is still on its way.
    loader.api.unmount(byId('box'));
    byId('box').innerHTML = card('new');
    const { runtime, started } = fakeRuntime();
    await loader.handOver(runtime);
    expect(started).toEqual([['a', 'new']]);
    expect(state('new')).toBe('ready');
  });

  test('an island inserted and then unmounted, in one task, stays unmounted', async () => {
    const loader = startedOn(`<div id="box"></div>`);
    byId('box').innerHTML = card('new');
    loader.api.unmount(byId('box'));
    const { runtime, started } = fakeRuntime();
    await loader.handOver(runtime);
    expect(started).toEqual([[]]);
    expect(byId('new').hasAttribute('data-widget-state')).toBe(false);
  });

  test('mount(el) followed by el.remove() mounts nothing, and the call resolves', async () => {
    const loader = startedOn(`<div id="box"></div>`);
    loader.api.unmount();
    const loose = document.createElement('div');
    loose.innerHTML = card('late');
    document.body.append(loose);
    const mounted = loader.api.mount(loose);
    loose.remove();
    const { runtime, started } = fakeRuntime();
    await loader.handOver(runtime);
    await expect(mounted).resolves.toBeUndefined();
    expect(started).toEqual([[]]);
  });

  test('unmount() then mount(box) before the runtime mounts the islands of box only', async () => {
    const loader = startedOn(`${card('a')}<div id="box">${card('b')}</div>`);
    loader.api.unmount();
    const mounted = loader.api.mount(byId('box'));
    const { runtime, started } = fakeRuntime();
    await loader.handOver(runtime);
    await mounted;
    expect(started).toEqual([['b']]);
  });

  test('once the runtime is in, calls go to it directly', async () => {
    const loader = startedOn('');
    const { runtime, calls } = fakeRuntime();
    await loader.handOver(runtime);
    loader.api.unmount();
    await loader.api.mount();
    expect(calls).toEqual(['unmount document', 'mount document']);
  });

  test("once the runtime is in, the page's mutations reach it through the loader's observer, those before a call first", async () => {
    const loader = startedOn('');
    const { runtime, calls, changed } = fakeRuntime();
    await loader.handOver(runtime);
    document.body.insertAdjacentHTML('beforeend', card('later'));
    loader.api.unmount();
    // Delivered before the unmount was carried out: the runtime hears the insertion first.
    expect(
      changed.map((records) => records.flatMap((r) => [...r.addedNodes].map((n) => (n as Element).id))),
    ).toEqual([['later']]);
    expect(calls).toEqual(['unmount document']);
    document.body.insertAdjacentHTML('beforeend', card('after'));
    await vi.waitFor(() => expect(changed).toHaveLength(2));
  });

  test('with the runtime gone for good, the islands, and those added later, get error; calls and ready settle', async () => {
    const loader = startedOn(`<div id="root">${card('a')}<span>server content</span></div>
      <div id="ready" data-widget="follow-button" data-widget-state="ready"></div>`);
    const mounted = loader.api.mount(byId('root'));
    loader.fail();
    await expect(mounted).resolves.toBeUndefined();
    await loader.api.ready;
    expect(state('a')).toBe('error');
    expect(byId('root').textContent).toBe('server content');
    expect(state('ready')).toBe('ready');

    // Added afterwards: it gets its state as it arrives (the loader goes on watching the page).
    byId('root').insertAdjacentHTML('beforeend', card('later'));
    await Promise.resolve();
    expect(state('later')).toBe('error');
    await expect(loader.api.mount()).resolves.toBeUndefined();
    expect(() => loader.api.unmount()).not.toThrow();
  });

  test('a throw while the runtime starts marks the islands error and settles every pending call and ready', async () => {
    const loader = startedOn(`${card('a')}${card('b')}`);
    const mounted = loader.api.mount(byId('b'));
    const { runtime } = fakeRuntime({ startThrows: true });
    await expect(loader.handOver(runtime)).rejects.toThrow('start-up broke');
    await expect(mounted).resolves.toBeUndefined();
    await loader.api.ready;
    expect(state('a')).toBe('error');
    expect(state('b')).toBe('error');
    await expect(loader.api.mount()).resolves.toBeUndefined();
  });

  test('a first scan that fails half-way marks what it did not mount as error and settles the calls', async () => {
    const loader = startedOn(`${card('a')}${card('b')}`);
    const mounted = loader.api.mount();
    const { runtime } = fakeRuntime();
    const broken: LoadedRuntime = {
      ...runtime,
      start: (islands) => {
        islands[0]?.setAttribute('data-widget-state', 'ready');
        return Promise.reject(new Error('scan broke'));
      },
      settled: () => new Promise(() => {}),
    };
    await expect(loader.handOver(broken)).rejects.toThrow('scan broke');
    await expect(mounted).resolves.toBeUndefined();
    expect(state('a')).toBe('ready');
    expect(state('b')).toBe('error');
  });

  test('hands over once: a later hand-over or failure changes nothing', async () => {
    const loader = startedOn(card('a'));
    const first = fakeRuntime();
    const second = fakeRuntime();
    await loader.handOver(first.runtime);
    await loader.handOver(second.runtime);
    loader.fail();
    expect(first.started).toEqual([['a']]);
    expect(second.started).toEqual([]);
    expect(state('a')).toBe('ready');
  });

  test('failIslands marks a root that is itself an island', () => {
    document.body.innerHTML = '<div id="island" data-widget="price-box"></div>';
    failIslands(byId('island'));
    expect(state('island')).toBe('error');
  });
});
