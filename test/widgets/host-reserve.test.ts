import { hostReserveCss, ISLAND_HOST_CSS } from '../../src/widgets/host-reserve';
import { widgetReferences } from '../../src/widgets/references';

// docs/page/host-reserve.css is the one copy of the host CSS the docs give (the preview's pages and the
// workshop take it): the island rule first, then every widget's own rules as its reference writes them.

describe('the host CSS file', () => {
  const css = hostReserveCss(widgetReferences, '/* header */');

  it('starts with its header and the rule that makes each island a block formatting context', () => {
    expect(css.startsWith(`/* header */\n/* Every island */\n${ISLAND_HOST_CSS}\n`)).toBe(true);
  });

  it.each(Object.entries(widgetReferences))('%s: its reference’s rules, once, under its name', (name, w) => {
    const { hostCss } = w.reference;
    if (hostCss === null) {
      expect(css).not.toContain(`/* ${name}:`);
      return;
    }
    expect(css).toContain(`/* ${name}: ${name}.md#host-css-to-reserve */\n${hostCss}\n`);
    expect(css.split(hostCss).length).toBe(2);
  });
});
