import { followButtonWidget } from '../../../src/widgets/follow-button/definition';

// Missing and empty attributes: test/widgets/widget-pages.test.ts (the attribute table's claims); text kept as
// written: test/audit/attributes.property.test.ts; registered: test/widgets/reference.test.ts.
it('follow-button: a blank maker-id or maker-name is a parse error', () => {
  const bare = document.createElement('div');
  expect(followButtonWidget.parse({ makerId: '  ', makerName: 'A' }, bare).ok).toBe(false);
  expect(followButtonWidget.parse({ makerId: 'RG1', makerName: ' ' }, bare).ok).toBe(false);
});
