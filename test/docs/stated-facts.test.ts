import { followlistAdd } from '../../src/domain/routes';
import { followButtonReference } from '../../src/widgets/follow-button/reference';

// Statements of the host-facing reference (docs/, docs/page/) held to the code they describe: where a page
// states a route, a rule or a constant, the test reads it from the code and checks the page says the same.

describe('follow-button', () => {
  it("the example's server fallback link is the add-to-follow-list route the bundle links to", () => {
    const { attributes, children } = followButtonReference.reference;
    const href = /href="([^"]+)"/.exec(children?.example ?? '')?.[1];
    const example = (name: string) => attributes[name]?.example ?? '';
    expect(href).toBe(followlistAdd('maniax', example('maker-id'), example('maker-name')));
  });
});
