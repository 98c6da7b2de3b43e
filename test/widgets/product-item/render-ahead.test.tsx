// The rental options rendered ahead (useRenderAhead): hidden, only once the card's island is ready, near
// and the browser idle; a tap then shows the element already there. What it saves a tap: bench `inp`
// (docs/performance.md "A tap's answer").
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeObserver } from '../../islands/fake-observer';
import { useMockApi } from '../../mock-api';
import { jsonpThroughFetch, renderItem } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

let idle: (() => void)[] = [];
/** The browser's idle periods, as the test gives them: each callback waiting for one runs. */
const idlePeriod = () =>
  act(() => {
    const waiting = idle;
    idle = [];
    for (const callback of waiting) callback();
    return Promise.resolve();
  });

beforeEach(() => {
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The card's island element, told near (or far) by the page's one observer. */
function observed(element: HTMLElement) {
  const observer = FakeObserver.made.find((made) => made.observed.has(element));
  if (!observer) throw new Error('the island is not watched');
  return (near: boolean) => act(() => observer.report([element], near));
}

const hiddenPopup = (container: HTMLElement) => container.querySelector<HTMLElement>('.sf-rental-options');

describe('rental options rendered ahead', () => {
  it('only once the island is ready (never in error), near and the browser idle; hidden, no dialog until shown', async () => {
    const { container, island } = await renderItem('RJ01000013', { lang: 'en' });
    const report = observed(island.element);
    report(false);
    await idlePeriod();
    expect(idle).toHaveLength(0);
    // Near but without a state: each idle period looks again, and renders nothing; in error, it stops.
    report(true);
    await idlePeriod();
    expect(hiddenPopup(container)).toBeNull();
    island.element.setAttribute('data-widget-state', 'error');
    await idlePeriod();
    expect(idle).toHaveLength(0);
    expect(hiddenPopup(container)).toBeNull();
    island.element.setAttribute('data-widget-state', 'ready');
    report(true);
    expect(hiddenPopup(container)).toBeNull();
    await idlePeriod();
    expect(hiddenPopup(container)?.style.display).toBe('none');
    // Not a dialog until shown: a page's script looking for an open dialog finds none.
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a tap shows the element rendered ahead, its first entry focused; closing hides it again', async () => {
    const user = userEvent.setup();
    const { container, island } = await renderItem('RJ01000013', { lang: 'en' });
    island.element.setAttribute('data-widget-state', 'ready');
    observed(island.element)(true);
    await idlePeriod();
    const ahead = hiddenPopup(container);
    expect(ahead).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Purchase options' });
    expect(dialog).toBe(ahead);
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(hiddenPopup(container)).toBe(ahead);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });
});
