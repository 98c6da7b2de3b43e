// Wire types: what the servers actually send. Loose on purpose (numbers as strings, flags as 1/0/'1'/true,
// `[]` where an object was expected, null or missing fields). Only src/api/normalize*.ts reads them.

/** A number the server may send as a number or as a numeric string. */
export type WireNumber = number | string | null | undefined;
/** A flag the server may send as 1/0, '1'/'0', true/false. */
export type WireFlag = boolean | number | string | null | undefined;
/** An id the server may send as a string or a number. */
export type WireId = string | number | null | undefined;
/** An object the server may send as `[]` when empty. */
export type WireKeyed<T> = Record<string, T> | [];
/** A collection sent as an array, or (when full) as an object keyed by index or id. */
export type WireList<T> = T[] | Record<string, T>;

/** The envelope of the folder and my-page item calls. */
export interface WireResult<D = unknown> {
  result?: WireFlag;
  data?: D;
  msg?: string | null;
  [key: string]: unknown;
}
