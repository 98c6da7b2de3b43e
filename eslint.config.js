// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public',
      'coverage',
      'bench/results.json',
      'bench/lighthouse.json',
      'bench/dist',
      'storybook-static',
      'test-results',
      '.storybook/static',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Design 1: the typed hooks of src/store/hooks.ts are the only way into the store.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch / useAppSelector / useAppStore from src/store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests drive the DOM and browsers loosely; keep them type-checked but allow the usual test idioms.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['*.js', 'scripts/**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    // The contact sheet hands functions to the browser (page.waitForFunction, page.evaluate).
    files: ['scripts/shots.mjs'],
    languageOptions: { globals: { document: 'readonly', setTimeout: 'readonly', window: 'readonly' } },
  },
  {
    // The benchmark runs in Node and hands functions to the browser (page.evaluate, addInitScript).
    files: ['bench/**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'window',
          'document',
          'performance',
          'location',
          'Node',
          'Element',
          'PerformanceObserver',
          'MutationObserver',
          'requestAnimationFrame',
          'addEventListener',
          'setTimeout',
          'URL',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
