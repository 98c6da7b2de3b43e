// The editor data of the markup (VS Code's `html.customData`, format 1.1): `data-widget` with every widget
// name, and each widget's island attributes with their values and what they are, from the same definitions
// and references as the widget pages. Written to docs/page/storefront.html-data.json by
// `npm run docs:widgets` and shipped in dist/ by the build. Not in the bundle.
import type { DocumentedWidget } from './widget-reference';

interface Described {
  name: string;
  description: { kind: 'markdown'; value: string };
}

export interface HtmlCustomData {
  version: 1.1;
  globalAttributes: (Described & { values?: Described[] })[];
}

const markdown = (value: string) => ({ kind: 'markdown' as const, value });

/** The custom data of `widgets`, by their `data-widget` names, in the order given. */
export function htmlCustomData(widgets: Readonly<Record<string, DocumentedWidget>>): HtmlCustomData {
  const attributes = new Map<string, { lines: string[]; values: Map<string, string[]> }>();
  for (const [widget, { definition, reference }] of Object.entries(widgets)) {
    for (const [name, declaration] of Object.entries(definition.attributes ?? {})) {
      const entry = attributes.get(name) ?? { lines: [], values: new Map<string, string[]>() };
      attributes.set(name, entry);
      const prose = reference.attributes[name];
      const facts = [
        declaration.required ? 'required' : null,
        declaration.default !== undefined && declaration.default !== null && declaration.default !== ''
          ? `default \`${String(declaration.default)}\``
          : null,
      ].filter(Boolean);
      entry.lines.push(
        `\`${widget}\`${facts.length > 0 ? ` (${facts.join(', ')})` : ''}: ${prose?.description ?? ''}`,
      );
      const values = declaration.kind === 'boolean' ? ['true', 'false'] : (declaration.values ?? []);
      for (const value of values) entry.values.set(value, [...(entry.values.get(value) ?? []), widget]);
    }
  }
  return {
    version: 1.1,
    globalAttributes: [
      {
        name: 'data-widget',
        description: markdown(
          'The island of a storefront-islands widget: the bundle mounts the widget of this name here (docs/page/README.md).',
        ),
        values: Object.entries(widgets).map(([name, { reference }]) => ({
          name,
          description: markdown(`${reference.synopsis} (docs/page/${name}.md)`),
        })),
      },
      ...[...attributes].map(([name, { lines, values }]) => ({
        name: `data-${name}`,
        description: markdown(lines.join('\n\n')),
        ...(values.size > 0
          ? {
              values: [...values].map(([value, owners]) => ({
                name: value,
                description: markdown(`For ${owners.map((owner) => `\`${owner}\``).join(', ')}.`),
              })),
            }
          : {}),
      })),
    ],
  };
}
