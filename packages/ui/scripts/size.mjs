// Size budget: the kit's JS for what the storefront's first route renders must stay within
// 25 KB gzip. React, react-dom and styled-components are the app's own dependencies and are
// excluded; @tarelka/domain code that the components pull in (formatMoney) is counted.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const BUDGET = 25 * 1024;
const firstRoute = [
  'createTheme',
  'GlobalStyle',
  'AppBar',
  'NavigationBar',
  'PositionCard',
  'Button',
  'Price',
  'Image',
  'Splash',
  'Modal',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await build({
  stdin: {
    contents: `export { ${firstRoute.join(', ')} } from './src/index.ts';`,
    resolveDir: root,
    sourcefile: 'first-route.ts',
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  treeShaking: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  conditions: ['@tarelka/source'],
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  write: false,
  metafile: true,
  logLevel: 'error',
});

const code = result.outputFiles[0].contents;
const gzip = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const line = `@tarelka/ui first route (${firstRoute.join(', ')}): ${kb(code.length)} minified, ${kb(gzip)} gzip; budget ${kb(BUDGET)} gzip`;
if (gzip > BUDGET) {
  console.error(`✗ ${line}`);
  const inputs = Object.entries(result.metafile.outputs['<stdout>']?.inputs ?? {})
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .slice(0, 10);
  for (const [file, { bytesInOutput }] of inputs) console.error(`  ${kb(bytesInOutput).padStart(9)}  ${file}`);
  process.exit(1);
}
console.log(`✓ ${line}`);
