import { describe, expect, it } from 'vitest';
import { htmlCustomData } from '../../src/widgets/html-custom-data';
import { widgetReferences } from '../../src/widgets/references';

// The editor data of the markup: every widget name, every declared attribute with the widgets that read it,
// each enum's and boolean's values (docs/page/storefront.html-data.json is checked against this by
// widget-pages.test.ts, and the build ships it in dist/).

const data = htmlCustomData(widgetReferences);
const attribute = (name: string) => data.globalAttributes.find((a) => a.name === name);

describe('html.customData of the markup', () => {
  it('offers every widget name as a value of data-widget, with its synopsis', () => {
    expect(attribute('data-widget')?.values?.map((v) => v.name)).toEqual(Object.keys(widgetReferences));
    expect(attribute('data-widget')?.values?.[0]?.description.value).toContain(
      Object.values(widgetReferences)[0]?.reference.synopsis,
    );
  });

  it('describes every declared attribute once, naming each widget that reads it', () => {
    const declared = new Map<string, string[]>();
    for (const [widget, { definition }] of Object.entries(widgetReferences))
      for (const name of Object.keys(definition.attributes ?? {}))
        declared.set(`data-${name}`, [...(declared.get(`data-${name}`) ?? []), widget]);
    expect(data.globalAttributes.map((a) => a.name).sort()).toEqual(
      ['data-widget', ...declared.keys()].sort(),
    );
    for (const [name, widgets] of declared)
      for (const widget of widgets) expect(attribute(name)?.description.value).toContain(`\`${widget}\``);
  });

  it("gives an enum's values and a boolean's true and false", () => {
    expect(attribute('data-layout')?.values?.map((v) => v.name)).toEqual(
      expect.arrayContaining(['1column', '2column', 'image']),
    );
    expect(attribute('data-cacheable')?.values?.map((v) => v.name)).toEqual(['true', 'false']);
    expect(attribute('data-product-id')?.description.value).toContain('required');
  });
});
