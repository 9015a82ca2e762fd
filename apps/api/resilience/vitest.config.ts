import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

// The resilience suite (`pnpm test:resilience`): real API processes on 127.0.0.1, killed, scaled
// out and fuzzed. Files run one after another: each one loads the machine on purpose, and two at
// once would turn their latency into each other's 503s.
export default defineConfig({
  root: apiDir,
  resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    name: 'api-resilience',
    environment: 'node',
    include: ['resilience/**/*.test.ts'],
    fileParallelism: false,
    // API start-up (PGlite cold start, migrations, first seed) takes seconds; the scale-out load
    // alone runs up to 60 s.
    hookTimeout: 120_000,
    testTimeout: 180_000,
    teardownTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: `${apiDir}.reports/vitest-resilience.json` }]],
  },
});
