// A popup rendered hidden ahead of its first open: only once the page's islands are all ready, only near
// the viewport, its effects held until it opens, and fresh after each close.
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  RenderAhead,
  setRenderAheadAllowed,
  usePopupShown,
} from '../../../src/components/popup/render-ahead';
import { IslandContext } from '../../../src/islands/island-context';
import { makeIslandHandle } from '../../render';

const effects = vi.fn();

// Test-only labels: the component renders no text of its own.
function Popup() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    effects();
  }, []);
  return (
    <div role={usePopupShown() ? 'dialog' : undefined} aria-label="popup" data-testid="popup">
      <button type="button" onClick={() => setCount((n) => n + 1)}>{`pressed ${count}`}</button>
    </div>
  );
}

function Harness({ open, element }: { open: boolean; element: HTMLElement }) {
  return (
    <IslandContext.Provider value={makeIslandHandle(element)}>
      <RenderAhead open={open}>
        <Popup />
      </RenderAhead>
    </IslandContext.Provider>
  );
}

/** An island whose box is `top` px down the page (jsdom lays nothing out). */
function islandAt(top: number): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 200 });
  return element;
}

// The browser's idle periods, one at a time, as each test lets them come.
let idle: (() => void)[] = [];
const idlePeriod = () => act(async () => idle.shift()?.());
const ahead = () => screen.queryByTestId('popup');

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRenderAheadAllowed(false);
  effects.mockClear();
});

describe('RenderAhead', () => {
  it('renders nothing while closed until the page reports its islands ready; then hidden, without its role, effects held', async () => {
    let pageReady = () => {};
    const ready = new Promise<void>((resolve) => (pageReady = resolve));
    vi.stubGlobal('storefront', { ready });
    const element = islandAt(0);
    const view = render(<Harness open={false} element={element} />);
    expect([ahead(), idle.length]).toEqual([null, 0]);

    await act(async () => {
      pageReady();
      await ready;
    });
    await idlePeriod();
    expect(ahead()?.style.display).toBe('none');
    // No element of the popup's role while it is hidden, not even outside the accessibility tree.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(effects).not.toHaveBeenCalled();

    const hidden = ahead();
    view.rerender(<Harness open element={element} />);
    expect(screen.getByRole('dialog', { name: 'popup' })).toBe(hidden);
    expect(effects).toHaveBeenCalledTimes(1);
  });

  it('opens fresh after a close: no state left from the last open', async () => {
    setRenderAheadAllowed(true);
    const element = islandAt(0);
    const view = render(<Harness open element={element} />);
    act(() => screen.getByRole('button', { name: 'pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'pressed 1' })).toBeTruthy();

    view.rerender(<Harness open={false} element={element} />);
    await idlePeriod();
    expect(ahead()?.style.display).toBe('none');
    view.rerender(<Harness open element={element} />);
    expect(screen.getByRole('button', { name: 'pressed 0' })).toBeTruthy();
  });

  it('renders one popup ahead per idle period of the browser', async () => {
    setRenderAheadAllowed(true);
    render(
      <>
        <Harness open={false} element={islandAt(0)} />
        <Harness open={false} element={islandAt(300)} />
      </>,
    );
    const aheadAfterIdle = async () => {
      await idlePeriod();
      return screen.queryAllByTestId('popup').length;
    };
    expect([await aheadAfterIdle(), await aheadAfterIdle(), idle.length]).toEqual([1, 2, 0]);
  });

  it('waits while its island is over a screen away, and renders ahead once a scroll brings it near', async () => {
    setRenderAheadAllowed(true);
    const element = islandAt(5000);
    render(<Harness open={false} element={element} />);
    await idlePeriod();
    // Looked at once, too far: nothing rendered, and no idle period asked for until a scroll ends.
    expect([ahead(), idle.length]).toEqual([null, 0]);

    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 400, width: 300, height: 200 });
    act(() => void dispatchEvent(new Event('scrollend')));
    await idlePeriod();
    expect(ahead()?.style.display).toBe('none');
  });
});
