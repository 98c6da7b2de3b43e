test('vitest runs in jsdom', () => {
  expect(document.createElement('div').tagName).toBe('DIV');
});
