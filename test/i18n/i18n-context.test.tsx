import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider, createI18nValue, useI18n } from '../../src/i18n/i18n-context';

function Probe() {
  const { t, locale, lang } = useI18n();
  return (
    <p data-testid="probe">
      {lang}|{locale}|{t('into_cart')}|{t('zoom_count', { count: 3 })}
    </p>
  );
}

describe('I18nProvider / useI18n', () => {
  it('provides the ja locale for a jp page', () => {
    render(
      <I18nProvider lang="jp">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('jp|ja|カートに入れる|全3枚');
  });

  it('provides en with page overrides', () => {
    render(
      <I18nProvider lang="en" overrides={{ en: { into_cart: 'Buy' } }}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('en|en|Buy|3 images');
  });

  it('accepts a ready value', () => {
    render(
      <I18nProvider value={createI18nValue('en')}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('en|en|Add to Cart|3 images');
  });

  it('defaults to Japanese outside a provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('jp|ja|カートに入れる');
  });
});
