import { failureText } from '../../i18n/failure-text';
import { useI18n } from '../../i18n/i18n-context';
import type { LabelKey } from '../../i18n/translate';

const ERROR_KEYS = new Set(['folder_name_empty', 'folder_name_long', 'folder_name_illegal']);

/** A failed folder call's text: a name-rule key translated, the server's msg as sent, else `failed`. */
export function useMessage() {
  const { t } = useI18n();
  return (reason: unknown): string => {
    if (typeof reason === 'string' && ERROR_KEYS.has(reason)) return t(reason as LabelKey);
    return failureText(reason, t);
  };
}
