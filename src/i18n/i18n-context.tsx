// The interface language for every island: provided once per mount, read with useI18n().
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import './labels/runtime';
import type { Locale, SiteLang } from '../domain/models';
import { createTranslator, localeFromSiteLang, type LabelOverrides, type Translate } from './translate';

export interface I18nValue {
  t: Translate;
  locale: Locale;
  lang: SiteLang;
}

function defaultValue(lang: SiteLang): I18nValue {
  const locale = localeFromSiteLang(lang);
  return { t: createTranslator(locale), locale, lang };
}

const I18nContext = createContext<I18nValue>(defaultValue('jp'));

export interface I18nProviderProps {
  /** A ready value ({ t, locale, lang }); or build one from `lang` and `overrides`. */
  value?: I18nValue;
  lang?: SiteLang;
  overrides?: LabelOverrides;
  children?: ReactNode;
}

/** Builds the context value for a site language and the page's overrides. */
export function createI18nValue(lang: SiteLang, overrides?: LabelOverrides): I18nValue {
  const locale = localeFromSiteLang(lang);
  return { t: createTranslator(locale, overrides), locale, lang };
}

export function I18nProvider({ value, lang = 'jp', overrides, children }: I18nProviderProps) {
  const built = useMemo(() => value ?? createI18nValue(lang, overrides), [value, lang, overrides]);
  return <I18nContext.Provider value={built}>{children}</I18nContext.Provider>;
}

/** The current { t, locale, lang }. Outside a provider: Japanese, no overrides. */
export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
