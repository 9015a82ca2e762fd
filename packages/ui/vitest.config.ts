import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Chromium comes from Debian (never downloaded); flags per TOOLCHAIN.md.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Two projects: `unit` renders components in jsdom with Testing Library; `storybook` runs every
// story (render + play function + axe via the a11y addon) in headless Chromium.
// Workspace packages are read from TypeScript source (the `@tarelka/source` condition).
export default defineConfig({
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          testTimeout: 15_000,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        optimizeDeps: { include: ['react/jsx-dev-runtime', 'styled-components', 'react-dom/client'] },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
