export type IslandValue = string | number | boolean;
export type IslandData = Record<string, IslandValue>;

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * Contract 3: an island's `data-*` attributes are its initial data, camel-cased (`data-product-id` →
 * `productId`), with numbers and booleans parsed. Strings that only look numeric but would lose
 * information (leading zeros, ids like `RJ01`) stay strings.
 */
export function readIslandData(element: HTMLElement): IslandData {
  const data: IslandData = {};
  for (const [key, raw] of Object.entries(element.dataset)) {
    if (raw === undefined || key === 'widget' || key === 'widgetState') continue;
    data[key] = parseValue(raw);
  }
  return data;
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
