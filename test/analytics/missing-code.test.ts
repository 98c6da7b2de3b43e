import { missingFileOf } from '../../src/analytics/missing-code';

describe('missingFileOf', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://cdn.example/s/chunks/cards-A.js?retry=12',
      'https://cdn.example/s/chunks/cards-A.js',
    ],
    [
      'error loading dynamically imported module: http://127.0.0.1:4173/cdn/storefront/chunks/fxp-B.js',
      'http://127.0.0.1:4173/cdn/storefront/chunks/fxp-B.js',
    ],
    ['Importing a module script failed.', 'Importing a module script failed.'],
  ])('%s', (message, file) => {
    expect(missingFileOf(new TypeError(message))).toBe(file);
  });
});
