import { useAppSelector, useAppStore } from './hooks';
import { customerHash, isMember } from './member';

/**
 * isMember (the one rule) for components. The cookie is read in the selector, so a return to the page
 * (memberReturned) after a logout in another tab turns every island to a guest's; the page's
 * cookie reader reads document.cookie at most once per task, so 1000 cards asking cost a map look-up each.
 */
export function useIsMember(): boolean {
  const { context } = useAppStore();
  return useAppSelector((state) => isMember(customerHash(context), state.user));
}
