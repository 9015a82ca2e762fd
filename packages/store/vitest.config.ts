import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript source of workspace packages (the `@tarelka/source` condition).
export default defineConfig({
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
