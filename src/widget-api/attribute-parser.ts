// One parser for every widget's island attributes, driven by the widget's declaration of them: the
// declaration is the single source of how each attribute is read and of the widgets' reference tables
// (src/widgets/*/reference.ts adds the prose, outside the bundle).
import { camelCase, type IslandData, type IslandValue } from './attributes';
import type { ParseResult } from './widget-definition';

/**
 * How an attribute's text becomes a prop:
 * - `id`: trimmed text, kept as written (never re-printed from a parsed number); blank is missing.
 * - `text`: text exactly as written (a name); blank is missing.
 * - `enum`: trimmed text, one of `values`; absent is missing, anything else (blank too) is invalid.
 * - `boolean`: `true` or `false` as written; absent or empty is missing, anything else is invalid.
 */
export type AttributeKind = 'id' | 'text' | 'enum' | 'boolean';

export interface AttributeDeclaration {
  readonly kind: AttributeKind;
  /** A missing value puts the island in the error state (`NAME is required`). */
  readonly required?: boolean;
  /** The values an `enum` takes. */
  readonly values?: readonly string[];
  /** The prop a missing value gives (`''` for `id` and `text` when not declared). */
  readonly default?: string | boolean | null;
}

/** A widget's island attributes by name, without `data-` (`product-id`), in the order they are checked. */
export type AttributeDeclarations = Readonly<Record<string, AttributeDeclaration>>;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type ValueOf<D> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : D extends { default: null }
      ? string | null
      : string;

/** The props a declaration parses to: `product-id` → `productId: string`. */
export type AttributeProps<A extends AttributeDeclarations> = {
  -readonly [K in keyof A & string as CamelCase<K>]: ValueOf<A[K]>;
};

const BOOLEANS = ['true', 'false'];

/** `1column, 2column or image`. */
const either = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/**
 * Reads the declared attributes of an island, in declaration order: each one's text as written in the page
 * when the element has it, else the parsed island data read back as text. The first missing required or
 * invalid attribute refuses the island.
 */
export function parseAttributes<A extends AttributeDeclarations>(
  attributes: A,
  data: IslandData,
  element: HTMLElement,
): ParseResult<AttributeProps<A>> {
  const props: Record<string, IslandValue | null> = {};
  for (const [name, { kind, required, values = BOOLEANS, default: fallback = '' }] of Object.entries(
    attributes,
  )) {
    const key = camelCase(name);
    const written =
      element.getAttribute(`data-${name}`) ?? (data[key] === undefined ? null : String(data[key]));
    let value: IslandValue | null = written ?? '';
    if (kind === 'id' || kind === 'enum') value = value.trim();
    if (kind === 'enum' ? written === null : !(kind === 'text' ? value.trim() : value)) {
      if (required) return { ok: false, error: `${name} is required` };
      if (!value) value = fallback;
    } else if (kind === 'enum' || kind === 'boolean') {
      if (!values.includes(value)) return { ok: false, error: `${name} "${value}" is not ${either(values)}` };
      if (kind === 'boolean') value = value === 'true';
    }
    props[key] = value;
  }
  return { ok: true, props: props as AttributeProps<A> };
}
