// What an error report may carry (docs/page-contract.md "Errors and analytics"): the error's stack or
// message with every URL's query and fragment taken out (a page's `?mail=…` or `?token=…` stays on the
// page), and for a thrown value that is no error, its type and message, never its whole JSON.

/** A URL's query and fragment, up to the line and column a stack frame adds after it. */
const URL_QUERY = /(\b[a-z][\w+.-]*:\/\/[^\s?#()'"`<>]*)[?#][^\s()'"`<>]*?((?::\d+){0,2})(?=[\s()'"`<>]|$)/gi;

/** `text` with each URL's query and fragment removed, a stack frame's `:line:column` kept. */
export function withoutQueries(text: string): string {
  return text.replace(URL_QUERY, '$1$2');
}

/** The type of a thrown value that is no error: its class's name, `Object` for a plain object. */
function typeOf(value: object): string {
  try {
    const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && name !== '' ? name : 'Object';
  } catch {
    return 'Object';
  }
}

/** `error.stack || error.message`; a thrown object's type and message; any other value as text. */
export function errorLabel(error: unknown): string {
  try {
    if (error !== null && typeof error === 'object') {
      const { stack, message } = error as { stack?: unknown; message?: unknown };
      if (typeof stack === 'string' && stack !== '') return withoutQueries(stack);
      if (error instanceof Error && typeof message === 'string' && message !== '')
        return withoutQueries(message);
      const type = typeOf(error);
      return typeof message === 'string' && message !== '' ? `${type}: ${withoutQueries(message)}` : type;
    }
    return withoutQueries(String(error));
  } catch {
    return 'Unknown error';
  }
}

/** The message alone (no stack), for the page's `storefront:error` event. */
export function errorMessageOf(error: unknown): string {
  try {
    if (error instanceof Error) return withoutQueries(error.message || error.name);
    return errorLabel(error);
  } catch {
    return 'Unknown error';
  }
}
