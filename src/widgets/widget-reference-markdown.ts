// A widget's reference as markdown, drawn from its definition (attribute names, kinds, required, values,
// defaults, readiness, loads) and its reference prose. What a missing or invalid attribute gives is asked of
// the widget's own parser, so the table says what the code does. Needs a DOM (the parser reads an element).
import { en } from '../i18n/en';
import { ja } from '../i18n/ja';
import { camelCase, readIslandData } from '../islands/attributes';
import type { AttributeDeclaration } from '../islands/attribute-parser';
import type { DocumentedWidget } from './widget-reference';

/** A value no enum or boolean attribute takes: what the table's "invalid" column is asked with. */
const INVALID = 'other';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

/** The island's markup with every attribute at its example value (and the example children). */
export function exampleMarkup(name: string, { reference }: DocumentedWidget): string {
  const attributes = Object.entries(reference.attributes)
    .map(([attribute, prose]) => ` data-${attribute}="${prose.example}"`)
    .join('');
  const children = reference.children
    ? `\n  ${reference.children.example.trim().replace(/\n/g, '\n  ')}\n`
    : '';
  return `<div data-widget="${name}"${attributes}>${children}</div>`;
}

/** What the widget's parser gives for the example attributes with `attribute` set to `value` (null: left out). */
function parsed(
  { definition, reference }: DocumentedWidget,
  attribute: string,
  value: string | null,
): string {
  const element = document.createElement('div');
  for (const [name, prose] of Object.entries(reference.attributes)) {
    const written = name === attribute ? value : prose.example;
    if (written !== null) element.setAttribute(`data-${name}`, written);
  }
  const result = definition.parse(readIslandData(element), element);
  if (!result.ok) return `error state (${code(result.error)})`;
  const key = camelCase(attribute);
  return code(`${key}: ${JSON.stringify((result.props as Record<string, unknown>)[key])}`);
}

const withWords = (outcome: string, words: string | undefined) => (words ? `${outcome}: ${words}` : outcome);

/** The values an attribute takes, its default marked (contract 4's way: `1column` (default), `2column`). */
function valuesOf(declaration: AttributeDeclaration): string {
  const values = declaration.kind === 'boolean' ? ['true', 'false'] : declaration.values;
  if (!values)
    return declaration.kind === 'id' ? 'an id, kept as written (trimmed)' : 'text, kept as written';
  return values
    .map((value) => (String(declaration.default) === value ? `${code(value)} (default)` : code(value)))
    .join(', ');
}

/** Attribute (required or not) | description | values and default | missing | invalid. */
export function attributeTable(widget: DocumentedWidget): string {
  const declarations = widget.definition.attributes ?? {};
  const rows = Object.entries(declarations).map(([name, declaration]) => {
    const prose = widget.reference.attributes[name];
    const invalid =
      declaration.kind === 'enum' || declaration.kind === 'boolean' ? parsed(widget, name, INVALID) : '—';
    return [
      `${code(`data-${name}`)} ${declaration.required ? '(required)' : '(optional)'}`,
      prose?.description ?? '',
      valuesOf(declaration),
      withWords(parsed(widget, name, null), prose?.missing),
      withWords(invalid, prose?.invalid),
    ];
  });
  if (rows.length === 0) return 'No attributes.';
  return table(['attribute', 'description', 'values', 'missing', 'invalid'], rows);
}

/** The children's attributes, where the widget reads children. */
export function childrenTable({ reference }: DocumentedWidget): string | null {
  const children = reference.children;
  if (!children) return null;
  const rows = Object.entries(children.attributes ?? {}).map(([key, prose]) => [
    code(`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`),
    prose.required ? 'yes' : 'no',
    prose.description,
  ]);
  const attributes = rows.length > 0 ? `\n\n${table(['attribute', 'required', 'description'], rows)}` : '';
  return `${children.description}${attributes}`;
}

/** `data-widget-state` as the definition decides it, then the widget's own states. */
export function statesTable({ definition, reference }: DocumentedWidget): string {
  const lifecycle = [
    [
      code('ready'),
      definition.readyWhen === 'data'
        ? 'once what a shopper acts on is on screen, or its call failed'
        : 'once mounted',
    ],
    [
      code('error'),
      'a required attribute missing or invalid (see Attributes), its code failing to load twice, or its data failing',
    ],
    [
      'renders nothing',
      definition.mayBeEmpty
        ? 'a normal outcome, not reported'
        : 'reported as `[EmptyWidgetError] There is no content.`',
    ],
  ];
  return `${table(['data-widget-state', 'when'], lifecycle)}\n\n${table(
    ['state', 'what the shopper sees'],
    reference.states.map((state) => [state.name, state.when]),
  )}`;
}

/** What the page scan starts for the widget's islands, before its code arrives. */
export function loadsLine({ definition }: DocumentedWidget): string {
  const loads = [
    ...(definition.products ? ['product info'] : []),
    ...(definition.loads ?? []),
    ...(definition.samples ? ['samples'] : []),
    ...(definition.community ? ['community counts'] : []),
    ...(definition.previews ? ['preview embed'] : []),
  ];
  return loads.length > 0
    ? `Loads at the page scan: ${loads.map(code).join(', ')}.`
    : 'Loads nothing at the page scan.';
}

export function eventsTable({ reference }: DocumentedWidget): string {
  if (reference.events.length === 0) return 'Dispatches no host event.';
  return table(
    ['event', 'when'],
    reference.events.map((event) => [code(event.name), event.when]),
  );
}

export function labelsTable({ reference }: DocumentedWidget): string {
  return table(
    ['key', 'en', 'ja'],
    reference.labels.map((key) => [code(key), en[key], ja[key]]),
  );
}

/**
 * The widget's whole reference as one markdown section (what the docs page shows, in the same order): the
 * source a generated page reference can take each widget's section from.
 */
export function widgetSection(name: string, widget: DocumentedWidget, heading = '###'): string {
  const { reference } = widget;
  const children = childrenTable(widget);
  const fence = (language: string, text: string) => `\`\`\`${language}\n${text}\n\`\`\``;
  return [
    `${heading} ${name}`,
    reference.purpose,
    fence('html', exampleMarkup(name, widget)),
    `**Attributes**\n\n${attributeTable(widget)}`,
    ...(children ? [`**Children**\n\n${children}`] : []),
    `**States**\n\n${loadsLine(widget)}\n\n${statesTable(widget)}`,
    `**Events**\n\n${eventsTable(widget)}`,
    `**Labels**\n\n${labelsTable(widget)}`,
    `**Host CSS**\n\n${reference.footprint}`,
    ...(reference.hostCss ? [fence('css', reference.hostCss)] : []),
  ].join('\n\n');
}
