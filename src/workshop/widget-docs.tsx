// The docs page of a widget's stories: its reference drawn from the widget's definition (attribute names,
// kinds, required, values, defaults, readiness, loads; what a missing or invalid attribute gives is asked
// of its parser) and from its reference prose (src/widgets/*/reference.ts), then the stories.
import { Description, Heading, Markdown, Source, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import { widgetReferences } from '../widgets/references';
import {
  attributeNotes,
  attributeTable,
  childrenTable,
  eventsTable,
  exampleMarkup,
  labelsTable,
  loadsLine,
  statesTable,
} from '../widgets/widget-reference-markdown';

export function WidgetDocs() {
  const { preparedMeta } = useOf('meta', ['meta']);
  // The reference once, on the page of the file titled with the widget's name; a file titled under it
  // ('price-box/member situations') shows its stories only.
  const name = preparedMeta.title;
  const widget = Object.hasOwn(widgetReferences, name) ? widgetReferences[name] : undefined;
  if (!widget) {
    return (
      <>
        <Title />
        <Description />
        <Stories />
      </>
    );
  }
  const { reference } = widget;
  const children = childrenTable(widget);
  const notes = attributeNotes(widget);
  return (
    <>
      <Title />
      <Description />
      <Markdown>{reference.purpose}</Markdown>
      <Markdown>{`The page reference of \`${name}\`, for store page developers: \`docs/page/${name}.md\` in the repository (the same definitions, with sizes to reserve, z-indexes and cookies).`}</Markdown>
      <Source language="html" code={exampleMarkup(name, widget)} dark={false} />
      <Heading>Attributes</Heading>
      <Markdown>{attributeTable(widget)}</Markdown>
      {notes && <Markdown>{notes}</Markdown>}
      {children && (
        <>
          <Heading>Children</Heading>
          <Markdown>{children}</Markdown>
        </>
      )}
      <Heading>States</Heading>
      <Markdown>{`${loadsLine(widget)}\n\n${statesTable(widget)}`}</Markdown>
      <Heading>Behaviour</Heading>
      <Markdown>{reference.behaviour.map((point) => `- ${point}`).join('\n')}</Markdown>
      <Heading>Events</Heading>
      <Markdown>{eventsTable(widget)}</Markdown>
      <Heading>Labels</Heading>
      <Markdown>{labelsTable(widget)}</Markdown>
      <Heading>Host CSS</Heading>
      <Markdown>{reference.footprint}</Markdown>
      {reference.hostCss && <Source language="css" code={reference.hostCss} dark={false} />}
      <Stories />
    </>
  );
}
