import ts from 'typescript';
import { PUBLIC_API, publicApiProgram } from './public-api-program.ts';

// storefront-config.schema.json (docs/page/, shipped in dist/ by the build): the JSON Schema (2020-12) of the page configuration, printed from its
// declaration (`PageConfigInput` in src/public-api.ts): each property's type, whether it may be left out or
// null, its description, and the constraints its comment states (`@pattern`, `@minimum`). Keys the runtime
// ignores are allowed. test/config/config-schema.test.ts runs every documented configuration, valid and
// not, through both this schema and the runtime's parser.

export const CONFIG_SCHEMA_FILE = 'storefront-config.schema.json';

type Schema = Record<string, unknown>;

/** The schema of the configuration, from the sources under `root`; `id` is its `$id`. */
export function configSchema(root: string, id: string): Schema {
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
    if (type.flags & ts.TypeFlags.Object) {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        if (!declaration) continue;
        const schema: Schema = of(checker.getTypeOfSymbolAtLocation(property, declaration));
        const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
        if (description) schema.description = description.replace(/\s+/g, ' ');
        for (const tag of property.getJsDocTags(checker)) {
          const text = ts.displayPartsToString(tag.text).trim();
          if (tag.name === 'pattern') schema.pattern = text;
          if (tag.name === 'minimum') schema.minimum = Number(text);
        }
        properties[property.name] = schema;
        if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
      }
      const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
      return {
        type: 'object',
        properties,
        ...(required.length > 0 ? { required } : {}),
        ...(index ? { additionalProperties: of(index.type) } : {}),
      };
    }
    throw new Error(`config schema: a type it cannot print: ${checker.typeToString(type)}`);
  };

  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title: 'storefront-islands page configuration',
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().replace(/\s+/g, ' '),
    ...of(declared),
  };
}
