import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    analytics: 'src/analytics/index.ts',
    'service-worker': 'src/service-worker.ts',
  },
  external: ['react', 'react-redux'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
