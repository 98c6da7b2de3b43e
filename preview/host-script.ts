// What a store page's own script does with the bundle's events (docs/page-contract.md "Events for the host"),
// inlined into every preview page, which also keeps a list of the page's problems for the tests: the header's cart count follows storefront:cart-added (from this tab or
// another), and storefront:stale shows a "reload to update" banner. Dev/test only; never in dist/.

/** Runs in the page (serialised with toString): no imports, no closures over module scope. */
export function hostPageScript(): void {
  // What went wrong in the page, for the cross-engine suite (test/engines/), which cannot read every
  // engine's console: errors logged, uncaught errors and rejections, in the order they came.
  const problems: string[] = [];
  (window as unknown as { __previewProblems: string[] }).__previewProblems = problems;
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
    logError(...args);
  };
  addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled: ${String(event.reason)}`));
  // The broadcast channels the page opened (the bundle connects its tabs once the page is idle), and whether
  // the page came back from the back/forward cache: what a test waits for or checks in any engine.
  const record = window as unknown as { __previewChannels: string[]; __previewRestored: boolean };
  record.__previewChannels = [];
  record.__previewRestored = false;
  if (typeof BroadcastChannel === 'function') {
    const Native = BroadcastChannel;
    window.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(name);
        record.__previewChannels.push(name);
      }
    };
  }
  addEventListener('pageshow', (event) => (record.__previewRestored = event.persisted));
  // `?times=1` (bench/engines.mjs): ms from the navigation's start until the islands on the first screen,
  // then every island, have a state, in any engine (no init script needed). Off by default: it reads the
  // layout once when the page is parsed.
  if (new URLSearchParams(location.search).get('times') === '1') {
    const times: { onScreenMs: number | null; readyMs: number | null; boxesAtParse: number[][] } = {
      onScreenMs: null,
      readyMs: null,
      boxesAtParse: [],
    };
    (window as unknown as { __previewTimes: typeof times }).__previewTimes = times;
    document.addEventListener('DOMContentLoaded', () => {
      const islands = [...document.querySelectorAll('[data-widget]')];
      // Each island's box in the page as the server's HTML and the host's CSS lay it out, before any data:
      // the cross-engine suite compares them with the boxes once every island has a state (no shift).
      times.boxesAtParse = islands.map((island) => {
        const box = island.getBoundingClientRect();
        return [box.left, box.top + scrollY, box.width, box.height].map(Math.round);
      });
      const onScreen = new Set(
        islands.filter((island) => {
          const box = island.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        }),
      );
      const counted = new Set<Element>();
      let onScreenReady = 0;
      const count = (island: Element) => {
        if (counted.has(island) || !island.hasAttribute('data-widget-state')) return;
        counted.add(island);
        if (onScreen.has(island)) onScreenReady += 1;
      };
      const check = () => {
        const now = performance.now();
        if (times.onScreenMs === null && onScreenReady === onScreen.size) times.onScreenMs = now;
        if (counted.size === islands.length) {
          times.readyMs = now;
          observer.disconnect();
        }
      };
      const observer = new MutationObserver((records) => {
        for (const change of records) count(change.target as Element);
        check();
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
      for (const island of islands) count(island);
      check();
    });
  }
  const inCart = new Set<string>();
  const show = () => {
    const count = document.querySelector('[data-preview-cart-count]');
    if (count) count.textContent = String(inCart.size);
  };
  document.addEventListener('DOMContentLoaded', () => {
    const seed = document.querySelector('[data-preview-cart-count]')?.getAttribute('data-cart-ids') ?? '';
    for (const id of seed.split(' ')) if (id !== '') inCart.add(id);
    show();
  });
  document.addEventListener('storefront:cart-added', (event) => {
    const detail = (event as CustomEvent<{ productId: string }>).detail;
    inCart.add(detail.productId);
    show();
  });
  document.addEventListener('storefront:stale', () => {
    if (document.querySelector('.store-stale')) return;
    const banner = document.createElement('div');
    banner.className = 'store-stale';
    banner.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent =
      document.documentElement.lang === 'en'
        ? 'A new version of this page is available.'
        : 'このページの新しいバージョンがあります。';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = document.documentElement.lang === 'en' ? 'Reload' : '再読み込み';
    reload.addEventListener('click', () => location.reload());
    banner.append(text, ' ', reload);
    document.body.prepend(banner);
  });
}

/** The script element of a preview page's head. */
export function hostScriptTag(): string {
  return `<script>(${hostPageScript.toString()})();</script>`;
}
