import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * Closes a popup on a press outside every element in `inside` (the popup and its trigger) and on Esc
 * (docs/architecture.md "Design notes"). `onDismiss` learns why, so Esc can return focus to the trigger while
 * an outside press leaves focus where the shopper put it.
 */
export function useDismiss(
  inside: readonly RefObject<Element | null>[],
  onDismiss: (reason: DismissReason) => void,
  enabled = true,
): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: Node) => inside.some((ref) => ref.current?.contains(target)));

  useEffect(() => {
    if (!enabled) return;
    const onPress = (event: Event) => {
      if (event.target instanceof Node && !isInside(event.target)) dismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss('escape');
    };
    // pointerdown covers mouse, pen and touch; mousedown covers synthetic events in older engines and jsdom.
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled]);
}
