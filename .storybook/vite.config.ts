import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from '../package.json' with { type: 'json' };

// The workshop's own Vite config (Storybook's builder and its Vitest project): React and the bundle's
// compile-time constants, nothing of the bundle's build (its entry, chunk groups, release file) or of the
// preview server (its pages and mock middleware: the workshop's mocks answer through msw's worker).
export const workshopDefine = {
  __STOREFRONT_VERSION__: JSON.stringify(pkg.version),
};

export default defineConfig({
  plugins: [react()],
  define: workshopDefine,
  publicDir: false,
});
