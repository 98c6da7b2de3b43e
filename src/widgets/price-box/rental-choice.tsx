import { useId } from 'react';
import type { WorkRental } from '../../domain/models';
import { formatYen } from '../../domain/pricing';
import { rentalTimeLabel } from '../../domain/product-state';
import { useI18n } from '../../i18n/i18n-context';

export interface RentalChoiceProps {
  rentals: readonly WorkRental[];
  value: string;
  onChange: (rentalId: string) => void;
}

/**
 * One radio per rental option (duration and price); the first is chosen by default
 * (docs/behaviour.md "Rentals").
 */
export function RentalChoice({ rentals, value, onChange }: RentalChoiceProps) {
  const { t, locale } = useI18n();
  const name = useId();
  return (
    <fieldset className="sf-price-box__choice" role="radiogroup">
      <legend className="sf-price-box__legend">{t('label_rental')}</legend>
      {rentals.map((rental) => (
        <label key={rental.rental_id} className="sf-price-box__option">
          <input
            type="radio"
            name={name}
            value={rental.rental_id}
            checked={value === rental.rental_id}
            onChange={() => onChange(rental.rental_id)}
          />
          <span>{rentalTimeLabel(rental, locale)}</span>{' '}
          <span className="sf-price-box__option-price">
            {rental.price === null ? '' : formatYen(rental.price, locale)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
