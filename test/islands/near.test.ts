import { afterEach, expect, it, vi } from 'vitest';

// near.ts reads the viewport's height once, and again only after a resize: in Chromium reading it brings
// layout up to date, and the observer's reports (each with its islands' states) come while islands render.

afterEach(() => vi.restoreAllMocks());

it("reads the viewport's height once until the window is resized", async () => {
  vi.resetModules();
  const { nearNow } = await import('../../src/islands/near');
  const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  const at = (top: number) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 100 });
    return element;
  };

  expect([nearNow(at(100)).onScreen, nearNow(at(900)).onScreen, nearNow(at(1700)).near]).toEqual([
    true,
    false,
    false,
  ]);
  expect(height).toHaveBeenCalledTimes(1);

  height.mockReturnValue(1000);
  window.dispatchEvent(new Event('resize'));
  expect([nearNow(at(900)).onScreen, nearNow(at(1700)).near]).toEqual([true, true]);
  expect(height).toHaveBeenCalledTimes(2);
});
