import { describe, expect, it } from 'vitest';
import { EDGE, firstPlacement, MIN_HEIGHT, OFFSET } from '../../../src/components/popup/first-placement';

// The same answers as Floating UI's offset, flip, shift and size (test/e2e/popup-first-placement.e2e.ts
// compares the two in a browser).

const phone = { width: 412, height: 823 };
const trigger = (left: number, top: number, width = 120) => ({ left, top, width, height: 40 });

describe('a popup placed before Floating UI has arrived', () => {
  it('goes below its trigger, start-aligned, with the room below as its most height', () => {
    expect(firstPlacement(trigger(20, 100), { width: 200, height: 300 }, phone, 'bottom-start')).toEqual({
      x: 20,
      y: 100 + 40 + OFFSET,
      placement: 'bottom-start',
      maxHeight: 823 - EDGE - (140 + OFFSET),
    });
  });

  it('flips above when it does not fit below', () => {
    const placed = firstPlacement(trigger(20, 700), { width: 200, height: 300 }, phone, 'bottom-start');
    expect(placed).toMatchObject({ placement: 'top-start', y: 700 - OFFSET - 300 });
  });

  it('aligns to the trigger end where the start would run over the right edge', () => {
    const placed = firstPlacement(trigger(250, 100), { width: 200, height: 100 }, phone, 'bottom-start');
    expect(placed).toMatchObject({ placement: 'bottom-end', x: 250 + 120 - 200 });
  });

  it('wider than either alignment allows: the alignment that overflows least, shifted inside the edge', () => {
    // A 375 px screen, a trigger in the middle and a 320 px popup (the rental options on a phone).
    const placed = firstPlacement(
      { left: 202.5, top: 360.875, width: 116.27, height: 32 },
      { width: 320, height: 120 },
      { width: 375, height: 667 },
      'bottom-start',
    );
    expect(placed).toMatchObject({ placement: 'bottom-end', x: EDGE });
  });

  it('stays on the side with more room when it fits on neither, scrolling inside, never below its least height', () => {
    const placed = firstPlacement(trigger(20, 300), { width: 200, height: 900 }, phone, 'bottom-start');
    expect(placed).toMatchObject({ placement: 'bottom-start', maxHeight: 823 - EDGE - (340 + OFFSET) });
    const cramped = firstPlacement(
      trigger(0, 40),
      { width: 100, height: 400 },
      { width: 412, height: 120 },
      'bottom-start',
    );
    expect(cramped.maxHeight).toBe(MIN_HEIGHT);
  });

  it('a popup squeezed above its trigger keeps its bottom at the trigger', () => {
    const placed = firstPlacement(trigger(20, 500), { width: 200, height: 900 }, phone, 'top-start');
    expect(placed.placement).toBe('top-start');
    expect(placed.y + placed.maxHeight).toBe(500 - OFFSET);
  });
});
