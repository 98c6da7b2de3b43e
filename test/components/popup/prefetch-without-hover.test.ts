import { afterEach, describe, expect, it, vi } from 'vitest';

const imported = vi.hoisted(() => vi.fn());
vi.mock('@floating-ui/dom', async (original) => {
  imported();
  return await original();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  imported.mockClear();
});

/** A screen that hovers or not, and idle periods held until the test lets them come. */
function screen(hover: boolean) {
  const idle: (() => void)[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' ? !hover : false }));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return idle;
}

describe('positioning code on a screen without hover', () => {
  it('is fetched once the browser is idle after a trigger rendered, once per page', async () => {
    const idle = screen(false);
    const { prefetchWithoutHover } = await import('../../../src/components/popup/anchor-popup');
    prefetchWithoutHover();
    prefetchWithoutHover();
    expect(imported).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const callback of idle) callback();
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
  });

  it('waits for intent where a pointer hovers', async () => {
    const idle = screen(true);
    const { prefetchWithoutHover } = await import('../../../src/components/popup/anchor-popup');
    prefetchWithoutHover();
    expect(idle).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(imported).not.toHaveBeenCalled();
  });
});
