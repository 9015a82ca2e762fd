import { defineConfig } from 'tsup';

export default defineConfig({
  // `./theme`: the theme without any component (build tools compute a tenant's theme with it).
  entry: { index: 'src/index.ts', theme: 'src/theme/theme.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
