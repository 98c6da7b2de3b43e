import { adoptStyles } from '../styles/adopt-styles';
import popupStyles from './popup.css?inline';

// A popup beside its trigger, in the top layer, placed by the browser: CSS anchor positioning flips it and
// keeps it inside the screen (popup.css), and keeps it on its trigger while the page scrolls or resizes.

adoptStyles(popupStyles);

/** Where a popup opens first: below its trigger (menus, dialogs) or above it (the rating tooltip). */
export type PopupPlacement = 'bottom-start' | 'top-start';

/** The browser places popups on their triggers: the anchor positioning popup.css uses, and the top layer. */
const browserPlaces = (popup: HTMLElement): boolean =>
  typeof popup.showPopover === 'function' &&
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('anchor-name: --a') &&
  CSS.supports('top: anchor(bottom)') &&
  CSS.supports('position-try-fallbacks: --a') &&
  CSS.supports('justify-self: anchor-center');

let anchors = 0;

/**
 * `element` in the top layer, a manual popover, where the browser has the Popover API: above the page and
 * over the whole screen, whatever contains it (a card's containment, `overflow`, `transform`).
 */
export function showInTopLayer(element: HTMLElement): void {
  if (typeof element.showPopover !== 'function') return;
  element.popover = 'manual';
  element.showPopover();
}

/**
 * Shows `popup` in the top layer, anchored to `trigger`, until the returned function runs: no ancestor's
 * `overflow`, `contain`, `transform` or z-index reaches it there. The element stays where it is in the DOM,
 * so its events, focus order and roles do not change. A browser without anchor positioning or the Popover
 * API shows it at its stylesheet position inside the island.
 */
export function anchorPopup(trigger: HTMLElement, popup: HTMLElement, placement: PopupPlacement): () => void {
  if (!browserPlaces(popup)) return () => {};
  anchors += 1;
  const name = `--sf-popup-anchor-${anchors}`;
  // Set on both (WebKit's initial `position-anchor` differs from the others': never left to it).
  trigger.style.setProperty('anchor-name', name);
  popup.style.setProperty('position-anchor', name);
  popup.setAttribute('data-sf-placement', placement);
  showInTopLayer(popup);
  return () => {
    // Removing the attribute hides the popover (HTML's attribute-change steps) and gives the box back.
    popup.popover = null;
    popup.removeAttribute('data-sf-placement');
    popup.style.removeProperty('position-anchor');
    if (trigger.style.getPropertyValue('anchor-name') === name) trigger.style.removeProperty('anchor-name');
  };
}
