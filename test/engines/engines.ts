import { inject, test } from 'vitest';
import {
  ENGINES,
  launchEngine as launch,
  type Engine,
  type EngineName,
} from '../../scripts/harness/index.mjs';
import { CLOCK_COOKIE, SUITE_NOW } from '../../src/mocks/suite-clock';

// The harness's engines (scripts/harness/engines.mjs) bound to the suite: its preview server and its clock
// (docs/testing.md "The suite's clock").

export { ENGINES, FIREFOX } from '../../scripts/harness/index.mjs';
export type { Engine, EngineName, EnginePage, OpenOptions } from '../../scripts/harness/index.mjs';

export const baseUrl = () => inject('baseUrl');

export function launchEngine(name: EngineName): Promise<Engine> {
  return launch(name, {
    base: baseUrl(),
    tool: `engines-${name}`,
    extraCookies: [{ name: CLOCK_COOKIE, value: String(SUITE_NOW) }],
  });
}

/**
 * The engines of a flow that the browser suite or a story proves in Chromium already (named beside the
 * flow): each rule is proven once per engine, so such a flow runs in Firefox and WebKit only.
 */
export const BEYOND_CHROMIUM = ENGINES.filter((engine) => engine !== 'chromium');

/** `test` in Firefox and WebKit; in Chromium, where the proof named beside the flow is, it is not declared. */
export const beyondChromium = (name: EngineName): typeof test =>
  name === 'chromium' ? ((() => undefined) as unknown as typeof test) : test;
