import { inject } from 'vitest';
import { launchEngine as launch, type Engine, type EngineName } from '../../scripts/harness/index.mjs';
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
