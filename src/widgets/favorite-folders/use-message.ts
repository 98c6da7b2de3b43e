import { isFolderNameError } from '../../domain/folder-name';
import { failureText } from '../../i18n/failure-text';
import { useI18n } from '../../i18n/i18n-context';

/** A failed folder call's text: a name-rule key translated, the server's msg as sent, else `failed`. */
export function useMessage() {
  const { t } = useI18n();
  return (reason: unknown): string => {
    if (isFolderNameError(reason)) return t(reason);
    return failureText(reason, t);
  };
}
