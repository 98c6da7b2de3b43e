import { parseAttributes, type AttributeProps } from '../../src/widget-api/attribute-parser';
import { readIslandData } from '../../src/widget-api/attributes';
import { defineWidget } from '../../src/widget-api/widget-definition';

const attributes = {
  'product-id': { kind: 'id', required: true },
  'folder-id': { kind: 'id', default: null },
  'maker-name': { kind: 'text' },
  layout: { kind: 'enum', values: ['1column', '2column', 'image'], default: '1column' },
  cacheable: { kind: 'boolean', default: true },
} as const;

function parse(attrs: Record<string, string>) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(`data-${name}`, value);
  return parseAttributes(attributes, readIslandData(element), element);
}

const props = (attrs: Record<string, string>) => {
  const result = parse({ 'product-id': 'RJ1', ...attrs });
  return result.ok ? result.props : result.error;
};

describe('parseAttributes (a widget declaration read from an island)', () => {
  it('gives the declared defaults for what is absent', () => {
    const expected: AttributeProps<typeof attributes> = {
      productId: 'RJ1',
      folderId: null,
      makerName: '',
      layout: '1column',
      cacheable: true,
    };
    expect(props({})).toEqual(expected);
  });

  it('id: trimmed and kept as written; blank is missing', () => {
    expect(props({ 'product-id': ' 1.50 ' })).toMatchObject({ productId: '1.50' });
    expect(parse({ 'product-id': '  ' })).toEqual({ ok: false, error: 'product-id is required' });
    expect(props({ 'folder-id': ' ' })).toMatchObject({ folderId: null });
    expect(props({ 'folder-id': '007' })).toMatchObject({ folderId: '007' });
  });

  it('text: exactly as written, blank included', () => {
    expect(props({ 'maker-name': ' 2.0 ' })).toMatchObject({ makerName: ' 2.0 ' });
    expect(props({ 'maker-name': ' ' })).toMatchObject({ makerName: ' ' });
  });

  it('enum: trimmed, one of its values; written but blank or unknown is invalid', () => {
    expect(props({ layout: ' image ' })).toMatchObject({ layout: 'image' });
    expect(props({ layout: '' })).toBe('layout "" is not 1column, 2column or image');
    expect(props({ layout: '3column' })).toBe('layout "3column" is not 1column, 2column or image');
  });

  it('boolean: true or false as written; empty is missing, anything else invalid', () => {
    expect(props({ cacheable: 'false' })).toMatchObject({ cacheable: false });
    expect(props({ cacheable: '' })).toMatchObject({ cacheable: true });
    expect(props({ cacheable: ' true' })).toBe('cacheable " true" is not true or false');
    expect(props({ cacheable: '1' })).toBe('cacheable "1" is not true or false');
  });

  it('reads the parsed island data when the element lacks the attribute, as text', () => {
    const bare = document.createElement('div');
    expect(parseAttributes(attributes, { productId: 12, cacheable: false }, bare)).toMatchObject({
      ok: true,
      props: { productId: '12', cacheable: false },
    });
  });

  it('refuses on the first bad attribute in declaration order', () => {
    expect(parse({ layout: 'x' })).toEqual({ ok: false, error: 'product-id is required' });
  });

  it('defineWidget builds the parser from the declaration, or keeps a parser of its own', () => {
    const load = () => new Promise<never>(() => {});
    const declared = defineWidget({ load, attributes });
    const element = document.createElement('div');
    expect(declared.parse({ productId: 'RJ1' }, element)).toEqual(
      parseAttributes(attributes, { productId: 'RJ1' }, element),
    );
    const own = defineWidget({ load, parse: () => ({ ok: true, props: { n: 1 } }) });
    expect(own.parse({}, element)).toEqual({ ok: true, props: { n: 1 } });
    expect(defineWidget({ load, attributes: {} }).parse({ productId: 'x' }, element)).toEqual({
      ok: true,
      props: {},
    });
  });
});
