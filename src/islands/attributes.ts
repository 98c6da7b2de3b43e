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

/**
 * A text attribute (an id, a name) exactly as written in the page when the element has it, else the parsed
 * island data read back as text. Ids and names are never re-printed from a parsed number: `1.50`, `2.0`
 * and `-0` stay as written.
 */
export function attributeText(
  element: HTMLElement,
  attribute: string,
  data: IslandData,
  key: string,
): string {
  return element.getAttribute(attribute) ?? asText(data[key]);
}

/** Reads an attribute as text whatever it was parsed to (ids must never be numbers). */
export function asText(value: IslandValue | undefined): string {
  return value === undefined ? '' : String(value);
}
