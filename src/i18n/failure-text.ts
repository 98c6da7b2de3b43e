import type { Translate } from './translate';

/** A failed call's text: the server's message as it sent it, else `failed` in the page's language. */
export const failureText = (reason: unknown, t: Translate): string =>
  typeof reason === 'string' && reason !== '' ? reason : t('failed');
