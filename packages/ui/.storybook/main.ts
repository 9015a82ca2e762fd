import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

// Resolve Storybook packages from this package, not through pnpm's hoisting (robust in a
// workspace where other installs may rewrite the hoisted links).
const require = createRequire(import.meta.url);
const resolvePackage = (name: string) => dirname(require.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../src/docs/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    resolvePackage('@storybook/addon-docs'),
    resolvePackage('@storybook/addon-a11y'),
    resolvePackage('@storybook/addon-vitest'),
  ],
  framework: { name: resolvePackage('@storybook/react-vite') as '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Workspace packages are read from TypeScript source, as in Vitest and the storefront.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@tarelka/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
