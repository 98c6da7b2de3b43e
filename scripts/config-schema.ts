import ts from 'typescript';
import { HTTP_URL_PATTERN } from '../src/config/page-config.ts';
import { PUBLIC_API, publicApiProgram } from './public-api-program.ts';

// storefront-config.schema.json (docs/page/, shipped in dist/ by the build): the JSON Schema (2020-12) of the page configuration, printed from its
// declaration (`PageConfigInput` in src/public-api.ts): each property's type, whether it may be left out or
// null, its description, and the constraints its comment states (`@pattern`, `@minimum`, `@httpUrl`: the
// runtime's own URL pattern), each with a message in words for an editor (`patternErrorMessage`, VS Code's).
// A key the runtime does not know is refused here (`additionalProperties: false`), so an editor flags the
// slip the runtime warns of. Label overrides list every label key with its text. test/config/config-schema.test.ts
// runs every documented configuration, valid and not, through both this schema and the runtime's parser.

export const CONFIG_SCHEMA_FILE = 'storefront-config.schema.json';

type Schema = Record<string, unknown>;

/** Each locale's label texts by key (src/i18n/ja.ts, en.ts), the defaults an override replaces. */
export type LabelTexts = Record<'ja' | 'en', Readonly<Record<string, string>>>;

/** The schema of the configuration, from the sources under `root`; `id` is its `$id`. */
export function configSchema(root: string, id: string, labels: LabelTexts): Schema {
  const { checker, exported } = publicApiProgram(root);
  const symbol = exported('PageConfigInput');
  if (!symbol) throw new Error(`config schema: ${PUBLIC_API} exports no PageConfigInput`);

  const of = (type: ts.Type): Schema => {
    if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return {};
    if (type.isUnion()) {
      const parts = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
      const nullable = type.types.some((t) => t.flags & ts.TypeFlags.Null);
      let schema: Schema;
      if (parts.every((t) => t.isStringLiteral()))
        schema = { enum: parts.map((t) => (t.isStringLiteral() ? t.value : '')) };
      else if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
      else if (parts.length === 1 && parts[0]) schema = of(parts[0]);
      else throw new Error(`config schema: a union it cannot print: ${checker.typeToString(type)}`);
      if (!nullable) return schema;
      if (Array.isArray(schema.enum)) return { enum: [...(schema.enum as unknown[]), null] };
      return { ...schema, type: [schema.type, 'null'] };
    }
    if (type.flags & ts.TypeFlags.String) return { type: 'string' };
    if (type.flags & ts.TypeFlags.Number) return { type: 'number' };
    if (type.flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? of(item) : {} };
    }
    if (type.flags & ts.TypeFlags.Object) {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        // A mapped type's properties (the label keys) have no declaration of their own.
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const schema: Schema = of(
          declaration
            ? checker.getTypeOfSymbolAtLocation(property, declaration)
            : checker.getTypeOfSymbol(property),
        );
        const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
        if (description) schema.description = description.replace(/\s+/g, ' ');
        for (const tag of property.getJsDocTags(checker)) {
          const text = ts.displayPartsToString(tag.text).trim();
          if (tag.name === 'pattern') schema.pattern = text;
          if (tag.name === 'httpUrl') {
            schema.pattern = HTTP_URL_PATTERN.source;
            schema.patternErrorMessage =
              'Must be an http(s) URL: http:// or https://, a host, an optional port up to 65535 and a path, without spaces.';
          }
          if (tag.name === 'minimum') schema.minimum = Number(text);
        }
        if (schema.pattern && !schema.patternErrorMessage && description)
          schema.patternErrorMessage = `Must be ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
        properties[property.name] = schema;
        if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
      }
      const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
      return {
        type: 'object',
        properties,
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: index ? of(index.type) : false,
      };
    }
    throw new Error(`config schema: a type it cannot print: ${checker.typeToString(type)}`);
  };

  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  const printed = of(declared);
  // Each label key's text in the locale's own dictionary: what an override replaces.
  const i18n = (printed.properties as Record<string, Schema>).i18n;
  for (const [locale, texts] of Object.entries(labels)) {
    const labels = (i18n?.properties as Record<string, Schema> | undefined)?.[locale]?.properties as
      Record<string, Schema> | undefined;
    if (!labels) throw new Error(`config schema: no label keys under i18n.${locale}`);
    for (const [key, label] of Object.entries(labels))
      label.description = `${key}: "${texts[key] ?? ''}" by default.`;
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title: 'storefront-islands page configuration',
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().replace(/\s+/g, ' '),
    ...printed,
  };
}
