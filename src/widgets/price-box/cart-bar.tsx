import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useCartBar } from './use-cart-bar';

export interface CartBarProps {
  /** The price text shown in the bar. */
  price: string;
  /** The bar's add-to-cart control. */
  action: ReactNode;
}

/**
 * The floating cart bar (docs/behaviour.md "Cart"): fixed to the viewport bottom, so it never moves the page.
 * Its price and control are rendered only while it is active and not hidden by the user.
 */
export function CartBar({ price, action }: CartBarProps) {
  const { t } = useI18n();
  const id = useId();
  const { active, collapsed, toggle } = useCartBar();
  const className = [
    'sf-price-box__bar',
    active && 'sf-price-box__bar--active',
    collapsed && 'sf-price-box__bar--collapsed',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div role="region" aria-label={t('cart_bar')} id={id} className={className}>
      {active && !collapsed && (
        <div className="sf-price-box__bar-body">
          <span className="sf-price-box__bar-price">{price}</span>
          {action}
        </div>
      )}
      <button
        type="button"
        className="sf-control sf-control--secondary sf-price-box__bar-toggle"
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={toggle}
      >
        {collapsed ? t('cart_bar_show') : t('cart_bar_hide')}
      </button>
    </div>
  );
}
