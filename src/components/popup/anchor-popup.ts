import { reportMissingCode } from '../../analytics/missing-code';
import { whenIdle } from '../../islands/scheduling';
import { adoptStyles } from '../styles/adopt-styles';
// Collision-aware placement of a popup beside its trigger: Floating UI shifts it along the screen
// edge and flips it above the trigger when there is no room below, and keeps it anchored while the page
// scrolls or resizes. The library is fetched on intent (a pointer over a trigger, or focus on one), on first
// open, and on a screen without hover once the browser is idle; never on page load.
import type * as FloatingUiModule from '@floating-ui/dom';
import type { Placement } from '@floating-ui/dom';
import { EDGE, firstPlacement, MIN_HEIGHT, OFFSET, type VerticalPlacement } from './first-placement';
import popupStyles from './popup.css?inline';

adoptStyles(popupStyles);

type FloatingUi = typeof FloatingUiModule;

let floatingUi: Promise<FloatingUi> | null = null;
/** Floating UI once it has arrived: a popup opened before then is placed by firstPlacement. */
let floatingUiLoaded = false;

/**
 * Starts loading Floating UI (once; the build retries the file once). Placement is an enhancement: when its
 * file cannot be loaded (a release deleted it under an open page) it is reported once and skipped for the
 * rest of the page, and popups open at their stylesheet position.
 */
export function loadFloatingUi(): Promise<FloatingUi> {
  if (!floatingUi) {
    floatingUi = import('@floating-ui/dom');
    floatingUi.then(() => (floatingUiLoaded = true), reportMissingCode);
  }
  return floatingUi;
}

let prefetchedForTouch = false;

/**
 * On a screen without hover (a phone), where the tap itself is the first sign of intent, the positioning
 * code is fetched once the browser is idle after a trigger has rendered: fetched at the tap, a popup came
 * up a round trip and a download later (370-700 ms on a mid-tier phone; `npm run bench`, section `inp`).
 * A pointer that hovers still fetches it on intent, so a desktop page that opens no popup pays nothing.
 */
export function prefetchWithoutHover(): void {
  if (prefetchedForTouch || typeof matchMedia !== 'function' || !matchMedia('(hover: none)').matches) return;
  prefetchedForTouch = true;
  void whenIdle(IDLE_PREFETCH_TIMEOUT_MS).then(() => loadFloatingUi().catch(() => undefined));
}

/** How long the idle prefetch waits at most for an idle period (a long list filling in has none). */
const IDLE_PREFETCH_TIMEOUT_MS = 5000;

/**
 * Shows `popup` in the top layer (the Popover API) until the returned function runs: no ancestor's
 * `overflow`, `contain`, `transform`, `filter` or z-index reaches it there, and `position: fixed` is the
 * viewport's. The element stays where it is in the DOM, so its events, focus order and roles do not change.
 * Without the API (older browsers, jsdom) it stays a fixed box inside the island.
 */
function raise(popup: HTMLElement): () => void {
  if (typeof popup.showPopover !== 'function') return () => {};
  popup.popover = 'manual';
  popup.showPopover();
  // Removing the attribute hides the popover (HTML's attribute-change steps) and gives the box back to the island.
  return () => {
    popup.popover = null;
  };
}

/**
 * Places `popup` beside `trigger` until the returned stop function runs. The popup carries `data-sf-placing`
 * (its stylesheet keeps it transparent) until its first position is applied, so it never shows off-screen
 * for a frame; if the library cannot load, it leaves the top layer for its stylesheet position in the
 * island and is shown there.
 */
export function anchorPopup(trigger: HTMLElement, popup: HTMLElement, placement: Placement): () => void {
  let stopped = false;
  let stopUpdates = () => {};
  popup.setAttribute('data-sf-placing', '');
  const lower = raise(popup);
  const reveal = () => popup.removeAttribute('data-sf-placing');
  // In the top layer before the library is in (a tap on a phone while the page loads): placed by the same
  // rules at once, and the library's first position, when it comes, lands on the same spot.
  if (!floatingUiLoaded && popup.popover === 'manual' && isPlain(placement)) {
    const rect = trigger.getBoundingClientRect();
    const size = popup.getBoundingClientRect();
    const first = firstPlacement(rect, size, { width: innerWidth, height: innerHeight }, placement);
    place(popup, first.x, first.y, first.placement);
    Object.assign(popup.style, { maxHeight: `${first.maxHeight}px`, overflowY: 'auto' });
    reveal();
  }

  loadFloatingUi().then(
    ({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (stopped) return;
      stopUpdates = autoUpdate(trigger, popup, () => {
        // Fixed: in the top layer its box is the screen's, whatever the host's containers clip; the
        // popup is kept inside the screen.
        void computePosition(trigger, popup, {
          placement,
          strategy: 'fixed',
          middleware: [
            offset(OFFSET),
            flip({ padding: EDGE }),
            shift({ padding: EDGE }),
            // Taller than the room on either side (a long folder list on a phone): it scrolls inside.
            size({
              padding: EDGE,
              apply({ availableHeight }) {
                Object.assign(popup.style, {
                  maxHeight: `${Math.max(availableHeight, MIN_HEIGHT)}px`,
                  overflowY: 'auto',
                });
              },
            }),
          ],
        }).then(({ x, y, placement: side }) => {
          if (stopped) return;
          place(popup, x, y, side);
          reveal();
        });
      });
    },
    () => {
      if (stopped) return;
      // Back to its stylesheet position in the island, whatever a first placement set.
      unplace(popup);
      lower();
      reveal();
    },
  );

  return () => {
    stopped = true;
    stopUpdates();
    lower();
  };
}

const isPlain = (placement: Placement): placement is VerticalPlacement =>
  /^(top|bottom)-(start|end)$/.test(placement);

/** Fixed: in the top layer its box is the screen's, whatever the host's containers clip. */
function place(popup: HTMLElement, x: number, y: number, side: string) {
  Object.assign(popup.style, {
    position: 'fixed',
    left: `${x}px`,
    top: `${y}px`,
    right: 'auto',
    bottom: 'auto',
  });
  popup.setAttribute('data-sf-placement', side);
}

/** Takes off what place() and a first placement set. */
function unplace(popup: HTMLElement) {
  for (const property of ['position', 'left', 'top', 'right', 'bottom', 'max-height', 'overflow-y'])
    popup.style.removeProperty(property);
  popup.removeAttribute('data-sf-placement');
}
