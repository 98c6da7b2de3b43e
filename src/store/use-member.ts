import { useAppSelector, useAppStore } from './hooks';
import { customerHash, isMember } from './member';

/**
 * isMember (the one rule) for components. The cookie is read at render, not in the selector: a selector
 * runs for every subscribed island on every store change (1000 cards), a render only when it matters.
 */
export function useIsMember(): boolean {
  const { context } = useAppStore();
  const hash = customerHash(context);
  return useAppSelector((state) => isMember(hash, state.user));
}
