export type IslandValue = string | number | boolean;
export type IslandData = Record<string, IslandValue>;

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * docs/page-contract.md "Islands": an island's `data-*` attributes are its initial data, camel-cased
 * (`data-product-id` → `productId`), with numbers and booleans parsed. Strings that only look numeric but
 * would lose information (leading zeros, ids like `RJ01`) stay strings.
 */
export function readIslandData(element: HTMLElement): IslandData {
  const data: IslandData = {};
  // The attributes themselves rather than `dataset`, whose enumeration is much slower on a long list (see
  // docs/performance.md, History); the names are camel-cased as `dataset` does.
  for (const { name, value } of element.attributes) {
    if (!name.startsWith('data-')) continue;
    const key = datasetKey(name);
    if (key === null || key === 'widget' || key === 'widgetState') continue;
    data[key] = parseValue(value);
  }
  return data;
}

/**
 * The `dataset` name of a `data-*` attribute (HTML: each `-` followed by an ASCII lower-case letter becomes
 * that letter upper-cased), or null for a name `dataset` leaves out (one holding an ASCII upper-case
 * letter: attribute names are lower-cased in HTML documents, but not in XML ones).
 */
function datasetKey(name: string): string | null {
  const rest = name.slice(5);
  return /[A-Z]/.test(rest) ? null : camelCase(rest);
}

/** `product-id` → `productId`, as `dataset` names `data-product-id`. */
export function camelCase(name: string): string {
  return name.includes('-') ? name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) : name;
}

function parseValue(raw: string): IslandValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (NUMBER.test(raw) && Number.isSafeInteger(Math.trunc(Number(raw)))) return Number(raw);
  return raw;
}

/** Reads an attribute as text whatever it was parsed to (ids must never be numbers). */
export function asText(value: IslandValue | undefined): string {
  return value === undefined ? '' : String(value);
}
