import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
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
  it.each<[string, (probe: ReactElement) => ReactElement, string]>([
    [
      'the ja locale for a jp page',
      (p) => <I18nProvider lang="jp">{p}</I18nProvider>,
      'jp|ja|カートに入れる|全3枚',
    ],
    [
      'en with page overrides',
      (p) => (
        <I18nProvider lang="en" overrides={{ en: { into_cart: 'Buy' } }}>
          {p}
        </I18nProvider>
      ),
      'en|en|Buy|3 images',
    ],
    [
      'a ready value',
      (p) => <I18nProvider value={createI18nValue('en')}>{p}</I18nProvider>,
      'en|en|Add to Cart|3 images',
    ],
    ['Japanese outside a provider', (p) => p, 'jp|ja|カートに入れる|全3枚'],
  ])('provides %s', (_name, wrap, text) => {
    render(wrap(<Probe />));
    expect(screen.getByTestId('probe')).toHaveTextContent(text);
  });
});
