import { followButtonWidget } from '../../../src/widgets/follow-button/definition';
import { widgetRegistry } from '../../../src/widgets/registry';

const bare = document.createElement('div');

describe('follow-button definition', () => {
  it('is registered as follow-button', () => {
    expect(widgetRegistry['follow-button']).toBe(followButtonWidget);
  });

  it('reads maker-id and maker-name', () => {
    expect(followButtonWidget.parse({ makerId: 'RG10001', makerName: 'Circle A' }, bare)).toEqual({
      ok: true,
      props: { makerId: 'RG10001', makerName: 'Circle A' },
    });
  });

  it('a missing or empty maker-id or maker-name is a parse error', () => {
    expect(followButtonWidget.parse({ makerName: 'A' }, bare).ok).toBe(false);
    expect(followButtonWidget.parse({ makerId: '  ', makerName: 'A' }, bare).ok).toBe(false);
    expect(followButtonWidget.parse({ makerId: 'RG1' }, bare).ok).toBe(false);
    expect(followButtonWidget.parse({ makerId: 'RG1', makerName: ' ' }, bare).ok).toBe(false);
  });

  it('numeric-looking values stay text, exactly as written in the page', () => {
    const parsed = followButtonWidget.parse({ makerId: 1234, makerName: 1.5 }, bare);
    expect(parsed).toEqual({ ok: true, props: { makerId: '1234', makerName: '1.5' } });
    const el = document.createElement('div');
    el.setAttribute('data-maker-id', '0012');
    el.setAttribute('data-maker-name', '1.50');
    expect(followButtonWidget.parse({ makerId: '0012', makerName: 1.5 }, el)).toEqual({
      ok: true,
      props: { makerId: '0012', makerName: '1.50' },
    });
  });
});
