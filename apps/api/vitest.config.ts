import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The suite runs once per database: TEST_DB=pglite (default) and TEST_DB=postgres (with
// PG_TEST_URL). Each run writes its own report for the root test runner.
const database = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

// Tests run against the TypeScript source of workspace packages (the `@tarelka/source` condition).
export default defineConfig({
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    name: `api-${database}`,
    include: ['src/**/*.test.ts'],
    // PGlite cold-starts in 3–6 s under parallel load, but a test app's setup (database, migrations,
    // seed) once took over 30 s on a 2-core machine running the other packages' suites beside it.
    hookTimeout: 90_000,
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: `.reports/vitest-${database}.json` }]],
  },
});
