// `window.storefront` (contract 3) exists as soon as the entry has run, while the runtime (React DOM, the
// islands runtime) is still arriving in a chunk of its own: calls made before it is in are carried out, in
// order, once it is. When its code cannot be loaded, every island asked for gets `data-widget-state="error"`
// and keeps its server-rendered content (contract 3, an island that cannot mount).
import type { StorefrontApi } from './runtime';

export interface DeferredApi extends StorefrontApi {
  /** Hands over to the loaded runtime (the calls made so far then run), or to the failure (null). */
  settle(runtime: StorefrontApi | null): void;
}

/** Marks the islands under `root` that have no state yet as unable to mount. */
export function failIslands(root: ParentNode = document): void {
  for (const island of root.querySelectorAll('[data-widget]:not([data-widget-state])'))
    island.setAttribute('data-widget-state', 'error');
  if (root instanceof Element && root.matches('[data-widget]:not([data-widget-state])'))
    root.setAttribute('data-widget-state', 'error');
}

export function createDeferredApi(version: string): DeferredApi {
  let target: StorefrontApi | null | undefined;
  const waiting: Array<(runtime: StorefrontApi | null) => void> = [];
  const whenSettled = () =>
    target !== undefined
      ? Promise.resolve(target)
      : new Promise<StorefrontApi | null>((resolve) => waiting.push(resolve));
  return {
    version,
    mount(root) {
      if (target) return target.mount(root);
      return whenSettled().then((runtime) => {
        if (runtime) return runtime.mount(root);
        failIslands(root);
      });
    },
    unmount(root) {
      if (target) target.unmount(root);
      else void whenSettled().then((runtime) => runtime?.unmount(root));
    },
    settle(runtime) {
      if (target !== undefined) return;
      target = runtime;
      for (const resolve of waiting.splice(0)) resolve(runtime);
    },
  };
}
