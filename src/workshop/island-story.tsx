// What every widget's stories share: a story is island markup (`args.html`), mounted on a page of its
// own by the real runtime (story-page.tsx); its default `play` waits for the islands' states.
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createTranslator } from '../i18n/translate';
import { readGlobals } from './globals';
import { expectIslands } from './island-checks';
import type { WorkshopParameters } from './story-setup';
import { StoryPage, type StoryPageOptions } from './story-page';

export interface IslandArgs {
  /** The page's markup: islands (`data-widget` and attributes) and their server-rendered children. */
  html: string;
}

export type IslandStory = StoryObj<IslandArgs>;

type Context = StoryContext<IslandArgs>;

const pageOf = (context: Context) => context.parameters.page as StoryPageOptions | undefined;
const workshopOf = (context: Context) => context.parameters.workshop as WorkshopParameters | undefined;

/** Waits until the story's islands reach the state the story expects (`parameters.workshop.state`). */
export const islandsSettled = (context: Context): Promise<void> =>
  expectIslands(context.canvasElement, workshopOf(context)?.state);

export { LONG_WAIT } from '../mocks/suite-clock';

/** The story's labels, in its page's language. */
export const labels = (context: Context) => createTranslator(readGlobals(context.globals).lang);

/** Waits for the story's islands (islandsSettled), then gives its play the labels and the canvas. */
export async function settle(context: Context) {
  await islandsSettled(context);
  return { t: labels(context), canvas: context.canvasElement };
}

/** The parts of a widget's meta every stories file spreads into its default export. */
export const islandMeta = {
  render: (args: IslandArgs, context: Context) => (
    <StoryPage html={args.html} globals={readGlobals(context.globals)} options={pageOf(context)} />
  ),
  play: islandsSettled,
  argTypes: { html: { control: 'text', description: 'The island markup, as the store page writes it' } },
} satisfies Partial<Meta<IslandArgs>>;

/** `<div data-widget="…" data-…="…">children</div>`: attribute values are escaped. */
export function island(widget: string, attributes: Record<string, string> = {}, children = ''): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escape(value)}"`)
    .join('');
  return `<div data-widget="${escape(widget)}"${attrs}>${children}</div>`;
}
