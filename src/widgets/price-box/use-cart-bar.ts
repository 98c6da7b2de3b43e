import { useCallback, useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { writeCookie } from '../../api/cookie-writer';
import { throttle } from '../../domain/throttle';

/**
 * docs/behaviour.md "Cart": the bar appears after 350px of scroll; scroll handling is throttled to 200 ms.
 */
export const CART_BAR_SCROLL_THRESHOLD = 350;
export const CART_BAR_THROTTLE_MS = 200;
/** docs/behaviour.md "Cookies": '1' the user hid the bar, '0' shown. */
export const CART_FLOAT_COOKIE = 'cart_float';

export interface CartBarState {
  /** Scrolled past the threshold. */
  active: boolean;
  /** Hidden by the user (persisted). */
  collapsed: boolean;
  toggle: () => void;
}

const scrolledPast = (): boolean => window.scrollY > CART_BAR_SCROLL_THRESHOLD;

export function useCartBar(): CartBarState {
  const [active, setActive] = useState(scrolledPast);
  const [collapsed, setCollapsed] = useState(() => Cookies.get(CART_FLOAT_COOKIE) === '1');

  useEffect(() => {
    const onScroll = throttle(() => setActive(scrolledPast()), CART_BAR_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);

  const toggle = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      writeCookie(CART_FLOAT_COOKIE, next ? '1' : '0');
      return next;
    });
  }, []);

  return { active, collapsed, toggle };
}
