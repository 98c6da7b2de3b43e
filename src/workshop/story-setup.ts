// What every story gets before it renders and is checked for after it ran: a fake store of its own behind
// msw's worker (shopper, answer shape and fault from the toolbar), the actions
// panel's log of store calls, `storefront:*` events and analytics reports, and the checks that make each
// story a test (the islands' states, no console or page error).
import type { SetupWorker } from 'msw/browser';
import { action } from 'storybook/actions';
import { STALE_EVENT } from '../analytics/missing-code';
import { CART_ADDED, FAVORITE_ADDED, FOLDERS_CHANGED, FOLLOW_CHANGED } from '../events/host-events';
import { createFakeStore, type FakeStore, type MockCall } from '../mocks/fake-store';
import { createHandlers } from '../mocks/handlers';
import { galleryHandlers } from './gallery-handlers';
import { faultsFor, readGlobals, type StoryGlobals } from './globals';
import { emulateReducedMotion } from './reduced-motion';
import { embedHosts } from './story-page';

/** What a story says of its mock store and its checks (Storybook parameter `workshop`). */
export interface WorkshopParameters {
  /** Changes to the fake store before the page loads (a purchase elsewhere, an emptied cart). */
  arrange?: (fake: FakeStore, globals: StoryGlobals) => void;
  /** The calls the toolbar's fault applies to; default every call. */
  faultCalls?: readonly MockCall[];
  /** The `data-widget-state` every island of the story ends in; default `ready`. */
  state?: 'ready' | 'error' | 'loading';
  /** Console errors the story causes on purpose (an invalid attribute's message), by pattern. */
  expectedConsoleErrors?: readonly RegExp[];
}

export const HOST_EVENTS = [CART_ADDED, FAVORITE_ADDED, FOLLOW_CHANGED, FOLDERS_CHANGED, STALE_EVENT];

interface StoryContextLike {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  msw?: SetupWorker;
}

let current: FakeStore | null = null;

/** The fake store of the story on screen: a story's `play` reads its calls (`requestsOf`) or changes it. */
export function storyStore(): FakeStore {
  if (!current) throw new Error('No story is on screen.');
  return current;
}

/** A fake store for this story alone, its faults set and its calls logged, answering through the worker. */
export function storyMockStore(context: StoryContextLike): FakeStore {
  const globals = readGlobals(context.globals);
  const workshop = (context.parameters.workshop ?? {}) as WorkshopParameters;
  const fake = createFakeStore();
  fake.setMember(globals.shopper === 'member');
  fake.setAnswerShape(globals.answers);
  for (const [call, fault] of faultsFor(globals.fault, workshop.faultCalls)) fake.setFault(call, fault);
  workshop.arrange?.(fake, globals);
  const record = fake.record.bind(fake);
  fake.record = (entry) => {
    record(entry);
    const { pathname, search } = new URL(entry.url);
    action(`${entry.method} ${pathname}`)({ call: entry.call, query: search, body: entry.body });
  };
  context.msw?.use(...createHandlers(fake, embedHosts()), ...galleryHandlers);
  current = fake;
  return fake;
}

/** Logs the page's `storefront:*` events and analytics reports in the actions panel, until undone. */
export function logPageOutput(): () => void {
  const listeners = HOST_EVENTS.map((type) => {
    const log = (event: Event) => {
      action(type)((event as CustomEvent<unknown>).detail);
    };
    document.addEventListener(type, log);
    return () => document.removeEventListener(type, log);
  });
  const win = window as unknown as { ga?: unknown };
  const ga = win.ga;
  win.ga = (...args: unknown[]) => {
    action('analytics ga()')(...args);
  };
  return () => {
    for (const remove of listeners) remove();
    win.ga = ga;
  };
}

/** Console errors and page errors while the story runs; `take()` hands them over and stops listening. */
export function watchPageErrors(): { take: () => string[] } {
  const errors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
  const onError = (event: ErrorEvent) => errors.push(`page error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    take: () => {
      console.error = consoleError;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      return errors;
    },
  };
}

export { emulateReducedMotion };
