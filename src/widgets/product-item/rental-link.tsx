import { useState } from 'react';
import { formatPeriod, relativeTimeLeft } from '../../domain/dates';
import type { Rental } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';

/**
 * Case 2 of docs/behaviour.md "The card's action button": 'on rental', linking to the work page, with the
 * rental's period and time left.
 */
export function RentalLink({ href, rental }: { href: string; rental: Rental }) {
  const { t, locale } = useI18n();
  const period = formatPeriod(rental.expired_date, locale);
  const [now] = useState(() => Date.now());
  const left = relativeTimeLeft(rental.expired_date, now, locale);
  return (
    <>
      <a className="sf-control sf-product-item__action sf-product-item__action--rental" href={href}>
        {t('on_rental')}
      </a>
      {period !== null && (
        <span className="sf-product-item__note">
          <span>{t('rental_period', { date: period })}</span>
          {left !== null && <> ({t('time_left', { time: left })})</>}
        </span>
      )}
    </>
  );
}
