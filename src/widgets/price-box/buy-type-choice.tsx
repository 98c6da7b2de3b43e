import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context';

export type BuyType = 'sell' | 'rental';

export interface BuyTypeChoiceProps {
  value: BuyType;
  onChange: (value: BuyType) => void;
}

/** buy_type (docs/behaviour.md "Rentals"): a native radio group of label_buy and label_rental. */
export function BuyTypeChoice({ value, onChange }: BuyTypeChoiceProps) {
  const { t } = useI18n();
  const name = useId();
  const options: { type: BuyType; label: string }[] = [
    { type: 'sell', label: t('label_buy') },
    { type: 'rental', label: t('label_rental') },
  ];
  return (
    <fieldset className="sf-price-box__choice" role="radiogroup">
      <legend className="sf-price-box__legend">{t('rental_options')}</legend>
      {options.map((option) => (
        <label key={option.type} className="sf-price-box__option">
          <input
            type="radio"
            name={name}
            value={option.type}
            checked={value === option.type}
            onChange={() => onChange(option.type)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
