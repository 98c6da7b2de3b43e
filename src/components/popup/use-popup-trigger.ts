import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { anchorPopup, type PopupPlacement } from './anchor-popup';
import { useDismiss, type DismissReason } from './use-dismiss';

export interface PopupTriggerOptions {
  /** The WAI-ARIA pattern: a menu button (`menu`) or a dialog button (`dialog`). */
  kind: 'menu' | 'dialog';
  open: boolean;
  /** A request started here is in flight: the trigger says so with `aria-busy`. */
  busy?: boolean;
  /** Point `aria-controls` at the open popup (default true). */
  controls?: boolean;
  /** Esc or a press outside `inside` while open; after Esc the hook puts focus back on the trigger. */
  onDismiss: (reason: DismissReason) => void;
  /** What a press may hit without dismissing (default: the trigger and the popup). */
  inside?: readonly RefObject<Element | null>[];
  /** On open, focus the popup's first match of these selectors, tried in order, else the popup itself. */
  initialFocus?: string | readonly string[];
  /** Where the popup opens beside its trigger when there is room (default below, start-aligned). */
  placement?: PopupPlacement;
}

export interface PopupTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-busy': true | undefined;
}

export interface PopupElementProps {
  ref: (element: HTMLElement | null) => void;
  id: string | undefined;
}

export interface PopupTrigger {
  /** Spread on the trigger (a button, or whatever element currently stands for it). */
  triggerProps: PopupTriggerProps;
  /** Spread on the popup's outermost element. */
  popupProps: PopupElementProps;
  /** Puts focus back on the trigger (stable), for closes the popup itself asks for. */
  focusTrigger: () => void;
  /** The trigger's callback ref alone, for an element that stands in for the trigger without its ARIA. */
  setTrigger: (element: HTMLElement | null) => void;
}

/**
 * One trigger-and-popup pair (docs/architecture.md "Design notes"; WAI-ARIA menu and dialog buttons): the
 * trigger's ARIA state, the popup's id, focus moved in on open, dismissal by Esc or an outside press. The
 * open state stays with the caller (a widget's own state, or the store's one-popup-per-page slot). Both
 * elements come through callback refs: whatever element stands for the trigger is the popup's anchor.
 */
export function usePopupTrigger({
  kind,
  open,
  busy = false,
  controls = true,
  onDismiss,
  inside,
  initialFocus,
  placement = 'bottom-start',
}: PopupTriggerOptions): PopupTrigger {
  const id = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLElement | null>(null);
  const setTrigger = useCallback((element: HTMLElement | null) => {
    triggerRef.current = element;
  }, []);
  const setPopup = useCallback((element: HTMLElement | null) => {
    popupRef.current = element;
  }, []);
  const focusTrigger = useCallback(() => triggerRef.current?.focus(), []);

  // Placed beside the trigger while open, on screen whichever edge the trigger is near.
  useEffect(() => {
    const trigger = triggerRef.current;
    const popup = popupRef.current;
    if (!open || trigger === null || popup === null) return;
    return anchorPopup(trigger, popup, placement);
  }, [open, placement]);

  // A key, not the list itself: a list written inline is new on every render and would refocus each time.
  const focusKey = initialFocus === undefined ? null : ([] as string[]).concat(initialFocus).join('\n');
  useEffect(() => {
    const popup = popupRef.current;
    if (!open || focusKey === null || popup === null) return;
    const first = focusKey
      .split('\n')
      .map((selector) => popup.querySelector<HTMLElement>(selector))
      .find((element) => element !== null);
    (first ?? popup).focus();
  }, [open, focusKey]);

  // Esc returns focus to the trigger; an outside press leaves it where the shopper put it.
  useDismiss(
    inside ?? [triggerRef, popupRef],
    (reason) => {
      onDismiss(reason);
      if (reason === 'escape') focusTrigger();
    },
    open,
  );

  return {
    triggerProps: {
      ref: setTrigger,
      'aria-haspopup': kind,
      'aria-expanded': open,
      'aria-controls': open && controls ? id : undefined,
      'aria-busy': busy || undefined,
    },
    popupProps: { ref: setPopup, id: controls ? id : undefined },
    focusTrigger,
    setTrigger,
  };
}
