// The editor data of the markup (VS Code's `html.customData`, format 1.1): `data-widget` with every widget
// name, each widget's island attributes with their values and what they are, the attributes of the
// server-rendered children widgets read, and `data-widget-state`, which the bundle sets, from the same
// definitions and references as the widget pages. Written to docs/page/storefront.html-data.json by
// `npm run docs:widgets` and shipped in dist/ by the build. Not in the bundle.
import type { IslandState } from '../islands/island-host';
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

/** `thumbWidth` (a `dataset` name) as its attribute, `data-thumb-width`. */
const dataAttribute = (key: string) =>
  `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `data-widget-state`: the bundle's, never the page's (docs/page-contract.md "data-widget-state"). */
export const WIDGET_STATE_DESCRIPTION =
  'Set by the bundle on each island, never by the page: read it (CSS such as `[data-widget-state="ready"]`, scripts, tests), do not write it. Absent until the island is mounted, and again once it is unmounted. An island whose markup already carries it is not read early, and one written `error` is not mounted. (docs/page-contract.md)';

export const WIDGET_STATE_VALUES = {
  ready:
    'Set by the bundle: the island is usable. A data-driven widget is ready once what a shopper acts on is on screen (or a call other than product info has failed), the others once mounted. Final: a later failure shows the `failed` message inside the island and keeps `ready`.',
  error:
    'Set by the bundle: the island cannot mount (unknown name, a required attribute missing or malformed, its code failing to load after its retries, its product info failing or not knowing the work, an invalid configuration). It keeps its server-rendered content; `mount()` tries it again once its attributes have changed.',
} as const satisfies Record<IslandState, string>;

interface Entry {
  lines: string[];
  /** Each value's description, by the widget that reads it. */
  values: Map<string, Map<string, string>>;
}

/** The description of `value` of `attribute`, as its reference gives it: every value must have one. */
function valueDescription(
  widget: string,
  attribute: string,
  value: string,
  prose?: Readonly<Record<string, string>>,
) {
  const description = prose?.[value];
  if (!description) throw new Error(`${widget}: no description of the value "${value}" of ${attribute}`);
  return description;
}

/** The custom data of `widgets`, by their `data-widget` names, in the order given. */
export function htmlCustomData(widgets: Readonly<Record<string, DocumentedWidget>>): HtmlCustomData {
  const attributes = new Map<string, Entry>();
  const entryOf = (name: string) => {
    const entry = attributes.get(name) ?? { lines: [], values: new Map<string, Map<string, string>>() };
    attributes.set(name, entry);
    return entry;
  };
  const addValue = (entry: Entry, value: string, widget: string, description: string) =>
    entry.values.set(value, (entry.values.get(value) ?? new Map<string, string>()).set(widget, description));

  for (const [widget, { definition, reference }] of Object.entries(widgets)) {
    for (const [name, declaration] of Object.entries(definition.attributes ?? {})) {
      const attribute = `data-${name}`;
      const entry = entryOf(attribute);
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
      for (const value of values)
        addValue(entry, value, widget, valueDescription(widget, attribute, value, prose?.values));
    }
    for (const [key, prose] of Object.entries(reference.children?.attributes ?? {})) {
      const attribute = dataAttribute(key);
      const entry = entryOf(attribute);
      entry.lines.push(
        `On an element inside a \`${widget}\` island${prose.required ? ' (required)' : ''}: ${prose.description}`,
      );
      for (const [value, description] of Object.entries(prose.values ?? {}))
        addValue(entry, value, widget, description);
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
      {
        name: 'data-widget-state',
        description: markdown(WIDGET_STATE_DESCRIPTION),
        values: Object.entries(WIDGET_STATE_VALUES).map(([name, value]) => ({
          name,
          description: markdown(value),
        })),
      },
      ...[...attributes].map(([name, { lines, values }]) => ({
        name,
        description: markdown(lines.join('\n\n')),
        ...(values.size > 0
          ? {
              values: [...values].map(([value, owners]) => ({
                name: value,
                description: markdown(
                  owners.size === 1
                    ? [...owners.values()].join('')
                    : [...owners].map(([owner, text]) => `\`${owner}\`: ${text}`).join('\n\n'),
                ),
              })),
            }
          : {}),
      })),
    ],
  };
}
