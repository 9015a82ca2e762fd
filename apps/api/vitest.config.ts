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
    // Every file in one module graph per worker, not a fresh one each: each file built the app
    // (Fastify, Drizzle, the routes, PGlite) from scratch, 34 imports of ~2 s that were a third of
    // the suite's time. Nothing is shared through a module: every test builds its app, clock and
    // database (src/testing/test-app.ts), and no test mocks a module or stubs a global or the
    // environment; `vitest run --sequence.shuffle.files` finds a newcomer that does.
    isolate: false,
    reporters: ['default', ['json', { outputFile: `.reports/vitest-${database}.json` }]],
  },
});
