import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', forms: 'src/forms/index.ts', markdown: 'src/markdown/render.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
