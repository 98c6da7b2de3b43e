// The host CSS that reserves every island's box before the bundle runs, in one file drawn from the widgets'
// references (docs/page/host-reserve.css, written by `npm run docs:widgets`). The docs link to it and the
// preview's pages take it, so there is one copy to keep true.
import type { DocumentedWidget } from './widget-reference';

/** The generated file's name in the page reference (docs/page/). */
export const HOST_RESERVE_FILE = 'host-reserve.css';

/**
 * Every island a block formatting context: the margins of its server content (the price box's devices list)
 * stay inside it, so the widget's first render, which puts its own box first, moves nothing around it.
 */
export const ISLAND_HOST_CSS = `[data-widget] {
  display: flow-root;
}`;

/** The file's text: the rule every island takes, then each widget's rules under its name. */
export function hostReserveCss(
  references: Readonly<Record<string, DocumentedWidget>>,
  header: string,
): string {
  const blocks = Object.entries(references)
    .filter(([, { reference }]) => reference.hostCss !== null)
    .map(([name, { reference }]) => `/* ${name}: ${name}.md#host-css-to-reserve */\n${reference.hostCss}`);
  return [header, `/* Every island */\n${ISLAND_HOST_CSS}`, ...blocks].join('\n') + '\n';
}
