import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The production bundle: `node dist/server.js`, no tsx at run time. The workspace packages are
 * bundled from their TypeScript source (the `@tarelka/source` condition); the API's own
 * dependencies stay in node_modules (PGlite loads its wasm beside its module, pg has native
 * options). The migrations are copied beside the bundle, where `db/migrate.ts` looks for them.
 */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@tarelka\//],
  esbuildOptions(options) {
    options.conditions = ['@tarelka/source', 'node', 'import', 'default'];
  },
  // A CommonJS module bundled from a workspace package's dependencies may call require().
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  onSuccess: async () => {
    rmSync('dist/migrations', { recursive: true, force: true });
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
