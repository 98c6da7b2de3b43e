import { reportMissingCode } from '../../analytics/missing-code';
import { adoptStyles } from '../styles/adopt-styles';
// Collision-aware placement of a popup beside its trigger: Floating UI shifts it along the screen
// edge and flips it above the trigger when there is no room below, and keeps it anchored while the page
// scrolls or resizes. The library is fetched on intent (a pointer over a trigger, or focus on one) and on
// first open, never on page load, so a page that opens no popup pays nothing for it.
import type * as FloatingUiModule from '@floating-ui/dom';
import type { Placement } from '@floating-ui/dom';
import popupStyles from './popup.css?inline';

adoptStyles(popupStyles);

type FloatingUi = typeof FloatingUiModule;

let floatingUi: Promise<FloatingUi> | null = null;

/**
 * Starts loading Floating UI (once; the build retries the file once). Placement is an enhancement: when its
 * file cannot be loaded (a release deleted it under an open page) it is reported once and skipped for the
 * rest of the page, and popups open at their stylesheet position.
 */
export function loadFloatingUi(): Promise<FloatingUi> {
  if (!floatingUi) {
    floatingUi = import('@floating-ui/dom');
    floatingUi.catch(reportMissingCode);
  }
  return floatingUi;
}

/** Screen-edge margin kept free around a popup, in CSS px. */
const EDGE = 8;

/**
 * Places `popup` beside `trigger` until the returned stop function runs. The popup carries `data-sf-placing`
 * (its stylesheet keeps it transparent) until its first position is applied, so it never shows off-screen
 * for a frame; if the library cannot load, its stylesheet position stays and it is shown there.
 */
export function anchorPopup(trigger: HTMLElement, popup: HTMLElement, placement: Placement): () => void {
  let stopped = false;
  let stopUpdates = () => {};
  popup.setAttribute('data-sf-placing', '');
  const reveal = () => popup.removeAttribute('data-sf-placing');

  loadFloatingUi().then(
    ({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (stopped) return;
      stopUpdates = autoUpdate(trigger, popup, () => {
        // Fixed, so that a host container's overflow (a float wrapper, a clipped column) cannot cut the
        // popup off: it is kept inside the screen instead.
        void computePosition(trigger, popup, {
          placement,
          strategy: 'fixed',
          middleware: [
            offset(4),
            flip({ padding: EDGE }),
            shift({ padding: EDGE }),
            // Taller than the room on either side (a long folder list on a phone): it scrolls inside.
            size({
              padding: EDGE,
              apply({ availableHeight }) {
                Object.assign(popup.style, {
                  maxHeight: `${Math.max(availableHeight, 96)}px`,
                  overflowY: 'auto',
                });
              },
            }),
          ],
        }).then(({ x, y, placement: side }) => {
          if (stopped) return;
          Object.assign(popup.style, {
            position: 'fixed',
            left: `${x}px`,
            top: `${y}px`,
            right: 'auto',
            bottom: 'auto',
          });
          popup.setAttribute('data-sf-placement', side);
          reveal();
        });
      });
    },
    () => {
      if (!stopped) reveal();
    },
  );

  return () => {
    stopped = true;
    stopUpdates();
  };
}
