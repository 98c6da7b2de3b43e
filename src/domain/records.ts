/**
 * An empty keyed record without a prototype. Ids come from the page and the server, and any of them may be
 * a name of an Object.prototype member (`__proto__`, `constructor`, `toString`): in a record made here such
 * an id is an ordinary key, never an inherited value nor a prototype change. Immer keeps the missing
 * prototype when it copies a draft, so store slices keyed by id start from one of these.
 */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
