import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript source of workspace packages (the `@tarelka/source` condition).
export default defineConfig({
  resolve: { conditions: ['@tarelka/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tarelka/source', ...defaultServerConditions] } },
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    // One module graph per worker, not per file (importing RTK, React and the store's modules for
    // each file was a third of the suite's time): every test builds its own store.
    isolate: false,
  },
});
