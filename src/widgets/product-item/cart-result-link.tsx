import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context';

/**
 * Right after a successful add, the clicked control turns into this link
 * (docs/behaviour.md "The card's action button"). The button that had focus is gone, so focus moves here
 * instead of falling back to the page.
 */
export function CartResultLink({ href }: { href: string }) {
  const { t } = useI18n();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
  return (
    <a ref={ref} className="sf-control sf-product-item__action sf-product-item__action--added" href={href}>
      {t('into_cart_result')}
    </a>
  );
}
