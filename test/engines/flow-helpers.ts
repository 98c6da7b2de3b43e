import { afterAll, beforeAll } from 'vitest';
import { islandsHaveState } from '../../scripts/harness/index.mjs';
import { launchEngine, type Engine, type EngineName, type EnginePage, type OpenOptions } from './engines';

// What the cross-engine flows share: page checks sent to the page as source, and one engine per describe
// block with the page it has open.

/** Every island has a state (the harness's readiness check). */
export const settled = islandsHaveState;
/** The preview page's record of what went wrong (preview/host-script.ts). */
export const problems = () =>
  (window as unknown as { __previewProblems?: string[] }).__previewProblems ?? ['no recorder on this page'];
/** A completion mark may show for a second only: the page records its status texts (test/e2e/status-marks.ts). */
export { recordStatuses, statusHeld } from '../e2e/status-marks';
export const states = () =>
  [...document.querySelectorAll('[data-widget]')].map((island) => island.getAttribute('data-widget-state'));

/**
 * Marks the first element `selector` finds whose text or `aria-label` is `name` (or holds it, `partial`):
 * a control by its accessible name, as a shopper finds it. Returns a selector for it.
 */
export async function byName(
  page: EnginePage,
  selector: string,
  name: string,
  { partial = false } = {},
): Promise<string> {
  const found = await page.run(
    ({
      selector: css,
      name: wanted,
      partial: part,
    }: {
      selector: string;
      name: string;
      partial: boolean;
    }) => {
      for (const old of document.querySelectorAll('[data-engines-target]'))
        old.removeAttribute('data-engines-target');
      const element = [...document.querySelectorAll(css)].find((candidate) => {
        const names = [candidate.getAttribute('aria-label') ?? '', candidate.textContent?.trim() ?? ''];
        return names.some((text) => (part ? text.includes(wanted) : text === wanted));
      });
      element?.setAttribute('data-engines-target', '');
      return !!element;
    },
    { selector, name, partial },
  );
  if (!found) throw new Error(`no ${selector} named "${name}"`);
  return '[data-engines-target]';
}

/**
 * The worker's engines, each launched once for every file it runs (the engines project does not isolate
 * files, so this module outlives one file): a page is a fresh session of its own, whatever file opened the
 * one before. The harness closes them when the worker exits.
 */
const launched = new Map<EngineName, Promise<Engine>>();
function sharedEngine(name: EngineName): Promise<Engine> {
  let engine = launched.get(name);
  if (!engine) {
    engine = launchEngine(name);
    launched.set(name, engine);
    void engine.then(({ version }) => console.info(`${name} ${version}`));
  }
  return engine;
}

/** The worker's engine for the describe block; the pages it opened are closed after it. */
export function useEngine(name: EngineName) {
  let engine: Engine | undefined;
  let open: EnginePage[] = [];
  beforeAll(async () => {
    engine = await sharedEngine(name);
  });
  afterAll(async () => {
    for (const page of open) await page.close();
    open = [];
  });
  const ready = () => {
    if (!engine) throw new Error('the engine did not start');
    return engine;
  };
  return {
    /** A fresh page (its own session) at `path`, once every island has a state. */
    async open(path: string, options: OpenOptions = {}) {
      for (const page of open) await page.close();
      const page = await ready().open(options);
      open = [page];
      await page.goto(path);
      await page.waitFor(settled, undefined, 'every island to have a state');
      return page;
    },
    /** Two tabs of one session, each at `path`, once every island of both has a state. */
    async openTabs(path: string, options: OpenOptions = {}) {
      for (const page of open) await page.close();
      const tabs = await ready().openTabs(options);
      open = [tabs[0]];
      for (const tab of tabs) {
        await tab.goto(path);
        await tab.waitFor(settled, undefined, 'every island to have a state');
      }
      return tabs;
    },
  };
}
