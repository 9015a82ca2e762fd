import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript source of workspace packages (the `@tarelka/source` condition).
export default defineConfig({
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    // Generous: CI machines have 2 cores and these suites read files and spawn processes.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
