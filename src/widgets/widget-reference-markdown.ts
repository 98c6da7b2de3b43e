// A widget's reference as markdown, drawn from its definition (attribute names, kinds, required, values,
// defaults, readiness, loads) and its reference prose. What a missing or invalid attribute gives is asked of
// the widget's own parser, so the table says what the code does. Needs a DOM (the parser reads an element).
import { en } from '../i18n/en';
import { ja } from '../i18n/ja';
import { camelCase, readIslandData } from '../widget-api/attributes';
import type { AttributeDeclaration, AttributeKind } from '../widget-api/attribute-parser';
import type { DocumentedWidget } from './widget-reference';

/** The value each kind's "invalid" column is asked with; ids and text take any value. */
const INVALID: Partial<Record<AttributeKind, string>> = { enum: 'other', boolean: 'yes' };

export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
export const code = (text: string) => `\`${text}\``;

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
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
  const hostClass = reference.hostClass ? ` class="${reference.hostClass}"` : '';
  return `<div${hostClass} data-widget="${name}"${attributes}>${children}</div>`;
}

/**
 * What the widget's parser gives for the example attributes with `attribute` set to `value` (null: left
 * out): `error` with its message, or the prop as JSON.
 */
export function outcome(
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
  if (!result.ok) return `${code('error')} (${code(result.error)})`;
  return code(JSON.stringify((result.props as Record<string, unknown>)[camelCase(attribute)]));
}

/** The values an attribute takes. */
function valuesOf(declaration: AttributeDeclaration): string {
  if (declaration.kind === 'boolean') return `${code('true')}, ${code('false')}`;
  if (declaration.kind === 'enum') return (declaration.values ?? []).map(code).join(', ');
  return declaration.kind === 'id' ? 'an id, trimmed' : 'text, as written';
}

function defaultOf(declaration: AttributeDeclaration): string {
  if (declaration.required) return '—';
  return code(JSON.stringify(declaration.default === undefined ? '' : declaration.default));
}

/** Attribute | required | values | default | missing | empty | invalid: each outcome asked of the parser. */
export function attributeTable(widget: DocumentedWidget): string {
  const declarations = widget.definition.attributes ?? {};
  const rows = Object.entries(declarations).map(([name, declaration]) => {
    const invalid = INVALID[declaration.kind];
    return [
      code(`data-${name}`),
      declaration.required ? 'yes' : 'no',
      valuesOf(declaration),
      defaultOf(declaration),
      outcome(widget, name, null),
      outcome(widget, name, ''),
      invalid === undefined
        ? '— (any value)'
        : `${code(JSON.stringify(invalid))}: ${outcome(widget, name, invalid)}`,
    ];
  });
  if (rows.length === 0) return 'No attributes.';
  return table(['attribute', 'required', 'values', 'default', 'missing', 'empty', 'invalid'], rows);
}

/** Each value's description, as `` `value`: what it gives. `` sentences. */
const valueNotes = (values: Readonly<Record<string, string>> | undefined): string[] =>
  Object.entries(values ?? {}).map(([value, description]) => `${code(value)}: ${description}`);

/** Each attribute's description, with its values and what its missing and invalid values mean in words. */
export function attributeNotes({ reference }: DocumentedWidget): string | null {
  const notes = Object.entries(reference.attributes).map(([name, prose]) =>
    [
      `- ${code(`data-${name}`)}: ${prose.description}`,
      ...valueNotes(prose.values),
      ...(prose.missing ? [`Missing: ${prose.missing}.`] : []),
      ...(prose.invalid ? [`Invalid: ${prose.invalid}.`] : []),
    ].join(' '),
  );
  return notes.length > 0 ? notes.join('\n') : null;
}

/** The children's attributes, where the widget reads children. */
export function childrenTable({ reference }: DocumentedWidget): string | null {
  const children = reference.children;
  if (!children) return null;
  const rows = Object.entries(children.attributes ?? {}).map(([key, prose]) => [
    code(`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`),
    prose.required ? 'yes' : 'no',
    [prose.description, ...valueNotes(prose.values)].join(' '),
  ]);
  const attributes = rows.length > 0 ? `\n\n${table(['attribute', 'required', 'description'], rows)}` : '';
  return `${children.description}${attributes}`;
}

/**
 * When the island turns `ready`. A widget that shows product info never does once its product-info call has
 * failed: that is `error` (its widget calls markError); a failed call of any other kind lets it settle `ready`.
 */
function readyWhen(definition: DocumentedWidget['definition']): string {
  if (definition.readyWhen !== 'data') return 'once mounted';
  if (definition.products)
    return 'once what a shopper acts on is on screen; a failed product-info call gives `error` instead';
  return 'once what a shopper acts on is on screen, or its call failed';
}

/** `data-widget-state` as the definition decides it. */
export function lifecycleTable({ definition }: DocumentedWidget): string {
  const lifecycle = [
    [code('ready'), readyWhen(definition)],
    [
      code('error'),
      [
        ...(definition.attributes && Object.keys(definition.attributes).length > 0
          ? ['an attribute missing or invalid (see Attributes)']
          : []),
        'its code failing to load, its retries included',
        ...(definition.products ? ['its product info failing or not knowing the work'] : []),
      ].join(', '),
    ],
    [
      'renders nothing',
      definition.mayBeEmpty
        ? 'a normal outcome, not reported'
        : 'reported as `[EmptyWidgetError] There is no content.`',
    ],
  ];
  return table(['data-widget-state', 'when'], lifecycle);
}

/** The widget's own states, as the shopper sees them. */
export function shopperStatesTable({ reference }: DocumentedWidget): string {
  return table(
    ['state', 'what the shopper sees'],
    reference.states.map((state) => [state.name, state.when]),
  );
}

/** `data-widget-state` as the definition decides it, then the widget's own states. */
export function statesTable(widget: DocumentedWidget): string {
  return `${lifecycleTable(widget)}\n\n${shopperStatesTable(widget)}`;
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
  const notes = attributeNotes(widget);
  const fence = (language: string, text: string) => `\`\`\`${language}\n${text}\n\`\`\``;
  return [
    `${heading} ${name}`,
    reference.purpose,
    fence('html', exampleMarkup(name, widget)),
    `**Attributes**\n\n${attributeTable(widget)}`,
    ...(notes ? [notes] : []),
    ...(children ? [`**Children**\n\n${children}`] : []),
    `**States**\n\n${loadsLine(widget)}\n\n${statesTable(widget)}`,
    `**Events**\n\n${eventsTable(widget)}`,
    `**Labels**\n\n${labelsTable(widget)}`,
    `**Host CSS**\n\n${reference.footprint}`,
    ...(reference.hostCss ? [fence('css', reference.hostCss)] : []),
  ].join('\n\n');
}
