import { recordReadiness } from '../scripts/harness/readiness.mjs';

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

/** The script elements of a preview page's head: the browser tools' readiness recorder, then the host's script. */
export function hostScriptTag(): string {
  return `<script>(${recordReadiness.toString()})();</script><script>(${hostPageScript.toString()})();</script>`;
}
