// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const chunk = (fileName: string, code: string) =>
  ({ type: 'chunk', fileName, code, map: { mappings: 'AAAA;AACA' } }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

function built(bundle: Rollup.OutputBundle) {
  const hook = compileHints(10).generateBundle as { handler: (options: unknown, output: Rollup.OutputBundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts the hint on the first line of every chunk, above what Vite put on top', () => {
    const bundle = built({
      'assets/a.js': chunk('assets/a.js', 'const __vite__mapDeps=()=>[];\nexport const a=()=>1;'),
      'assets/b.js': chunk('assets/b.js', 'export const b=()=>2;'),
    });
    expect((bundle['assets/a.js'] as Rollup.OutputChunk).code).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=()=>[];\nexport const a=()=>1;',
    );
    expect((bundle['assets/b.js'] as Rollup.OutputChunk).code.split('\n')[0]).toBe(COMPILE_HINT.trim());
  });

  it('moves the source map one line down with the code, in the chunk and in its map file', () => {
    const bundle = built({
      'assets/a.js': chunk('assets/a.js', 'export const a=()=>1;'),
      'assets/a.js.map': asset('assets/a.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;AACA', names: [] })),
    });
    expect((bundle['assets/a.js'] as Rollup.OutputChunk).map?.mappings).toBe(';AAAA;AACA');
    const map = JSON.parse(String((bundle['assets/a.js.map'] as Rollup.OutputAsset).source));
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA', names: [] });
  });

  it('leaves other files, a chunk under the size, and a chunk that has the hint already, as they are', () => {
    const css = asset('assets/a.css', 'a{color:red}');
    const hinted = chunk('assets/c.js', `${COMPILE_HINT}export const c=1;`);
    const small = chunk('assets/d.js', 'let d=1;');
    const bundle = built({ 'assets/a.css': css, 'assets/c.js': hinted, 'assets/d.js': small });
    expect((bundle['assets/a.css'] as Rollup.OutputAsset).source).toBe('a{color:red}');
    expect((bundle['assets/d.js'] as Rollup.OutputChunk).code).toBe('let d=1;');
    expect((bundle['assets/c.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}export const c=1;`);
    expect((bundle['assets/c.js'] as Rollup.OutputChunk).map?.mappings).toBe('AAAA;AACA');
  });
});
