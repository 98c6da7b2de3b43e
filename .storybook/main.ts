import type { StorybookConfig } from '@storybook/react-vite';

// The widget workshop (`npm run storybook`, `npm run build-storybook`): every widget's states as stories,
// mounted by the real runtime against the mock store of src/mocks (through msw's worker, whose file lives
// in ./static, never in the bundle's dist/).
const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../src/workshop/**/*.mdx', '../src/workshop/stories/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./static'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
