// Where a popup goes before Floating UI has arrived: the same rules as its middleware in anchor-popup.ts
// (offset, flip with its default fallbacks, shift, size) for the placements the widgets use, so that a tap
// on a phone, where the library is fetched only once the page is idle, shows the popup at once and the
// library's first answer lands on the same spot (test/e2e/popup-first-placement.e2e.ts compares the two).

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Side = 'top' | 'bottom';
/** Over its side's edge, its alignment's edge and the edge opposite that, in px (negative: inside). */
type Overflows = [number, number, number];
type Alignment = 'start' | 'end';
export type VerticalPlacement = `${Side}-${Alignment}`;

export interface FirstPlacement {
  x: number;
  y: number;
  placement: VerticalPlacement;
  /** The room on the chosen side: the popup scrolls inside beyond it. */
  maxHeight: number;
}

/** The gap between trigger and popup, and the screen-edge margin kept free (anchor-popup.ts uses both). */
export const OFFSET = 4;
export const EDGE = 8;
/** A popup is never squeezed below this height, whatever the room. */
export const MIN_HEIGHT = 96;

const opposite = { top: 'bottom', bottom: 'top', start: 'end', end: 'start' } as const;

/**
 * `trigger`'s box and the popup's size in viewport px. As Floating UI's `flip`: the preferred placement,
 * then its other alignment, then the other side with each alignment; the first where the popup overflows
 * no screen edge wins, else the first that fits on its side with the least overflow at its alignment's
 * edge, else the least overflow in all. Then `shift` keeps it inside the edges and `size` gives the room.
 */
export function firstPlacement(
  trigger: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
  preferred: VerticalPlacement,
): FirstPlacement {
  const [side, alignment] = preferred.split('-') as [Side, Alignment];
  const candidates: VerticalPlacement[] = [
    preferred,
    `${side}-${opposite[alignment]}`,
    `${opposite[side]}-${alignment}`,
    `${opposite[side]}-${opposite[alignment]}`,
  ];
  const tried = candidates.map((placement) => ({ placement, overflows: overflows(placement) }));
  const total = (o: Overflows) => o.reduce((sum, value) => sum + Math.max(value, 0), 0);
  const chosen =
    tried.find((t) => t.overflows.every((o) => o <= 0)) ??
    tried.filter((t) => t.overflows[0] <= 0).sort((a, b) => a.overflows[1] - b.overflows[1])[0] ??
    tried.reduce((best, t) => (total(t.overflows) < total(best.overflows) ? t : best));
  const placement = chosen.placement;
  const { x, y } = position(placement);
  const below = viewport.height - EDGE - (trigger.top + trigger.height + OFFSET);
  const above = trigger.top - OFFSET - EDGE;
  const maxHeight = Math.max(placement.startsWith('bottom') ? below : above, MIN_HEIGHT);
  const shifted = Math.max(EDGE, Math.min(x, viewport.width - EDGE - popup.width));
  const height = Math.min(popup.height, maxHeight);
  return {
    x: shifted,
    // Above the trigger a popup squeezed by `size` keeps its bottom at the trigger.
    y: placement.startsWith('top') ? y + popup.height - height : y,
    placement,
    maxHeight,
  };

  function position(placement: VerticalPlacement) {
    const [onSide, aligned] = placement.split('-') as [Side, Alignment];
    return {
      x: aligned === 'start' ? trigger.left : trigger.left + trigger.width - popup.width,
      y: onSide === 'bottom' ? trigger.top + trigger.height + OFFSET : trigger.top - OFFSET - popup.height,
    };
  }

  /** Over which edges (EDGE inside the screen) the popup goes there: its side, then its alignment's two. */
  function overflows(placement: VerticalPlacement): Overflows {
    const { x, y } = position(placement);
    const over = {
      top: EDGE - y,
      bottom: y + popup.height - (viewport.height - EDGE),
      left: EDGE - x,
      right: x + popup.width - (viewport.width - EDGE),
    };
    const [onSide, aligned] = placement.split('-') as [Side, Alignment];
    // The edge a start-aligned popup runs over first is the right one, unless the trigger is the wider.
    let alignmentEdge: 'left' | 'right' = aligned === 'start' ? 'right' : 'left';
    if (trigger.width > popup.width) alignmentEdge = alignmentEdge === 'right' ? 'left' : 'right';
    return [over[onSide], over[alignmentEdge], over[alignmentEdge === 'right' ? 'left' : 'right']];
  }
}
